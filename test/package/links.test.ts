/**
 * Every link the documentation and the package ship leads somewhere real in this repository,
 * checked offline by remark-validate-links (through remark-cli): relative links and `#anchors` of
 * every Markdown file, and links to the repository's `blob/main/…` files and their headings. What
 * that checker leaves alone is handed to it rewritten: the README's `tree/main/…` and `raw/main/…`
 * links, the nodes' documentation links (codex files) and the credential's documentationUrl, all
 * of which name the repository. The README is also held to links that npm's package page can
 * follow, since npm shows the README alone.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { temporaryFolder } from '../harness/temporaryFolder';

const root = join(__dirname, '../..');
const repository = 'https://github.com/message-templates/n8n-nodes-message-templates';
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
	homepage: string;
	repository: { url: string };
};
// The files of the clone, those not yet committed included.
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
	cwd: root,
	encoding: 'utf8',
})
	.split('\n')
	.filter(Boolean);
const markdownFiles = tracked.filter((path) => path.endsWith('.md'));
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/**
 * The checker's report on `files` (absolute paths) against the repository laid out at `checkout`:
 * one line per broken link, `file:line:column message`; empty when every link holds.
 */
function check(files: string[], checkout = root): string[] {
	const plugin = `remark-validate-links=repository:${JSON.stringify(repository)},root:${JSON.stringify(checkout)}`;
	const run = spawnSync(
		process.execPath,
		[
			join(root, 'node_modules/remark-cli/cli.js'),
			'--no-config',
			'--no-ignore',
			'--no-stdout',
			'--no-color',
			'--quiet',
			'--frail',
			'--use',
			plugin,
			...files,
		],
		{ cwd: root, encoding: 'utf8' },
	);
	const broken: string[] = [];
	let file = '';
	for (const line of `${run.stdout}${run.stderr}`.split('\n')) {
		// `3:1-3:46 warning Cannot find … missing-heading-in-file remark-validate-links:missing-heading-in-file`
		const message =
			/^\s*(\d+:\d+)(?:-\d+:\d+)?\s+(?:warning|error)\s+(.*?)\s+\S+\s+\S+:\S+\s*$/.exec(line);
		if (message) broken.push(`${file}:${message[1]} ${message[2]}`);
		else if (/^[^\s⚠✖]/.test(line)) file = line.trim();
	}
	// A failure the report does not explain (the checker missing, a crash) is a failure too.
	if (run.status !== 0 && broken.length === 0)
		broken.push(`remark exited ${run.status}: ${run.stdout}${run.stderr}`);
	return broken;
}

/** The Markdown links, images and link definitions of a text, outside code. */
function linksOf(markdown: string): string[] {
	const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
	const inline = [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map(([, link]) => link);
	const definitions = [...withoutCode.matchAll(/^\[[^\]]+\]:\s*(\S+)/gm)].map(([, link]) => link);
	return [...inline, ...definitions];
}

/**
 * A link that names this repository, as the checker reads it (`blob/main/<path>`), or undefined
 * for a link elsewhere. The repository's own page shows the README.
 */
function asBlob(link: string): string | undefined {
	if (
		link !== repository &&
		!link.startsWith(`${repository}/`) &&
		!link.startsWith(`${repository}#`)
	)
		return undefined;
	const rest = link.slice(repository.length);
	const inFolder = /^\/(?:blob|tree|raw)\/main\/(.+)$/.exec(rest);
	if (inFolder) return `${repository}/blob/main/${inFolder[1]}`;
	if (rest === '' || rest === '/' || rest === '#readme') return `${repository}/blob/main/README.md`;
	if (rest.startsWith('#')) return `${repository}/blob/main/README.md${rest}`;
	return `${repository}/blob/main/${rest.replace(/^\//, '')}`;
}

/**
 * What the checker finds wrong with `links` to this repository, each named as given: they go, as
 * the checker reads them, one per line on a page made for them.
 */
function checkLinks(links: string[], name: string): string[] {
	const page = join(temporaryFolder(`${name}-`), `${name}.md`);
	writeFileSync(
		page,
		`# ${name}\n\n${links.map((link) => `- <${asBlob(link) ?? link}>`).join('\n')}\n`,
	);
	return check([page]).map((report) => {
		const line = Number(/^.*?:(\d+):\d+ /.exec(report)?.[1]);
		return `${links[line - 3] ?? report}: ${report.replace(/^.*?:\d+:\d+ /, '')}`;
	});
}

