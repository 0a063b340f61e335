/**
 * `npm run lint` is `n8n-node lint`: ESLint over the clone with eslint.config.mjs and no options.
 * The configuration keeps n8n Cloud's limits on the package, leaves the tooling around it out, and
 * makes n8n's warnings stop the lint.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lintEnvironment } from '../harness/lintEnvironment';

const root = join(__dirname, '../..');

interface Finding {
	severity: 1 | 2;
	ruleId: string | null;
	message: string;
}

/**
 * ESLint with this clone's configuration on texts as if each were the file at its path, in a
 * process of its own: the configuration is an ES module, which jest's CommonJS runtime cannot load.
 */
function lint(files: Record<string, string>): Record<string, Finding[]> {
	const script = `
		const { ESLint } = require('eslint');
		const files = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
		const eslint = new ESLint({ cwd: process.cwd() });
		(async () => {
			const found = {};
			for (const [filePath, text] of Object.entries(files)) {
				const [result] = await eslint.lintText(text, { filePath, warnIgnored: true });
				found[filePath] = result.messages.map(({ severity, ruleId, message }) => ({ severity, ruleId, message }));
			}
			process.stdout.write(JSON.stringify(found));
		})();`;
	const output = execFileSync(process.execPath, ['-e', script], {
		cwd: root,
		env: lintEnvironment(),
		input: JSON.stringify(files),
		encoding: 'utf8',
	});
	return JSON.parse(output) as Record<string, Finding[]>;
}

const importingFs =
	"import { readFileSync } from 'node:fs';\n\nexport const read = readFileSync;\n";
const tooling = ['sandbox/planted.ts', 'test/planted.ts', 'scripts/planted.ts', 'bench/planted.ts'];

describe('npm run lint', () => {
	let found: Record<string, Finding[]>;

	beforeAll(() => {
		const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
			homepage?: string;
		};
		delete manifest.homepage;
		found = lint({
			'package.json': JSON.stringify(manifest, null, '\t'),
			'nodes/MessageTags/helpers/planted.ts': importingFs,
			...Object.fromEntries(tooling.map((path) => [path, importingFs])),
		});
	}, 120_000);

	it('stops on a rule n8n sets to warn', () => {
		expect(found['package.json']).toEqual([
			expect.objectContaining({
				severity: 2,
				ruleId: '@n8n/community-nodes/require-homepage',
			}),
		]);
	});

	it("holds node code to n8n Cloud's imports", () => {
		expect(found['nodes/MessageTags/helpers/planted.ts']).toEqual([
			expect.objectContaining({
				severity: 2,
				ruleId: '@n8n/community-nodes/no-restricted-imports',
				message: expect.stringContaining("Import of 'node:fs' is not allowed"),
			}),
		]);
	});

	it.each(tooling)('leaves %s out, as tooling', (path) => {
		expect(found[path]).toEqual([
			expect.objectContaining({
				severity: 1,
				ruleId: null,
				message: expect.stringContaining('File ignored because of a matching ignore pattern'),
			}),
		]);
	});
});
