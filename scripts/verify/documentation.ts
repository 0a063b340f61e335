/**
 * n8n's documentation guideline: usage, authentication details and example workflows, in the README
 * on GitHub or pages it links. Where the editor links to the documentation (each node's codex file,
 * the credential's documentationUrl), the link lands on a heading that exists.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gitHubRepository } from './manifest';
import {
	type PackageUnderCheck,
	loadCredentials,
	readManifest,
	sourceOf,
} from './packageUnderCheck';

const PACKAGE_NODE_TYPE = (name: string) => new RegExp(`^${name}\\.`);

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
	return heading
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{N}\s_-]/gu, '')
		.replace(/\s/g, '-');
}

function anchorsIn(path: string): string[] {
	return readFileSync(path, 'utf8')
		.replace(/^```[^]*?^```/gm, '')
		.split('\n')
		.flatMap((line) => /^#{1,6}\s+(.*)$/.exec(line)?.[1] ?? [])
		.map((heading) => anchorOf(heading.replace(/`/g, '')));
}

/** What is wrong with a documentation link into the repository, if anything. */
function brokenLink(root: string, url: string, repository: string): string | undefined {
	const found = new RegExp(
		`^https://github\\.com/${repository.replace(/[.]/g, '\\.')}(?:/blob/[^/]+/([^#]+))?/?(?:#(.*))?$`,
		'i',
	).exec(url);
	if (!found) return `${url} is not a page of the repository (https://github.com/${repository})`;
	const [, file = 'README.md', anchor] = found;
	const path = join(root, file);
	if (!existsSync(path)) return `${url} names ${file}, which the repository lacks`;
	if (anchor && file.endsWith('.md') && !anchorsIn(path).includes(anchor))
		return `${url} names the heading #${anchor}, which ${file} lacks`;
	return undefined;
}

interface Codex {
	resources?: { primaryDocumentation?: Array<{ url?: string }> };
}

function documentationLinks(root: string): Array<{ where: string; url: string | undefined }> {
	const manifest = readManifest(root);
	const nodes = (manifest.n8n?.nodes ?? []).map((path) => {
		const codex = sourceOf(path).replace(/\.ts$/, '.json');
		const read = existsSync(join(root, codex))
			? (JSON.parse(readFileSync(join(root, codex), 'utf8')) as Codex)
			: {};
		return { where: codex, url: read.resources?.primaryDocumentation?.[0]?.url };
	});
	const credentials = loadCredentials(root).map((credential) => ({
		where: `${credential.displayName} (documentationUrl)`,
		url: credential.documentationUrl,
	}));
	return [...nodes, ...credentials];
}

function exampleWorkflows(root: string, packageName: string): string[] {
	const folder = join(root, 'examples');
	const files = existsSync(folder)
		? readdirSync(folder).filter((name) => name.endsWith('.json'))
		: [];
	if (files.length === 0)
		return ['examples/ holds no workflow: add example workflows (.json) that use the nodes'];
	const readme = existsSync(join(root, 'README.md'))
		? readFileSync(join(root, 'README.md'), 'utf8')
		: '';
	const fixes = readme.includes('/examples')
		? []
		: ['README.md does not link the examples: link the examples/ folder from its examples section'];
	const usingNodes = files.filter((name) => {
		let workflow: { nodes?: Array<{ type?: string }>; connections?: unknown };
		try {
			workflow = JSON.parse(readFileSync(join(folder, name), 'utf8')) as typeof workflow;
		} catch {
			fixes.push(`examples/${name} is not JSON: export the workflow from n8n again`);
			return false;
		}
		if (!Array.isArray(workflow.nodes) || typeof workflow.connections !== 'object') {
			fixes.push(
				`examples/${name} is not an n8n workflow (nodes and connections): export it again`,
			);
			return false;
		}
		return workflow.nodes.some(({ type }) => PACKAGE_NODE_TYPE(packageName).test(type ?? ''));
	});
	if (usingNodes.length === 0)
		fixes.push(
			"No workflow in examples/ uses the package's nodes: add one that shows them at work",
		);
	return fixes;
}

export function documentation({ root }: PackageUnderCheck): string[] {
	const manifest = readManifest(root);
	const url =
		typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
	const repository = url ? gitHubRepository(url) : undefined;
	const links = documentationLinks(root).flatMap(({ where, url: link }) => {
		if (!link) return [`${where} names no documentation: link the README section that covers it`];
		if (!repository) return [];
		const broken = brokenLink(root, link, repository);
		return broken ? [`${where}: ${broken}`] : [];
	});
	return [...links, ...exampleWorkflows(root, manifest.name ?? '')];
}
