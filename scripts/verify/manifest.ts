/** The rows that read package.json, the licence file and the packed tarball's file list. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Manifest, type PackageUnderCheck, readManifest, sourceOf } from './packageUnderCheck';

export function dependencies({ root }: PackageUnderCheck): string[] {
	const manifest = readManifest(root);
	const fixes: string[] = [];
	const runtime = Object.keys(manifest.dependencies ?? {});
	if (runtime.length > 0)
		fixes.push(
			`package.json lists runtime dependencies (${runtime.join(', ')}): remove them; n8n ` +
				'installs verified packages without them',
		);
	const others = Object.keys(manifest.peerDependencies ?? {}).filter(
		(name) => name !== 'n8n-workflow',
	);
	if (others.length > 0)
		fixes.push(`package.json peerDependencies lists ${others.join(', ')}: keep n8n-workflow only`);
	if (!manifest.peerDependencies?.['n8n-workflow'])
		fixes.push('package.json peerDependencies lacks n8n-workflow: add "n8n-workflow": "*"');
	return fixes;
}

/**
 * A GitHub repository's owner and name from the forms npm accepts in package.json. n8n's scanner
 * fetches the source a package's provenance names from github.com only.
 */
export function gitHubRepository(url: string): string | undefined {
	const found =
		/^(?:git\+)?(?:https|ssh|git):\/\/(?:git@)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(
			url,
		) ?? /^github:([\w.-]+)\/([\w.-]+)$/.exec(url);
	return found ? `${found[1]}/${found[2]}`.toLowerCase() : undefined;
}

