/** The rows that read package.json, the licence file and the packed tarball's file list. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PackageUnderCheck, readManifest } from './packageUnderCheck';

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

export function metadata({ root, packed }: PackageUnderCheck): string[] {
	const manifest = readManifest(root);
	const fixes: string[] = [];
	if (manifest.license !== 'MIT')
		fixes.push(`package.json license is ${manifest.license ?? 'missing'}: set "license": "MIT"`);
	const licence = join(root, 'LICENSE');
	if (!existsSync(licence)) fixes.push('LICENSE is missing: add the MIT licence text');
	else if (!readFileSync(licence, 'utf8').includes('MIT License'))
		fixes.push('LICENSE is not the MIT licence: use the MIT licence text');
	const repository =
		typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
	if (!repository) fixes.push('package.json lacks repository.url: name the public repository');
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
	// which would lint the sandbox and tests under n8n Cloud's limits.
	if (manifest.n8n?.strict === true)
		fixes.push(
			'package.json sets n8n.strict, so n8n-node lint stops on any eslint.config.mjs but its ' +
				'template: remove n8n.strict',
		);
	return fixes;
}
