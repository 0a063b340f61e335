/**
 * `npm run build` on a brand-new machine: no cache folder in the home folder, and a system temporary
 * folder that `.ci/run` watches. The build runs on a copy of the sources (its own dist/), so other
 * tests reading this clone's dist/ are not disturbed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { copyOfTheSources } from '../harness/sourceCopy';
import { temporaryFolder } from '../harness/temporaryFolder';

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
