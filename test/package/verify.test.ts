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

/** The source files of the registered nodes and credentials. */
const registeredSources = () => {
	const { n8n } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
		n8n: { nodes: string[]; credentials: string[] };
	};
	return [...n8n.nodes, ...n8n.credentials].map((path) =>
		path.replace(/^dist\//, '').replace(/\.js$/, '.ts'),
	);
};

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
		const manifestFiles = ['package.json', 'LICENSE', 'eslint.config.mjs', 'README.md'];
		const manifest = (change: (manifest: Record<string, unknown>) => void) =>
			copyOf(manifestFiles, {
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
				id: '2',
				planted: 'a repository on GitLab',
				change: (changed) => {
					changed.repository = { type: 'git', url: 'git+https://gitlab.com/acme/nodes.git' };
				},
				named: /repository.url is git\+https:\/\/gitlab.com\/acme\/nodes.git, not a GitHub/,
			},
			{
				id: '2',
				planted: 'a homepage elsewhere',
				change: (changed) => {
					changed.homepage = 'https://example.com/nodes';
				},
				named:
					/homepage is https:\/\/example.com\/nodes, not the repository's: set "homepage": "https:\/\/github.com\/message-templates\/n8n-nodes-message-templates#readme"/,
			},
			{
				id: '2',
				planted: "another repository's homepage",
				change: (changed) => {
					changed.homepage = 'https://github.com/someone-else/n8n-nodes-message-templates';
				},
				named: /homepage is https:\/\/github.com\/someone-else\//,
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
				named: /sets n8n.strict, .*: remove n8n.strict \(row 8b/,
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

		it.each([
			{ section: 'usage', heading: '## Usage' },
			{ section: 'credentials', heading: '## Credentials' },
			{ section: 'examples', heading: '## Example workflows' },
		])('a README without its $section section: row 2 names it', async ({ section, heading }) => {
			const copy = copyOf(manifestFiles, {
				'README.md': (text) => text.replace(`\n${heading}\n`, '\n## Further on\n'),
			});
			const planted = await findings({ root: copy, packed }, ['2']);
			expect(added(today['2'], planted['2'])).toEqual([
				expect.stringMatching(new RegExp(`^README.md has no ${section} section`)),
			]);
		});

		it('a registered node missing from the tarball: row 2 names its path', async () => {
			const copy = manifest((changed) => {
				const n8n = changed.n8n as { nodes: string[] };
				n8n.nodes = [...n8n.nodes, 'dist/nodes/Missing/Missing.node.js'];
			});
			const planted = await findings({ root: copy, packed }, ['2']);
			expect(added(today['2'], planted['2'])).toEqual([
				expect.stringContaining('n8n.nodes names dist/nodes/Missing/Missing.node.js'),
			]);
		});

		it('the nodes: each row names its own planted violation, or drops the one fixed', async () => {
			const nodeRows = ['3a', '3b', '3c', '3d', '3e', '3f', '3g', '3h', '4', '5', '9', '10'];
			const copy = copyOf(
				[
					'package.json',
					'nodes',
					'credentials',
					'sandbox/contract/vendor',
					'README.md',
					'docs',
					'examples',
				],
				{
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
					// 5: a delete under another name, no longer saying it deletes.
					'nodes/MessageTags/resources/tag/delete.ts': (text) =>
						text
							.replace("name: 'Delete',\n\tvalue: 'delete',", "name: 'Remove',\n\tvalue: 'remove',")
							.replace("action: 'Delete a tag'", "action: 'Remove a tag'")
							.replace('deletes: true', 'deletes: false'),
					// 3d: an action whose single capital is no acronym.
					'nodes/MessageTags/resources/tag/get.ts': (text) =>
						text
							.replace("action: 'Get a tag'", "action: 'Get A tag'")
							.replace(
								/\t\.\.\.outputChoice\(\{ show: \{ resource: \['tag'\], operation: \['get'\] \} \}, 'tag'\),\n/,
								'',
							),
					// 3c: small words and an ID miscased, as n8n's title case has them; 3h: a
					// description naming a parameter without quotes.
					'nodes/MessageTags/resources/tag/create.ts': (text) =>
						text
							.replace("name: 'Create',", "name: 'Add new tag',")
							.replace("displayName: 'Name',", "displayName: 'Tag id',")
							.replace(
								"'Name of the new tag, at most 255 characters'",
								"'Name of the new tag, for the resource Types chosen below'",
							),
					// 4: an error without a description, and one calling itself an error.
					'nodes/MessageTags/helpers/invalidInput.ts': (text) =>
						`${text}\nexport const planted = (context: IExecuteSingleFunctions) =>\n` +
						"\tnew NodeOperationError(context.getNode(), 'Something failed.');\n" +
						'export const worded = (context: IExecuteSingleFunctions) =>\n' +
						"\tnew NodeOperationError(context.getNode(), 'The tag is missing.', {\n" +
						"\t\tdescription: 'Fix the error, then run the node again.',\n\t});\n",
					// 3e: no Output choice on Message Templates' Template › Get; 3g: a placeholder
					// that gives no example.
					'nodes/MessageTemplates/resources/template/get.ts': (text) =>
						text.replace("\t...outputChoice({ show }, 'template'),\n", ''),
					'nodes/MessageTemplates/resources/template/getMany.ts': (text) =>
						text.replace("placeholder: 'e.g. welcome',", "placeholder: 'welcome',"),
					// 3f: none on any operation of Message Tags; the ID offered to leave out on blocks.
					'nodes/MessageTags/resources/tag/getMany.ts': (text) =>
						text
							.replace("\t...outputChoice(displayOptions, 'tag'),\n", '')
							.replace("name: 'Get Many',", "name: 'Get all',"),
					'nodes/shared/routing/outputChoice.ts': (text) =>
						text.replace("block: ['createdAt',", "block: ['id', 'createdAt',"),
					// 9: a hint and a README line in German.
					'nodes/MessageTags/resources/tag/update.ts': (text) =>
						text.replace(/description:\s*'[^']*'/, "description: 'Ändert den Namen eines Tags'"),
					'README.md': (text) =>
						text.replace(
							'## Credentials\n',
							'## Credentials\n\nDie Zugangsdaten für den Dienst.\n',
						),
					// 10: a documentation link to a heading the README lacks, an example not JSON.
					'nodes/MessageTags/MessageTags.node.json': (text) =>
						text.replace('#message-tags', '#tags-node'),
					'examples/04-template-sync.json': (text) => text.slice(1),
				},
			);
			symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));

			// The German line follows the Credentials heading and a blank line.
			const readme = readFileSync(join(root, 'README.md'), 'utf8').split('\n');
			const germanLine = readme.indexOf('## Credentials') + 3;

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
			expect(newIn('3c').sort()).toEqual(
				[
					'Message Drafts › Options › Context lines: "Context lines" is not Title Case; write ' +
						"lines as n8n's title case does",
					'Message Tags › Tag id: "Tag id" is not Title Case; write id as n8n\'s title case does',
					'Message Tags › Operation › Add new tag: "Add new tag" is not Title Case; write new, ' +
						"tag as n8n's title case does",
					'Message Tags › Operation › Get all: "Get all" is not Title Case; write all as ' +
						"n8n's title case does",
				].sort(),
			);
			expect(newIn('3d')).toEqual([
				expect.stringMatching(
					/^Message Tags › Tag › Get: action "Get A tag" is not Sentence case; write A /,
				),
			]);
			expect(newIn('3e')).toEqual([
				expect.stringMatching(
					/^Message Templates › Template › Get: returns records of 12 fields and offers no Simplify/,
				),
			]);
			expect(newIn('3f')).toEqual([
				expect.stringMatching(/^Message Templates › Output \(getAll\) › Fields: the ID is one/),
				expect.stringMatching(/^Message Templates › Output \(get\) › Fields: the ID is one/),
				expect.stringMatching(/^Message Tags \(.*offers no Output choice/),
			]);
			expect(newIn('3g')).toEqual([
				'Message Templates › Filters › Name: placeholder "welcome" should start with "e.g." ' +
					'and show an example value',
			]);
			expect(newIn('3h')).toEqual([
				expect.stringMatching(/^Message Tags › Tag id › description: names Types without quotes/),
			]);
			expect(newIn('4')).toEqual([
				expect.stringMatching(
					/^nodes\/MessageTags\/helpers\/invalidInput.ts:\d+: new NodeOperationError\(…\) has no description/,
				),
				expect.stringMatching(
					/^nodes\/MessageTags\/helpers\/invalidInput.ts:\d+: the error says "error", words n8n's guideline/,
				),
			]);
			expect(newIn('5')).toEqual([
				'Remove a tag (nodes/MessageTags/resources/tag/delete.ts) sends DELETE and answers ' +
					'{ "success": true }; declare deletes: true in its operation({...}) so it answers ' +
					'{ "deleted": true }',
			]);
			expect(newIn('9')).toEqual([
				expect.stringMatching(
					/^Message Tags › Operation › Update › description: "Ändert den Namen/,
				),
				expect.stringMatching(new RegExp(`^README.md:${germanLine}: "ü" is not English`)),
			]);
			expect(newIn('10')).toEqual([
				'nodes/MessageTags/MessageTags.node.json: https://github.com/message-templates/' +
					'n8n-nodes-message-templates#tags-node names the heading #tags-node, which README.md ' +
					'lacks',
				'examples/04-template-sync.json is not JSON: export the workflow from n8n again',
			]);
		});

		it('the Delete row goes by the HTTP method: a DELETE that removes no record is named as such', async () => {
			const copy = copyOf(['package.json', 'nodes', 'credentials'], {
				// Unlocking takes the translation lock off through DELETE: the draft stays.
				'nodes/MessageDrafts/resources/draft/unlockForTranslation.ts': (text) =>
					text.replace(
						"url: '=/drafts/{{ String($parameter.draftId).trim() }}/lockForTranslation'",
						"url: '=/drafts/{{ String($parameter.draftId).trim() }}'",
					),
			});
			expect((await findings({ root: copy, packed }, ['5']))['5']).toEqual([
				expect.stringMatching(/^Unlock a draft for translation \(.*\) sends DELETE/),
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

		const workflow = '.github/workflows/publish.yml';
		const publishYml = readFileSync(join(root, workflow), 'utf8');
		const publishRows = ['7', '7b'];
		/** Rows 7 and 7b on a copy of publish.yml changed so. */
		async function withWorkflow(change: (text: string) => string) {
			const copy = temporaryFolder('verify-publish-');
			mkdirSync(join(copy, dirname(workflow)), { recursive: true });
			const planted = change(publishYml);
			expect(planted).not.toBe(publishYml);
			writeFileSync(join(copy, workflow), planted);
			return await findings({ root: copy, packed }, publishRows);
		}

		it('publish.yml: row 7 names a stored npm token', async () => {
			const planted = await withWorkflow((text) =>
				text.replace(
					'        run: npm publish --provenance --access public\n',
					'        run: npm publish --provenance --access public\n' +
						'        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n',
				),
			);
			expect(planted['7']).toEqual([
				expect.stringContaining('uses NPM_TOKEN: remove it'),
				expect.stringContaining('uses NODE_AUTH_TOKEN: remove it'),
			]);
		});

		it('publish.yml that fools a grep: id-token on another job, --provenance only in an echo', async () => {
			const planted = await withWorkflow((text) =>
				text
					.replace(
						'    permissions:\n      contents: read\n      id-token: write\n',
						'    permissions:\n      contents: read\n',
					)
					.replace(
						'  checks:\n    needs: version\n',
						'  checks:\n    needs: version\n    permissions:\n      contents: read\n      id-token: write\n',
					)
					.replace(
						'        run: npm publish --provenance --access public\n',
						'        run: echo "npm publish --provenance" && npm publish --access public # --provenance\n',
					),
			);
			expect(planted['7']).toEqual([
				`${workflow} job publish lacks "id-token: write" in its permissions: trusted publishing ` +
					"and provenance take the job's OIDC token",
				`${workflow} job publish runs "npm publish --access public" without provenance: add ` +
					'--provenance',
			]);
			expect(planted['7b']).toEqual([]);
		});

		it('publish.yml with a self-hosted runner or no publish step: row 7 names them', async () => {
			const selfHosted = await withWorkflow((text) =>
				text.replace(
					'  publish:\n    needs: checks\n    runs-on: ubuntu-latest\n',
					'  publish:\n    needs: checks\n    runs-on: self-hosted\n',
				),
			);
			expect(selfHosted['7']).toEqual([
				expect.stringContaining('job publish runs on "self-hosted": npm makes a provenance'),
			]);
			const commented = await withWorkflow((text) =>
				text.replace(
					'        run: npm publish --provenance --access public\n',
					'        run: "# npm publish --provenance --access public"\n',
				),
			);
			expect(commented['7']).toEqual([
				`${workflow} has no job with a step that runs npm publish --provenance`,
			]);
		});

		it('publish.yml without the scan after publishing, or with one that does not wait for it: row 7b names it', async () => {
			const withoutScan = await withWorkflow((text) =>
				text.slice(0, text.indexOf("\n  # n8n's whole scan")),
			);
			const scanBefore = await withWorkflow((text) =>
				text.replace('  scan:\n    needs: publish\n', '  scan:\n    needs: checks\n'),
			);
			const bareScanner = await withWorkflow((text) =>
				text.replace(
					/run: npm run scan -- --published .*\n/,
					'run: npx @n8n/scan-community-package n8n-nodes-message-templates\n',
				),
			);
			for (const planted of [withoutScan, scanBefore, bareScanner]) {
				expect(planted['7']).toEqual([]);
				expect(planted['7b']).toEqual([
					`${workflow} has no job that needs publish and runs npm run scan -- --published ` +
						"<name>@<version>: add one, so n8n's scanner checks the published version's provenance",
				]);
			}
		});

		it("eslint.config.mjs without n8n Cloud's limits on the package: row 8b names it, as strict mode would", () => {
			const withSources = (change: (text: string) => string) => {
				const copy = copyOf(['package.json', 'eslint.config.mjs', 'nodes', 'credentials'], {
					'eslint.config.mjs': change,
				});
				symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
				return findingsInTsx({ root: copy, packed }, ['8b'])['8b'];
			};
			expect(
				withSources((text) => text.replace(/\bconfig\b/g, 'configWithoutCloudSupport')),
			).toEqual([expect.stringMatching(/^eslint.config.mjs builds on configWithoutCloudSupport/)]);
			expect(
				withSources((text) => text.replace("\t'bench/**',", "\t'bench/**',\n\t'nodes/**',")),
			).toEqual(
				registeredSources()
					.filter((file) => file.startsWith('nodes/'))
					.map((file) => expect.stringContaining(`leaves ${file} out of the lint`)),
			);
			// A rule of n8n Cloud's turned off after node-cli's configuration.
			expect(
				withSources((text) =>
					text.replace(
						/\n\];\n$/,
						"\n\t{ rules: { '@n8n/community-nodes/no-restricted-globals': 'off' } },\n];\n",
					),
				),
			).toEqual(
				registeredSources().map((file) =>
					expect.stringContaining(
						`does not apply @n8n/community-nodes/no-restricted-globals to ${file} as an error`,
					),
				),
			);
		}, 120_000);
	});

	it('prints a row per requirement, ✔ or ✘, with what to fix under a failed one', () => {
		const lines = formatTable(results).split('\n');
		expect(lines[0]).toBe(
			'✔ 1   No runtime dependencies; n8n-workflow is the only peer dependency',
		);
		expect(lines.at(-1)).toBe(`✔ 10  ${ROWS.at(-1)!.requirement}`);
		// The rows with something only a published version shows say what, and where it is checked.
		expect(ROWS.filter(({ published }) => published).map(({ id }) => id)).toEqual(['2', '6', '7']);
		expect(lines).toContain(
			"      after publishing: its provenance check, and the same lint on what npm serves: n8n's " +
				'scan (7b)',
		);
		expect(lines.filter((line) => line.startsWith('✔ '))).toHaveLength(ROWS.length);
		const planted = formatTable([{ row: ROWS[0], fixes: ['remove axios'] }]).split('\n');
		expect(planted).toEqual([`✘ 1   ${ROWS[0].requirement}`, '      → remove axios']);
	});
});
