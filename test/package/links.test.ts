/**
 * Every link the package ships leads somewhere real in this repository: the README's links, the
 * nodes' documentation links (codex files), the credential's documentationUrl, and package.json's
 * homepage and repository. Anchors must name a heading of the README as GitHub writes its ids.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const repository = 'https://github.com/message-templates/n8n-nodes-message-templates';
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
	homepage: string;
	repository: { url: string };
};
const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n'));
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** GitHub's heading ids: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingIds(markdown: string): Set<string> {
	const ids = new Set<string>();
	const seen = new Map<string, number>();
	const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
	for (const [, text] of withoutCode.matchAll(/^#{1,6} (.+)$/gm)) {
		const id = text
			.toLowerCase()
			.replace(/[^\p{L}\p{N} _-]/gu, '')
			.replace(/ /g, '-');
		const count = seen.get(id) ?? 0;
		seen.set(id, count + 1);
		ids.add(count ? `${id}-${count}` : id);
	}
	return ids;
}

const readmeIds = headingIds(readme);

/** What is wrong with a link, or undefined when it leads to a real place. */
function problem(link: string): string | undefined {
	const inRepository = link.startsWith(repository) ? link.slice(repository.length) : undefined;
	if (inRepository === undefined && /^[a-z+]+:/.test(link)) return 'leads outside this repository';
	const target = inRepository ?? link;
	// #readme is where the repository's page shows the README.
	if (target === '' || target === '/' || (inRepository !== undefined && target === '#readme')) return undefined;
	const anchor = /^#(.+)$/.exec(target);
	if (anchor) return readmeIds.has(anchor[1]) ? undefined : `no README heading has the id "${anchor[1]}"`;
	const path = inRepository === undefined ? target : /^\/(?:blob|tree)\/main\/(.+)$/.exec(target)?.[1];
	if (!path) return 'is not a file or folder of the repository';
	const file = path.replace(/[#?].*$/, '').replace(/\/$/, '');
	return tracked.has(file) || [...tracked].some((name) => name.startsWith(`${file}/`)) ? undefined : `${file} is not in the repository`;
}

function linksOf(markdown: string): string[] {
	const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`]*`/g, '');
	return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map(([, link]) => link);
}

describe('the links the package ships', () => {
	it("the README's links lead to its headings and the repository's files", () => {
		const links = linksOf(readme);
		expect(links.length).toBeGreaterThan(10);
		expect(links.map((link) => [link, problem(link)]).filter(([, wrong]) => wrong)).toEqual([]);
	});

	it("every node's documentation link and the credential's lead to a README section", () => {
		const codexFiles = [...tracked].filter((path) => path.endsWith('.node.json'));
		const codexLinks = codexFiles.flatMap((path) =>
			[...readFileSync(join(root, path), 'utf8').matchAll(/"url": "([^"]+)"/g)].map(([, url]) => url),
		);
		const credentialLinks = [...tracked]
			.filter((path) => path.startsWith('credentials/') && path.endsWith('.ts'))
			.flatMap((path) => [...readFileSync(join(root, path), 'utf8').matchAll(/documentationUrl = '([^']+)'/g)].map(([, url]) => url));
		expect(codexLinks).toHaveLength(codexFiles.length);
		expect(credentialLinks).toHaveLength(1);
		for (const link of [...codexLinks, ...credentialLinks]) {
			expect([link, problem(link)]).toEqual([link, undefined]);
			expect(link).toMatch(/#.+/);
		}
	});

	it("package.json's homepage and repository name this repository", () => {
		expect(problem(manifest.homepage)).toBeUndefined();
		expect(manifest.repository.url).toBe(`git+${repository}.git`);
	});

	it('a wrong anchor or a missing file is caught', () => {
		expect(problem(`${repository}#no-such-heading`)).toContain('no-such-heading');
		expect(problem('docs/screenshots/none.png')).toContain('not in the repository');
		expect(problem('https://example.com/')).toBe('leads outside this repository');
		expect(problem(`${repository}#message-drafts-trigger`)).toBeUndefined();
		expect(problem(`${repository}#trying-it-locally-npm-start`)).toBeUndefined();
	});
});
