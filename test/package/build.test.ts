/**
 * `npm run build` on a brand-new machine: no cache folder in the home folder, and a system temporary
 * folder that `.ci/run` watches. The build runs on a copy of the sources (its own dist/), so other
 * tests reading this clone's dist/ are not disturbed.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { temporaryFolder } from '../harness/temporaryFolder';

const root = join(__dirname, '../..');

/** What the build reads: the project's files but its tests, with this clone's node_modules. */
function copyOfTheSources(): string {
	const copy = temporaryFolder('build-');
	const skipped = new Set([
		'node_modules',
		'dist',
		'test',
		'bench',
		'sandbox',
		'docs',
		'examples',
		'.git',
		'.tmp',
		'.n8n-home',
		'.queue',
		'.sandbox-data',
	]);
	for (const entry of readdirSync(root)) {
		if (!skipped.has(entry) && !entry.startsWith('.n8n-home-'))
			cpSync(join(root, entry), join(copy, entry), { recursive: true });
	}
	symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
	return copy;
}

describe('the build on a machine with no cache folder', () => {
	let copy: string;
	let temporary: string;

	beforeAll(() => {
		copy = copyOfTheSources();
		const home = temporaryFolder('home-');
		temporary = temporaryFolder('tmp-');
		const { XDG_CACHE_HOME: _cache, ...environment } = process.env;
		execFileSync('npm', ['run', '--silent', 'build'], {
			cwd: copy,
			env: { ...environment, HOME: home, TMPDIR: temporary },
			stdio: 'ignore',
		});
	}, 180_000);

	it('leaves nothing in the temporary folder', () => {
		expect(readdirSync(temporary)).toEqual([]);
	});

	it("puts each node's icons and codex file beside its compiled code, and the shared icon the credential names", () => {
		expect(
			existsSync(join(copy, 'dist', 'nodes', 'MessageTemplates', 'MessageTemplates.node.js')),
		).toBe(true);
		expect(
			existsSync(join(copy, 'dist', 'nodes', 'MessageTemplates', 'MessageTemplates.node.json')),
		).toBe(true);
		expect(
			readdirSync(join(copy, 'dist', 'nodes', 'MessageTemplates')).filter((file) =>
				file.endsWith('.svg'),
			).length,
		).toBeGreaterThan(0);
		expect(existsSync(join(copy, 'dist', 'nodes', 'shared', 'messageTemplates.dark.svg'))).toBe(
			true,
		);
	});
});
