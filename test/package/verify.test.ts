/**
 * `npm run verify`: the rows as they stand on this package, and a violation planted in a copy of
 * what a row reads changing that row's findings, and no other row's.
 */
import { copyFileSync, cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import type { PackageUnderCheck } from '../../scripts/verify/packageUnderCheck';
import { ROWS, type Row, type RowResult, formatTable, runRows } from '../../scripts/verify/rows';
import { buildAndPack } from '../../scripts/package/buildAndPack';
import { copyOfTheSources } from '../harness/sourceCopy';
import { lintEnvironment } from '../harness/lintEnvironment';
import { temporaryFolder } from '../harness/temporaryFolder';

const root = join(__dirname, '../..');

const rowsWith = (ids: string[]): Row[] => ROWS.filter(({ id }) => ids.includes(id));

/**
 * The rows run by tsx, as `npm run verify` runs them: the scanner is an ES module, which jest's
 * CommonJS runtime cannot import.
 */
function findingsInTsx(pkg: PackageUnderCheck, ids: string[]): Record<string, string[]> {
	const script =
		`const { ROWS, runRows } = require(${JSON.stringify(join(root, 'scripts/verify/rows.ts'))});` +
		`const ids = ${JSON.stringify(ids)};` +
		`runRows(${JSON.stringify(pkg)}, ROWS.filter(({ id }) => ids.includes(id))).then((results) =>` +
		'process.stdout.write(JSON.stringify(results.map(({ row, fixes }) => [row.id, fixes]))));';
	const output = execFileSync(join(root, 'node_modules', '.bin', 'tsx'), ['-e', script], {
		cwd: root,
		env: lintEnvironment(),
		encoding: 'utf8',
	});
	return Object.fromEntries(JSON.parse(output) as Array<[string, string[]]>);
}

async function findings(pkg: PackageUnderCheck, ids: string[]): Promise<Record<string, string[]>> {
	const results = await runRows(pkg, rowsWith(ids));
	return Object.fromEntries(results.map(({ row, fixes }) => [row.id, fixes]));
}

/** A folder holding the given files of this package, some of them changed. */
function copyOf(paths: string[], changes: Record<string, (text: string) => string> = {}): string {
	const copy = temporaryFolder('verify-');
	for (const path of paths) cpSync(join(root, path), join(copy, path), { recursive: true });
	for (const [path, change] of Object.entries(changes)) {
		const file = join(copy, path);
		const before = readFileSync(file, 'utf8');
		const after = change(before);
		if (after === before) throw new Error(`the planted change left ${path} as it was`);
		writeFileSync(file, after);
	}
	return copy;
}

const added = (before: string[], after: string[]) => after.filter((line) => !before.includes(line));

describe('npm run verify', () => {
	let packed: PackageUnderCheck['packed'];
	let results: RowResult[];
	let today: Record<string, string[]>;

	beforeAll(async () => {
		packed = buildAndPack(temporaryFolder('verify-pack-'), copyOfTheSources());
		today = findingsInTsx(
			{ root, packed },
			ROWS.map(({ id }) => id),
		);
		results = ROWS.map((row) => ({ row, fixes: today[row.id] }));
	}, 180_000);

	it('passes the rows this package meets today', () => {
		const passing = ROWS.map(({ id }) => id).filter((id) => today[id].length === 0);
		expect(passing).toEqual(ROWS.map(({ id }) => id));
	});

	describe('with a violation planted in a copy', () => {
		const manifestRows = ['1', '2', '8'];
		const manifest = (change: (manifest: Record<string, unknown>) => void) =>
			copyOf(['package.json', 'LICENSE', 'eslint.config.mjs'], {
				'package.json': (text) => {
					const changed = JSON.parse(text) as Record<string, unknown>;
					change(changed);
					return JSON.stringify(changed, null, 2);
				},
			});

		type Change = (changed: Record<string, unknown>) => void;
		const cases: Array<{ id: string; planted: string; change: Change; named: RegExp }> = [
			{
				id: '1',
				planted: 'a runtime dependency',
				change: (changed) => {
					changed.dependencies = { axios: '1.18.0' };
				},
				named: /runtime dependencies \(axios\)/,
			},
			{
				id: '2',
				planted: 'no community keyword',
				change: (changed) => {
					changed.keywords = ['n8n'];
				},
				named: /keywords lack "n8n-community-node-package"/,
			},
			{
				id: '8',
				planted: 'node-cli 0.22',
				change: (changed) => {
					changed.devDependencies = { '@n8n/node-cli': '^0.22.4' };
				},
				named: /pin @n8n\/node-cli at \^0.22.4, below 0.23.0/,
			},
			{
				id: '8',
				planted: 'a lint script of its own',
				change: (changed) => {
					(changed.scripts as Record<string, string>).lint = 'eslint .';
				},
				named: /lint script is "eslint \.": set "lint": "n8n-node lint"/,
			},
			{
				id: '8',
				planted: 'strict mode',
				change: (changed) => {
					(changed.n8n as Record<string, unknown>).strict = true;
				},
				named: /sets n8n.strict, .*: remove n8n.strict/,
			},
		];

		it.each(cases)(
			'package.json with $planted: row $id names it',
			async ({ id, change, named }) => {
				const planted = await findings({ root: manifest(change), packed }, manifestRows);
				for (const other of manifestRows.filter((row) => row !== id))
					expect(planted[other]).toEqual(today[other]);
				expect(added(today[id], planted[id])).toEqual([expect.stringMatching(named)]);
			},
		);

		it('package.json: row 8 passes with @n8n/node-cli 0.23', async () => {
			const fixed = manifest((changed) => {
				changed.devDependencies = { '@n8n/node-cli': '0.23.0' };
			});
			expect((await findings({ root: fixed, packed }, ['8']))['8']).toEqual([]);
		});

		it('eslint.config.mjs of its own: row 8 names it', async () => {
			const copy = copyOf(['package.json', 'eslint.config.mjs'], {
				'eslint.config.mjs': (text) => text.replace("from '@n8n/node-cli/eslint'", "from './own'"),
			});
			expect((await findings({ root: copy, packed }, ['8']))['8']).toEqual([
				expect.stringMatching(/^eslint.config.mjs does not build on @n8n\/node-cli\/eslint/),
			]);
		});

		it('a registered node missing from the tarball: row 2 names its path', async () => {
			const copy = manifest((changed) => {
				const n8n = changed.n8n as { nodes: string[] };
				n8n.nodes = [...n8n.nodes, 'dist/nodes/Missing/Missing.node.js'];
			});
			const planted = await findings({ root: copy, packed }, ['2']);
			expect(planted['2']).toEqual([
				expect.stringContaining('n8n.nodes names dist/nodes/Missing/Missing.node.js'),
			]);
		});

		it('the nodes: each row names its own planted violation, or drops the one fixed', async () => {
			const nodeRows = ['3a', '3b', '3c', '3d', '3e', '3f', '4', '5'];
			const copy = copyOf(['package.json', 'nodes', 'credentials', 'sandbox/contract/vendor'], {
				// 3a: the tag pickers open on the ID mode.
				'nodes/MessageTags/resources/tag/tagLocator.ts': (text) =>
					text
						.replace('return resourceLocator({', 'return {\n\t\t...resourceLocator({')
						.replace(/\}\);\n\}/, "}),\n\t\tdefault: { mode: 'id', value: '' },\n\t};\n}"),
				// 3b and 3c: a boolean described without "Whether", a name not Title Case.
				'nodes/MessageDrafts/resources/draft/compare.ts': (text) =>
					text
						.replace("'Whether to add each diff as HTML too", "'Adds each diff as HTML too")
						.replace("displayName: 'Context Lines'", "displayName: 'Context lines'"),
				// 5: a delete that no longer says it deletes.
				'nodes/MessageTags/resources/tag/delete.ts': (text) =>
					text.replace('\tdeletes: true,\n', ''),
				// 3d: an action not Sentence case.
				'nodes/MessageTags/resources/tag/get.ts': (text) =>
					text
						.replace("action: 'Get a tag'", "action: 'Get a Tag'")
						.replace(
							/\t\.\.\.outputChoice\(\{ show: \{ resource: \['tag'\], operation: \['get'\] \} \}, 'tag'\),\n/,
							'',
						),
				// 4: an error without a description, at the end of the file.
				'nodes/MessageTags/helpers/invalidInput.ts': (text) =>
					`${text}\nexport const planted = (context: IExecuteSingleFunctions) =>\n` +
					"\tnew NodeOperationError(context.getNode(), 'Something failed.');\n",
				// 3e: no Output choice on Message Templates' Template › Get.
				'nodes/MessageTemplates/resources/template/get.ts': (text) =>
					text.replace("\t...outputChoice({ show }, 'template'),\n", ''),
				// 3f: none on any operation of Message Tags.
				'nodes/MessageTags/resources/tag/getMany.ts': (text) =>
					text.replace("\t...outputChoice(displayOptions, 'tag'),\n", ''),
			});
			symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));

			const planted = await findings({ root: copy, packed }, nodeRows);
			const newIn = (id: string) => added(today[id], planted[id]);
			expect(newIn('3a')).toEqual([
				expect.stringMatching(/^Message Tags › Tag \(tagId\): its default mode is id/),
				expect.stringMatching(/^Message Tags › Tag \(tagId\): its default mode is id/),
				expect.stringMatching(/^Message Tags › Tag \(tagId\): its default mode is id/),
			]);
			expect(newIn('3b')).toEqual([
				expect.stringMatching(/^Message Drafts › Options › HTML Diff \(htmlDiff\): .*"Whether"/),
			]);
			expect(newIn('3c')).toEqual([
				'Message Drafts › Options › Context lines: "Context lines" is not Title Case; ' +
					'capitalise lines',
			]);
			expect(newIn('3d')).toEqual([
				expect.stringMatching(
					/^Message Tags › Tag › Get: action "Get a Tag" is not Sentence case; write Tag/,
				),
			]);
			expect(newIn('4')).toEqual([
				expect.stringMatching(
					/^nodes\/MessageTags\/helpers\/invalidInput.ts:\d+: new NodeOperationError/,
				),
			]);
			expect(newIn('5')).toEqual([
				'Delete a tag (nodes/MessageTags/resources/tag/delete.ts) answers { "success": true }; ' +
					'declare deletes: true in its operation({...}) so it answers { "deleted": true }',
			]);
			expect(newIn('3e')).toEqual([
				expect.stringMatching(
					/^Message Templates › Template › Get: returns records of 12 fields and offers no Simplify/,
				),
			]);
			expect(newIn('3f')).toEqual([
				expect.stringMatching(/^Message Tags \(.*offers no Output choice/),
			]);
		});

		it("the source tree: row 6 names the scanner's failed leg and rule", async () => {
			const source = temporaryFolder('verify-scan-');
			mkdirSync(join(source, 'nodes', 'Loud'), { recursive: true });
			copyFileSync(join(root, 'package.json'), join(source, 'package.json'));
			writeFileSync(
				join(source, 'nodes', 'Loud', 'Loud.node.ts'),
				"export const loud = (): void => console.log('loud');\n",
			);
			const planted = findingsInTsx({ root: source, packed }, ['6']);
			expect(planted['6']).toEqual([
				expect.stringMatching(new RegExp(`^scan source: FAILED \\(${source}\\)[^]*no-console`)),
			]);
		}, 60_000);

		it('publish.yml: row 7 names a stored npm token', async () => {
			const workflow = '.github/workflows/publish.yml';
			const copy = temporaryFolder('verify-publish-');
			mkdirSync(join(copy, dirname(workflow)), { recursive: true });
			const text = readFileSync(join(root, workflow), 'utf8');
			const planted = text.replace(
				'        run: npm publish --provenance --access public\n',
				'        run: npm publish --provenance --access public\n' +
					'        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n',
			);
			expect(planted).not.toBe(text);
			writeFileSync(join(copy, workflow), planted);
			expect((await findings({ root: copy, packed }, ['7']))['7']).toEqual([
				expect.stringContaining('uses NPM_TOKEN: remove it'),
				expect.stringContaining('uses NODE_AUTH_TOKEN: remove it'),
			]);
		});
	});

	it('prints a row per requirement, ✔ or ✘, with what to fix under a failed one', () => {
		const lines = formatTable(results).split('\n');
		expect(lines[0]).toBe(
			'✔ 1   No runtime dependencies; n8n-workflow is the only peer dependency',
		);
		expect(lines.at(-1)).toBe(
			'✔ 8   @n8n/node-cli 0.23 or newer is a devDependency and lints the package',
		);
		expect(lines.filter((line) => line.startsWith('✔ '))).toHaveLength(ROWS.length);
		const planted = formatTable([{ row: ROWS[0], fixes: ['remove axios'] }]).split('\n');
		expect(planted).toEqual([`✘ 1   ${ROWS[0].requirement}`, '      → remove axios']);
	});
});