function repositoryAndHomepage(manifest: Manifest): string[] {
	const repository =
		typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
	if (!repository) return ['package.json lacks repository.url: name the public GitHub repository'];
	const onGitHub = gitHubRepository(repository);
	if (!onGitHub)
		return [
			`package.json repository.url is ${repository}, not a GitHub repository: n8n verifies the ` +
				'source on GitHub (git+https://github.com/<owner>/<name>.git)',
		];
	const expected = `https://github.com/${onGitHub}#readme`;
	const homepage = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?(?:[/#].*)?$/.exec(
		manifest.homepage ?? '',
	);
	if (homepage?.[1].toLowerCase() !== onGitHub)
		return [
			`package.json homepage is ${manifest.homepage ?? 'missing'}, not the repository's: set ` +
				`"homepage": "${expected}"`,
		];
	return [];
}

/** The README sections n8n's documentation guideline asks for, each found by its heading. */
export const README_SECTIONS = [
	{ section: 'usage', heading: /\busage\b|\bhow to use\b/i },
	{ section: 'credentials', heading: /\bcredentials?\b|\bauthenticat/i },
	{ section: 'examples', heading: /\bexamples?\b/i },
];

function readmeSections(root: string): string[] {
	const path = join(root, 'README.md');
	if (!existsSync(path))
		return ['README.md is missing: add one with usage, credentials and examples'];
	const headings = readFileSync(path, 'utf8')
		.split('\n')
		.filter((line) => /^#{1,6}\s/.test(line));
	return README_SECTIONS.filter(({ heading }) => !headings.some((line) => heading.test(line))).map(
		({ section }) =>
			`README.md has no ${section} section: add a heading for it ("## ${section[0].toUpperCase()}${section.slice(1)}")`,
	);
}

export function metadata({ root, packed }: PackageUnderCheck): string[] {
	const manifest = readManifest(root);
	const fixes: string[] = [];
	if (manifest.license !== 'MIT')
		fixes.push(`package.json license is ${manifest.license ?? 'missing'}: set "license": "MIT"`);
	const licence = join(root, 'LICENSE');
	if (!existsSync(licence)) fixes.push('LICENSE is missing: add the MIT licence text');
	else if (!readFileSync(licence, 'utf8').includes('MIT License'))
		fixes.push('LICENSE is not the MIT licence: use the MIT licence text');
	fixes.push(...repositoryAndHomepage(manifest), ...readmeSections(root));
	const author = typeof manifest.author === 'string' ? manifest.author : manifest.author?.name;
	if (!author) fixes.push('package.json lacks author: add author.name');
	if (!manifest.keywords?.includes('n8n-community-node-package'))
		fixes.push('package.json keywords lack "n8n-community-node-package": add it');
	if (typeof manifest.n8n?.n8nNodesApiVersion !== 'number')
		fixes.push('package.json lacks n8n.n8nNodesApiVersion: set it to 1');
	for (const key of ['nodes', 'credentials'] as const) {
		for (const path of manifest.n8n?.[key] ?? []) {
			if (!packed.files.includes(path))
				fixes.push(
					`package.json n8n.${key} names ${path}, which the built tarball lacks: fix the path ` +
						'or the build',
				);
		}
	}
	if ((manifest.n8n?.nodes ?? []).length === 0)
		fixes.push('package.json n8n.nodes is empty: list the compiled node files');
	return fixes;
}

const NODE_CLI = '@n8n/node-cli';
const NODE_CLI_MINIMUM = [0, 23, 0];
const NODE_CLI_ESLINT = '@n8n/node-cli/eslint';

/** The lowest version a range like `0.23.1`, `^0.23.0` or `>=0.23` allows. */
function lowestVersion(range: string): number[] | undefined {
	const found = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(range);
	return found ? [Number(found[1]), Number(found[2]), Number(found[3] ?? 0)] : undefined;
}

function atLeast(version: number[], minimum: number[]): boolean {
	const differs = version.findIndex((part, index) => part !== minimum[index]);
	return differs === -1 || version[differs] > minimum[differs];
}

export function nodeCli({ root }: PackageUnderCheck): string[] {
	const manifest = readManifest(root);
	const range = manifest.devDependencies?.[NODE_CLI];
	const wanted = NODE_CLI_MINIMUM.join('.');
	const install = `npm install --save-dev --save-exact ${NODE_CLI}@<${wanted} or newer>`;
	if (!range) return [`package.json devDependencies lack ${NODE_CLI}: ${install}`];
	const lowest = lowestVersion(range);
	if (!lowest || !atLeast(lowest, NODE_CLI_MINIMUM))
		return [
			`package.json devDependencies pin ${NODE_CLI} at ${range}, below ${wanted}: ${install}`,
		];
	const fixes: string[] = [];
	if (manifest.scripts?.lint !== 'n8n-node lint')
		fixes.push(
			`package.json's lint script is ${JSON.stringify(manifest.scripts?.lint ?? null)}: set ` +
				'"lint": "n8n-node lint", the lint n8n gives community packages',
		);
	const eslintConfig = join(root, 'eslint.config.mjs');
	if (!existsSync(eslintConfig) || !readFileSync(eslintConfig, 'utf8').includes(NODE_CLI_ESLINT))
		fixes.push(
			`eslint.config.mjs does not build on ${NODE_CLI_ESLINT}: import its config, which holds ` +
				"the scanner's rules and n8n Cloud's limits",
		);
	// In strict mode `n8n-node lint` stops unless eslint.config.mjs is its template word for word,
	// which would lint the sandbox and tests under n8n Cloud's limits: row 8b holds those limits.
	if (manifest.n8n?.strict === true)
		fixes.push(
			'package.json sets n8n.strict, so n8n-node lint stops on any eslint.config.mjs but its ' +
				'template: remove n8n.strict (row 8b checks what it would)',
		);
	return fixes;
}

/** The rules n8n Cloud adds to node-cli's lint (its `config`, not `configWithoutCloudSupport`). */
export const CLOUD_RULES = [
	'@n8n/community-nodes/no-restricted-imports',
	'@n8n/community-nodes/no-restricted-globals',
];

/** Files of the package that the lint must reach, one of each kind. */
function packageFiles(root: string): string[] {
	const manifest = readManifest(root);
	return [
		'package.json',
		...[...(manifest.n8n?.nodes ?? []), ...(manifest.n8n?.credentials ?? [])].map(sourceOf),
	];
}

const isError = (setting: unknown) =>
	[2, 'error'].includes(Array.isArray(setting) ? setting[0] : (setting as number | string));

/**
 * What strict mode would hold, held without it. In @n8n/node-cli 0.48.3, `n8n.strict` is read in
 * two places: `n8n-node lint` (commands/lint.js, checkStrictMode) then requires eslint.config.mjs
 * to be its template word for word, and `n8n-node cloud-support` (commands/cloud-support.js)
 * reports a package eligible for n8n Cloud when strict mode is on and that template is in place,
 * so that the Cloud limits of `config` lint the package. n8n's scanner
 * (@n8n/scan-community-package, scanner.mjs buildScanConfig) reads no `strict`: it lints with the
 * Cloud limits always. So: eslint.config.mjs builds on `config`, and none of the package's files
 * is left out of it or has the Cloud rules turned down.
 */
export async function cloudLimitsWithoutStrictMode({ root }: PackageUnderCheck): Promise<string[]> {
	const eslintConfig = join(root, 'eslint.config.mjs');
	if (!existsSync(eslintConfig)) return ["eslint.config.mjs is missing: add node-cli's template"];
	if (/\bconfigWithoutCloudSupport\b/.test(readFileSync(eslintConfig, 'utf8')))
		return [
			"eslint.config.mjs builds on configWithoutCloudSupport: use node-cli's config, which holds " +
				"n8n Cloud's limits",
		];
	const { ESLint } = await import('eslint');
	const eslint = new ESLint({ cwd: root, overrideConfigFile: eslintConfig });
	const fixes: string[] = [];
	for (const file of packageFiles(root)) {
		if (!existsSync(join(root, file))) continue;
		if (await eslint.isPathIgnored(join(root, file))) {
			fixes.push(
				`eslint.config.mjs leaves ${file} out of the lint: lint every file of the package`,
			);
			continue;
		}
		if (!file.endsWith('.ts')) continue;
		const rules =
			(
				(await eslint.calculateConfigForFile(join(root, file))) as {
					rules?: Record<string, unknown>;
				}
			).rules ?? {};
		const off = CLOUD_RULES.filter((rule) => !isError(rules[rule]));
		if (off.length > 0)
			fixes.push(
				`eslint.config.mjs does not apply ${off.join(', ')} to ${file} as an error: leave ` +
					"node-cli's n8n Cloud rules as they are",
			);
	}
	return fixes;
}