describe('the links of the documentation', () => {
	it('every relative link, anchor and repository link of every Markdown file leads to a file and heading of the clone', () => {
		expect(markdownFiles).toEqual(
			expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/install.md']),
		);
		expect(check(markdownFiles.map((path) => join(root, path)))).toEqual([]);
	});

	it("the README links only to its own headings and the repository's files, which npm's page can follow", () => {
		const links = linksOf(readme);
		expect(links.length).toBeGreaterThan(20);
		const unfollowable = links.filter(
			(link) => !link.startsWith('#') && asBlob(link) === undefined,
		);
		expect(unfollowable).toEqual([]);
		// Images too: npm shows only those with an absolute address.
		const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map(([, link]) => link);
		expect(images.length).toBeGreaterThan(5);
		expect(images.filter((link) => !link.startsWith(`${repository}/raw/main/`))).toEqual([]);
	});

	it("the README's links to the repository's folders and images lead to files of the clone", () => {
		const elsewhere = linksOf(readme).filter((link) => /\/(?:tree|raw)\/main\//.test(link));
		expect(elsewhere.length).toBeGreaterThan(5);
		expect(checkLinks(elsewhere, 'readme-links')).toEqual([]);
	});

	it("every node's documentation link and the credential's lead to a heading of the README", () => {
		const codexFiles = tracked.filter((path) => path.endsWith('.node.json'));
		const codexLinks = codexFiles.flatMap((path) =>
			[...readFileSync(join(root, path), 'utf8').matchAll(/"url": "([^"]+)"/g)].map(
				([, url]) => url,
			),
		);
		const credentialLinks = tracked
			.filter((path) => path.startsWith('credentials/') && path.endsWith('.ts'))
			.flatMap((path) =>
				[...readFileSync(join(root, path), 'utf8').matchAll(/documentationUrl = '([^']+)'/g)].map(
					([, url]) => url,
				),
			);
		expect(codexLinks).toHaveLength(codexFiles.length);
		expect(credentialLinks).toHaveLength(1);
		const links = [...codexLinks, ...credentialLinks];
		for (const link of links) expect(link).toMatch(new RegExp(`^${repository}#.+`));
		expect(checkLinks(links, 'documentation-links')).toEqual([]);
	});

	it('every guide page and heading a comment in nodes/ or credentials/ points to exists', () => {
		const pointers = tracked
			.filter((path) => /^(nodes|credentials)\/.*\.ts$/.test(path))
			.flatMap((path) => [
				...readFileSync(join(root, path), 'utf8').matchAll(/\bdocs\/[\w-]+\.md(?:#[\w-]+)?/g),
			])
			.map(([pointer]) => `${repository}/blob/main/${pointer}`);
		expect(pointers.length).toBeGreaterThan(5);
		expect(checkLinks(pointers, 'code-pointers')).toEqual([]);
	});

	it("package.json's homepage and repository name this repository", () => {
		expect(asBlob(manifest.homepage)).toBe(`${repository}/blob/main/README.md`);
		expect(manifest.repository.url).toBe(`git+${repository}.git`);
	});

	it('a wrong anchor, a missing file or a missing heading in another file is caught and named', () => {
		const checkout = temporaryFolder('checkout-');
		writeFileSync(join(checkout, 'guide.md'), '# Guide\n\n## A real heading\n');
		const page = join(checkout, 'README.md');
		writeFileSync(
			page,
			[
				'# Front page',
				'',
				'[fine](guide.md#a-real-heading) [fine too](#front-page)',
				'[anchor](#no-such-heading)',
				'[file](docs/none.md)',
				'[heading elsewhere](guide.md#no-such-heading)',
				`[repository file](${repository}/blob/main/none.md)`,
				`[repository heading](${repository}/blob/main/guide.md#no-such-heading)`,
				'',
			].join('\n'),
		);
		const broken = check([page], checkout);
		expect(broken).toHaveLength(5);
		expect(broken[0]).toMatch(/README\.md:4:1 Cannot find heading for `#no-such-heading`$/);
		expect(broken[1]).toMatch(/README\.md:5:1 Cannot find file `docs\/none\.md`/);
		expect(broken[2]).toMatch(
			/README\.md:6:1 Cannot find heading for `#no-such-heading` in `guide\.md`/,
		);
		expect(broken[3]).toMatch(/README\.md:7:1 Cannot find file `none\.md`/);
		expect(broken[4]).toMatch(
			/README\.md:8:1 Cannot find heading for `#no-such-heading` in `guide\.md`/,
		);
	});

	it('a link the checker leaves alone is rewritten for it, and one to another site is not', () => {
		expect(asBlob(`${repository}/raw/main/docs/screenshots/all-nodes.png`)).toBe(
			`${repository}/blob/main/docs/screenshots/all-nodes.png`,
		);
		expect(asBlob(`${repository}/tree/main/examples`)).toBe(`${repository}/blob/main/examples`);
		expect(asBlob(`${repository}#message-drafts-trigger`)).toBe(
			`${repository}/blob/main/README.md#message-drafts-trigger`,
		);
		expect(asBlob('https://example.com/')).toBeUndefined();
		expect(asBlob(`${repository}-fork/blob/main/README.md`)).toBeUndefined();
		const missing = `${repository}/blob/main/docs/screenshots/none.png`;
		expect(
			checkLinks([missing, `${repository}/blob/main/README.md#no-such-heading`], 'missing'),
		).toEqual([
			expect.stringMatching(
				new RegExp(`^${missing}: Cannot find file \`.*docs/screenshots/none\\.png\``),
			),
			expect.stringMatching(
				/README\.md#no-such-heading: Cannot find heading for `#no-such-heading` in `.*README\.md`/,
			),
		]);
	});
});
