/**
 * The review page in a real Chromium with a profile on disk, as a reviewer's browser has: built by
 * Build Review Page (through n8n's engine, against the run's sandbox) and served from one local
 * server. Every other host the drafts name is a listener on a loopback address of its own or a name
 * under .test, and Chromium's net log shows each lookup and connection: hostile drafts run nothing,
 * open no dialog, navigate nowhere and reach no other host, not even through a refused frame or a
 * resource hint; the change is marked where it shows; a responsive email fits the phone width;
 * remote images load only once the reviewer asks, and links open in a new tab without a referrer.
 */
import { mkdirSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';

import { MessageDrafts } from '../../nodes/MessageDrafts/MessageDrafts.node';
import { repoRoot } from '../../scripts/n8n/paths';
import { DEMO } from '../../sandbox';
import { runNode } from '../harness/runNode';
import { temporaryFolder } from '../harness/temporaryFolder';
import { waitFor } from '../harness/waitFor';
import { rendered, watchedBrowser } from './support/browser';
import { e2eContext } from './support/context';
import { byHost, type Contact, hostnameOf } from './support/netLog';
import { sandboxRequest } from './support/sandboxApi';

const { email } = DEMO;

interface Heard {
	path: string;
	referer?: string;
}

/** A local server on `address`; `heard` keeps every request it got, `connections` counts sockets. */
async function listening(
	address: string,
	answer: (path: string) => { type: string; body: string },
) {
	const heard: Heard[] = [];
	const server: Server = createServer((request, response) => {
		heard.push({ path: request.url ?? '', referer: request.headers.referer });
		const { type, body } = answer(request.url ?? '');
		response.writeHead(200, { 'content-type': type }).end(body);
	});
	await new Promise<void>((resolve) => server.listen(0, address, resolve));
	const { port } = server.address() as AddressInfo;
	const listener = { server, heard, connections: 0, host: `${address}:${port}` };
	// A preconnect opens a socket and sends nothing.
	server.on('connection', () => listener.connections++);
	return Object.assign(listener, { url: `http://${listener.host}` });
}

type Listening = Awaited<ReturnType<typeof listening>>;

const PIXEL =
	'<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>';
const answerElsewhere = (path: string) =>
	path.endsWith('.svg')
		? { type: 'image/svg+xml', body: PIXEL }
		: { type: 'text/html', body: '<p>elsewhere</p>' };

/** HTML written as the value of a double-quoted attribute. */
const asAttribute = (html: string) =>
	html.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What a hostile draft reaches for, each through a host of its own: the draft names each twice,
 * once by a loopback address with a listener (a connection is heard) and once by a name under
 * .test (a lookup shows in the net log). `image` ones may load once the reviewer shows remote
 * images; the others never.
 */
const REACHES: Record<string, { image?: true; markup: (url: string) => string }> = {
	iframe: { markup: (url) => `<iframe src="${url}/framed"></iframe>` },
	'iframe-srcdoc': {
		markup: (url) =>
			`<iframe srcdoc="${asAttribute(`<p>inside</p><iframe src="${url}/nested"></iframe>`)}"></iframe>`,
	},
	'foreign-object': {
		markup: (url) =>
			'<svg width="60" height="60"><foreignObject width="60" height="60">' +
			`<iframe src="${url}/foreign"></iframe></foreignObject></svg>`,
	},
	// A frameset only counts where the document has no body yet: the AMP HTML below is only this.
	frame: { markup: (url) => `<frameset><frame src="${url}/frame"></frameset>` },
	object: { markup: (url) => `<object data="${url}/object"></object>` },
	embed: { markup: (url) => `<embed src="${url}/embed">` },
	preconnect: { markup: (url) => `<link rel="preconnect" href="${url}">` },
	'dns-prefetch': { markup: (url) => `<link rel="dns-prefetch" href="${url}">` },
	preload: { markup: (url) => `<link rel="preload" as="image" href="${url}/preload.svg">` },
	prefetch: { markup: (url) => `<link rel="prefetch" href="${url}/prefetch">` },
	prerender: { markup: (url) => `<link rel="prerender" href="${url}/prerender">` },
	modulepreload: { markup: (url) => `<link rel="modulepreload" href="${url}/module.js">` },
	stylesheet: { markup: (url) => `<link rel="stylesheet" href="${url}/linked.css">` },
	'speculation-rules': {
		markup: (url) =>
			'<script type="speculationrules">' +
			`{"prefetch":[{"source":"list","urls":["${url}/speculated"]}]}</script>`,
	},
	refresh: {
		markup: (url) =>
			`<meta http-equiv="refresh" content="0;url=${url}/refresh">` +
			`<meta http-equiv="&#114;efresh" content="0;url=${url}/refresh-encoded">` +
			// A comment a browser closes at once, and what it hides from a careless reader.
			`<!--><meta http-equiv="refresh" content="0;url=${url}/refresh-after-comment">`,
	},
	'anchor-prefetch': {
		markup: (url) =>
			'<meta http-equiv="x-dns-prefetch-control" content="on">' +
			`<a href="${url}/anchor">A link</a>`,
	},
	'style-import': {
		markup: (url) =>
			`<style>@import url(${url}/import.css);` +
			`@font-face{font-family:far;src:url(${url}/font.woff)}p{font-family:far}</style>`,
	},
	form: {
		markup: (url) =>
			`<form id="post" action="${url}/form" method="post"><input name="a" value="b">` +
			'<button id="send">Send</button></form>',
	},
	base: { markup: (url) => `<base href="${url}/">` },
	attributionsrc: {
		markup: (url) =>
			`<a attributionsrc="${url}/attribution" href="#top">Attributed</a>` +
			`<img attributionsrc="${url}/attribution-image" alt="">`,
	},
	img: {
		image: true,
		markup: (url) =>
			`<img src="${url}/tracking.svg" onerror="alert('onerror')" onload="alert('onload')">`,
	},
	srcset: {
		image: true,
		markup: (url) =>
			`<img srcset="${url}/srcset.svg 1x"><picture><source srcset="${url}/source.svg">` +
			'<img alt=""></picture>',
	},
	'css-url': {
		image: true,
		markup: (url) =>
			`<div style="background:url(${url}/css.svg);width:10px;height:10px"></div>` +
			`<style>body{background-image:url(${url}/body.svg)}</style>`,
	},
	poster: { image: true, markup: (url) => `<video poster="${url}/poster.svg"></video>` },
};

const KINDS = Object.keys(REACHES);
// Listeners on 127.0.0.10 and up, one a kind; 127.0.0.1 is the page's server alone.
const addressOf = (kind: string) => `127.0.0.${10 + KINDS.indexOf(kind)}`;
const nameOf = (kind: string) => `${kind}.hostile.test`;

/** The review page of a copy of a published draft with `members` replaced (the welcome email's). */
async function reviewOf(
	members: Record<string, unknown>,
	name: string,
	{ channel = 'email', draftId = email.welcomePublishedDraft as string } = {},
): Promise<string> {
	const prefix = channel === 'email' ? '' : `/${channel}`;
	const { id } = await sandboxRequest<{ id: string }>(
		'POST',
		`${prefix}/drafts/${draftId}/duplicate`,
		{ name },
	);
	await sandboxRequest('PUT', `/_sandbox/drafts/${id}/content`, members);
	const { sandboxUrl, sandboxApiKey } = e2eContext();
	const [[item]] = await runNode({
		nodeType: new MessageDrafts(),
		parameters: {
			resource: 'draft',
			operation: 'reviewPage',
			channel,
			draftId: { __rl: true, mode: 'id', value: id },
			targetLanguage: 'handlebars',
		},
		credentials: { apiKey: sandboxApiKey, apiVersion: '2026.07', baseUrl: sandboxUrl },
	});
	return Buffer.from(String(item.binary?.data?.data), 'base64').toString('utf8');
}

// The sandbox's editor endpoint takes members as text, as a designer writes them.
const htmlMember = (html: string) => ({ html });

const screenshots =
	process.env.UPDATE_SCREENSHOTS === '1'
		? join(repoRoot, 'docs', 'screenshots')
		: join(repoRoot, '.tmp', 'screenshots');

describe('the review page in Chromium', () => {
	let pages: Listening;
	let elsewhere: Listening;
	const hostile = new Map<string, Listening>();
	const served = new Map<string, string>();
	// One profile for the file, kept between its browsers as a reviewer's is between two pages.
	let profile: string;
	let watched: Awaited<ReturnType<typeof watchedBrowser>> | undefined;

	beforeAll(async () => {
		pages = await listening('127.0.0.1', (path) => ({
			type: 'text/html; charset=utf-8',
			body: served.get(path) ?? 'not found',
		}));
		elsewhere = await listening('127.0.0.2', answerElsewhere);
		for (const kind of KINDS) hostile.set(kind, await listening(addressOf(kind), answerElsewhere));
		profile = temporaryFolder('chromium-profile-');
	});

	afterEach(async () => {
		await watched?.close();
		watched = undefined;
	});

	afterAll(async () => {
		for (const { server } of [pages, elsewhere, ...hostile.values()]) server?.close();
	});

	async function launch() {
		watched = await watchedBrowser(profile);
		return watched.context;
	}

	/** Ends the browser and reads its net log. */
	async function closeAndRead() {
		const read = await watched!.close();
		watched = undefined;
		return read;
	}

	/** Opens a page, noting each dialog; returns once it and every frame in it have loaded. */
	async function open(path: string, page: string, height = 900) {
		served.set(path, page);
		const tab = await watched!.context.newPage();
		await tab.setViewportSize({ width: 1440, height });
		const dialogs: string[] = [];
		tab.on('dialog', (dialog) => {
			dialogs.push(dialog.message());
			void dialog.dismiss();
		});
		await tab.goto(`${pages.url}${path}`, { waitUntil: 'load' });
		return { tab, dialogs };
	}

	/**
	 * Asks the page's server for `path` from a tab of its own: the request marks in the net log the
	 * moment the reviewer is about to act, so the contacts before it are the page's alone.
	 */
	async function markInLog(path: string) {
		const marker = await watched!.context.newPage();
		await marker.goto(`${pages.url}${path}`);
		await marker.close();
	}

	const splitAt = (contacts: Contact[], path: string) => {
		const at = contacts.findIndex(({ url }) => url === `${pages.url}${path}`);
		expect(at).toBeGreaterThan(0);
		return [contacts.slice(0, at), contacts.slice(at)];
	};

	/**
	 * The contacts with any host but the page's server and `allowed`, by host. Chromium's own
	 * requests (its sign-in check and component updater) are left out by what started them, not by
	 * name: see ./support/netLog.ts.
	 */
	const strays = (contacts: Contact[], chromiumsOwn: Set<string>, allowed: string[] = []) =>
		byHost(
			contacts.filter(
				({ host }) =>
					host !== pages.host && !allowed.includes(host) && !chromiumsOwn.has(hostnameOf(host)),
			),
		);

	/** The page's own frames, the renderings (a frame the draft has is inside one of them). */
	const draftFrames = (tab: Page): Frame[] =>
		tab.frames().filter((frame) => frame.parentFrame() === tab.mainFrame());

	it('runs nothing of a hostile draft, reaches no other host, not even by a hint, and navigates nowhere', async () => {
		const there = elsewhere.url;
		const both = (kind: string) =>
			REACHES[kind].markup(hostile.get(kind)!.url) + REACHES[kind].markup(`http://${nameOf(kind)}`);
		const scripted = [
			`<script>alert('script'); fetch('${there}/script')</script>`,
			`<a id="js" href="javascript:alert('link')">Click me</a>`,
			`<a id="js2" href="jav&#x09;ascript:alert('link2')">And me</a>`,
			`<!---><a id="js3" href="javascript:alert('after comment')">And this one</a>`,
			`</iframe><script>alert('breakout')</script>`,
			`"><script>alert('quote')</script><p title='`,
			`<svg><script>alert('svg')</script><a href="${there}/svg"><text>svg link</text></a></svg>`,
			`<svg onload="alert('svg onload')"></svg>`,
		];
		const html = [...KINDS.filter((kind) => kind !== 'frame').map(both), ...scripted].join('\n');
		const page = await reviewOf(
			{ html: `<html><body><p>Hello</p>${html}</body></html>`, ampHtml: both('frame') },
			'Hostile',
		);
		const context = await launch();
		// Tall enough for every rendering to load: they load lazily, as they come into view.
		const { tab, dialogs } = await open('/hostile.html', page, 12_000);
		const mainUrl = tab.url();
		const tabs = context.pages().length;
		// What the reviewer might do in the draft's rendering: follow the script links, send the
		// form. Keys, as a user presses them: Playwright's click does not end in a
		// sandboxed frame. HTML and AMP HTML, on both sides, in the default content and three
		// languages.
		const frames = await waitFor(
			'the 16 renderings',
			async () => draftFrames(tab),
			(found) => found.length === 16,
			{ timeoutMs: 60_000, show: (found) => `${found.length} frames` },
		);
		for (const frame of frames) await rendered(frame);
		for (const frame of frames) {
			for (const selector of ['#js', '#js2', '#js3', '#send']) {
				const target = frame.locator(selector).first();
				if ((await target.count()) === 0) continue;
				await target.focus();
				await target.press('Enter');
			}
		}
		// Every rendering has loaded (no script runs there to do more later). Not network idle: a
		// style's blocked background image is asked for again at each layout, refused each time.
		await tab.waitForLoadState('load');
		for (const frame of draftFrames(tab)) await frame.waitForLoadState('load');
		expect(dialogs).toEqual([]);
		expect(tab.url()).toBe(mainUrl);
		expect(context.pages()).toHaveLength(tabs);
		for (const frame of draftFrames(tab)) expect(frame.url()).toBe('about:srcdoc');
		// The page itself: one script, its own, and nothing of the draft outside the frames.
		expect(await tab.locator('script').count()).toBe(1);
		expect(await tab.locator('body > main iframe').count()).toBe(frames.length);
		const heardBefore = Object.fromEntries(
			KINDS.map((kind) => [kind, hostile.get(kind)!.connections]),
		);

		// The reviewer shows remote images: the renderings load anew, and images may come now.
		await markInLog('/before-images');
		await tab.locator('#show-images').click();
		const images = KINDS.filter((kind) => REACHES[kind].image);
		await waitFor(
			'an image of each kind to load once shown',
			async () => images.filter((kind) => hostile.get(kind)!.heard.length === 0),
			(waiting) => waiting.length === 0,
			{ timeoutMs: 60_000 },
		);
		for (const frame of draftFrames(tab)) await rendered(frame);
		await tab.close();
		const { contacts, chromiumsOwn } = await closeAndRead();
		const [before, after] = splitAt(contacts, '/before-images');
		expect(strays(before, chromiumsOwn)).toEqual({});
		expect(heardBefore).toEqual(Object.fromEntries(KINDS.map((kind) => [kind, 0])));
		const imageHosts = images.flatMap((kind) => [hostile.get(kind)!.host, nameOf(kind)]);
		expect(strays(after, chromiumsOwn, imageHosts)).toEqual({});
		const never = KINDS.filter((kind) => !REACHES[kind].image);
		expect(never.filter((kind) => hostile.get(kind)!.connections > 0)).toEqual([]);
		expect(elsewhere.connections).toBe(0);
		// Chromium's own requests never go to a host a draft names.
		const named = KINDS.flatMap((kind) => [nameOf(kind), addressOf(kind)]);
		expect([...chromiumsOwn].filter((host) => named.includes(host))).toEqual([]);
	});

	it('marks the change in the draft and strikes it in the published side, and fits a responsive email into the phone width', async () => {
		const responsive =
			'<!doctype html><html><head><meta name="viewport" content="width=device-width">' +
			'<style>.wrap{max-width:600px;margin:0 auto}img{max-width:100%;height:auto}</style></head>' +
			'<body><div class="wrap"><h1>Welcome, {{first_name}}!</h1><p>Thanks for joining Acme.</p>' +
			'<p>Here is how to get started.</p><p><a href="{{account_url}}">Open your account</a></p>' +
			'</div></body></html>';
		const page = await reviewOf(htmlMember(responsive), 'Responsive');
		await launch();
		const { tab } = await open('/responsive.html', page);
		const byTitle = async (side: 'before' | 'after', title: string) => {
			const handle = await tab
				.locator(`section[data-language="default"] [data-side="${side}"] iframe[title="${title}"]`)
				.elementHandle();
			const frame = await handle?.contentFrame();
			if (!frame) throw new Error(`no frame "${title}" on the ${side} side`);
			return await rendered(frame);
		};
		const draftDesktop = await byTitle('after', 'HTML');
		const added = draftDesktop.locator('mark[data-review="added"]');
		expect(await added.allTextContents()).toEqual(['Here', 'how', 'get started.']);
		await expect(added.first().isVisible()).resolves.toBe(true);
		const background = await added.first().evaluate(
			(element) =>
				(
					globalThis as unknown as {
						getComputedStyle(element: unknown): { backgroundColor: string };
					}
				).getComputedStyle(element).backgroundColor,
		);
		expect(background).toBe('rgb(253, 230, 138)');
		const published = await byTitle('before', 'HTML');
		expect(await published.locator('del[data-review="removed"]').count()).toBeGreaterThan(0);
		// The reviewer picks the phone's width for the draft's HTML.
		await tab
			.locator('section[data-language="default"] [data-side="after"] .frames')
			.first()
			.locator('input[value="phone"]')
			.check();
		const phone = await byTitle('after', 'HTML');
		const widths = await phone.evaluate<{ scroll: number; client: number }>(
			'({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
		);
		expect(widths.client).toBeLessThanOrEqual(375);
		expect(widths.scroll).toBeLessThanOrEqual(widths.client);
		await tab.close();
	});

	it('loads remote images only once the reviewer asks, and opens links in a new tab without a referrer', async () => {
		const there = elsewhere.url;
		// The draft asks for the page's address to be sent with each request, three ways.
		const page = await reviewOf(
			htmlMember(
				'<meta name="referrer" content="unsafe-url">' +
					`<p>Logo</p><img id="logo" src="${there}/logo.svg" width="20" height="20" ` +
					'referrerpolicy="unsafe-url">' +
					`<p><a id="out" href="${there}/landing" referrerpolicy="unsafe-url">Shop now</a></p>`,
			),
			'Images',
		);
		elsewhere.heard.length = 0;
		elsewhere.connections = 0;
		// The same profile as the hostile draft's, which has shown remote images before.
		await launch();
		const { tab } = await open('/images.html', page);
		for (const frame of draftFrames(tab)) await rendered(frame);
		expect(elsewhere.connections).toBe(0);
		await markInLog('/before-images');
		await tab.locator('#show-images').click();
		const logos = await waitFor(
			'the images to load once shown',
			async () => elsewhere.heard.filter(({ path }) => path === '/logo.svg'),
			(heard) => heard.length > 0,
			{ timeoutMs: 30_000 },
		);
		expect(logos.every(({ referer }) => referer === undefined)).toBe(true);
		const handle = await tab
			.locator('section[data-language="default"] [data-side="after"] iframe[title="HTML"]')
			.elementHandle();
		const frame = handle && (await handle.contentFrame());
		if (!frame) throw new Error('no frame "HTML" on the draft side');
		const link = (await rendered(frame)).locator('#out');
		await link.focus();
		const [popup] = await Promise.all([tab.context().waitForEvent('page'), link.press('Enter')]);
		await popup.waitForLoadState('load');
		expect(popup.url()).toBe(`${there}/landing`);
		const landing = elsewhere.heard.find(({ path }) => path === '/landing');
		expect(landing).toEqual({ path: '/landing', referer: undefined });
		expect(tab.url()).toBe(`${pages.url}/images.html`);
		const { contacts, chromiumsOwn } = await closeAndRead();
		const [before, after] = splitAt(contacts, '/before-images');
		expect(strays(before, chromiumsOwn)).toEqual({});
		expect(strays(after, chromiumsOwn, [elsewhere.host])).toEqual({});
	});

	it('shows an email and an SMS draft as their recipients meet them (the screenshots of the docs)', async () => {
		mkdirSync(screenshots, { recursive: true });
		const changedEmail = {
			subject: 'Welcome aboard, %(first_name)s',
			html:
				'<!doctype html><html><head><meta name="viewport" content="width=device-width">' +
				'<style>.wrap{max-width:560px;margin:0 auto;font-family:sans-serif}' +
				'.button{display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;' +
				'border-radius:6px;text-decoration:none}</style></head><body><div class="wrap">' +
				'<h1>Welcome aboard, %(first_name)s!</h1><p>Thanks for joining Acme.</p>' +
				'<p>Here is how to get started: set up your profile, then invite your team.</p>' +
				'<p><a class="button" href="https://acme.example/start?utm_source=welcome">' +
				'Get started</a></p></div></body></html>',
		};
		const emailPage = await reviewOf(changedEmail, 'Welcome (screenshot)');
		await launch();
		const { tab } = await open('/screenshot-email.html', emailPage);
		// The summary, then the default content's envelope and renderings.
		await tab.setViewportSize({ width: 1440, height: 1500 });
		await tab.screenshot({ path: join(screenshots, 'review-page-email.png') });
		expect(await tab.locator('section[data-changed="true"]').count()).toBeGreaterThan(0);
		await tab.close();

		const smsPage = await reviewOf(
			{
				content: [
					{ type: 'Text', value: 'Hi %(first_name)s, your parcel %(order_id)s is on its way.' },
				],
			},
			'Shipping (screenshot)',
			{ channel: 'sms', draftId: DEMO.channels.sms.publishedDraft },
		);
		const sms = await open('/screenshot-sms.html', smsPage);
		await sms.tab.setViewportSize({ width: 1100, height: 760 });
		await sms.tab.screenshot({ path: join(screenshots, 'review-page-sms.png') });
		expect(await sms.tab.locator('.bubble mark[data-review="added"]').count()).toBeGreaterThan(0);
		await sms.tab.close();
	});
});
