/**
 * The review page in a real Chromium: built by Build Review Page (through n8n's engine, against
 * the run's sandbox), served from one local server, with a second one standing for every other
 * host. Hostile drafts run nothing, open no dialog, navigate nowhere and reach no other host; the
 * change is marked where it shows; a responsive email fits the phone width; remote images load
 * only once the reviewer asks, and links open in a new tab without a referrer.
 */
import { mkdirSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';

import { MessageDrafts } from '../../nodes/MessageDrafts/MessageDrafts.node';
import { repoRoot } from '../../scripts/n8n/paths';
import { DEMO } from '../../sandbox';
import { runNode } from '../harness/runNode';
import { waitFor } from '../harness/waitFor';
import { launchBrowser, rendered } from './support/browser';
import { e2eContext } from './support/context';
import { sandboxRequest } from './support/sandboxApi';

const { email } = DEMO;

interface Heard {
	path: string;
	referer?: string;
}

/** A local server; `heard` keeps every request it got. */
async function listening(answer: (path: string) => { type: string; body: string }) {
	const heard: Heard[] = [];
	const server: Server = createServer((request, response) => {
		heard.push({ path: request.url ?? '', referer: request.headers.referer });
		const { type, body } = answer(request.url ?? '');
		response.writeHead(200, { 'content-type': type }).end(body);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return { server, heard, url: `http://127.0.0.1:${port}` };
}

const PIXEL =
	'<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>';

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
	let browser: Browser;
	let elsewhere: Awaited<ReturnType<typeof listening>>;
	let pages: Awaited<ReturnType<typeof listening>>;
	const served = new Map<string, string>();

	beforeAll(async () => {
		elsewhere = await listening((path) =>
			path.endsWith('.svg')
				? { type: 'image/svg+xml', body: PIXEL }
				: { type: 'text/html', body: '<p>elsewhere</p>' },
		);
		pages = await listening((path) => ({
			type: 'text/html; charset=utf-8',
			body: served.get(path) ?? 'not found',
		}));
		browser = await launchBrowser();
	});

	afterAll(async () => {
		await browser?.close();
		for (const { server } of [elsewhere, pages]) server?.close();
	});

	/** Opens a page, noting each dialog; returns once it and every frame in it have loaded. */
	async function open(path: string, page: string, height = 900) {
		served.set(path, page);
		const tab = await browser.newPage({ viewport: { width: 1440, height } });
		const dialogs: string[] = [];
		tab.on('dialog', (dialog) => {
			dialogs.push(dialog.message());
			void dialog.dismiss();
		});
		await tab.goto(`${pages.url}${path}`, { waitUntil: 'load' });
		return { tab, dialogs };
	}

	/** The page's own frames, the renderings (a frame the draft has is inside one of them). */
	const draftFrames = (tab: Page): Frame[] =>
		tab.frames().filter((frame) => frame.parentFrame() === tab.mainFrame());

	it('runs nothing of a hostile draft, reaches no other host and navigates nowhere', async () => {
		const there = elsewhere.url;
		const hostile = [
			`<script>alert('script'); fetch('${there}/script')</script>`,
			`<img src="${there}/tracking.svg" onerror="alert('onerror')" onload="alert('onload')">`,
			`<a id="js" href="javascript:alert('link')">Click me</a>`,
			`<a id="js2" href="jav&#x09;ascript:alert('link2')">And me</a>`,
			`<meta http-equiv="refresh" content="0;url=${there}/refresh">`,
			// A comment a browser closes at once, and what it hides from a careless reader.
			`<!--><meta http-equiv="refresh" content="0;url=${there}/refresh-after-comment">`,
			`<!---><a id="js3" href="javascript:alert('after comment')">And this one</a>`,
			`</iframe><script>alert('breakout')</script>`,
			`"><script>alert('quote')</script><p title='`,
			`<svg><script>alert('svg')</script><a href="${there}/svg"><text>svg link</text></a></svg>`,
			`<svg onload="alert('svg onload')"></svg>`,
			`<div style="background:url(${there}/css.svg);width:10px;height:10px"></div>`,
			`<style>@import url(${there}/import.css); body{background-image:url(${there}/body.svg)}</style>`,
			`<link rel="stylesheet" href="${there}/linked.css">`,
			`<form id="post" action="${there}/form" method="post"><input name="a" value="b"><button id="send">Send</button></form>`,
			`<iframe src="${there}/framed"></iframe>`,
			`<object data="${there}/object"></object><embed src="${there}/embed">`,
			`<base href="${there}/">`,
			`<video poster="${there}/poster.svg"></video>`,
		].join('\n');
		const page = await reviewOf(
			htmlMember(`<html><body><p>Hello</p>${hostile}</body></html>`),
			'Hostile',
		);
		// Tall enough for every rendering to load: they load lazily, as they come into view.
		const { tab, dialogs } = await open('/hostile.html', page, 12_000);
		const mainUrl = tab.url();
		// What the reviewer might do in the draft's rendering: follow the script links, send the
		// form. Keys, as a user presses them: Playwright's click does not end in a sandboxed frame.
		// HTML and AMP HTML, on both sides, in the default content and three languages.
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
		expect(elsewhere.heard).toEqual([]);
		expect(tab.url()).toBe(mainUrl);
		expect(tab.context().pages()).toHaveLength(1);
		for (const frame of draftFrames(tab)) expect(frame.url()).toBe('about:srcdoc');
		// The page itself: one script, its own, and nothing of the draft outside the frames.
		expect(await tab.locator('script').count()).toBe(1);
		expect(await tab.locator('body > main iframe').count()).toBe(frames.length);
		await tab.close();
	});

	it('marks the change in the draft and strikes it in the published side, and fits a responsive email into the phone width', async () => {
		const responsive =
			'<!doctype html><html><head><meta name="viewport" content="width=device-width">' +
			'<style>.wrap{max-width:600px;margin:0 auto}img{max-width:100%;height:auto}</style></head>' +
			'<body><div class="wrap"><h1>Welcome, {{first_name}}!</h1><p>Thanks for joining Acme.</p>' +
			'<p>Here is how to get started.</p><p><a href="{{account_url}}">Open your account</a></p>' +
			'</div></body></html>';
		const page = await reviewOf(htmlMember(responsive), 'Responsive');
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
		const page = await reviewOf(
			htmlMember(
				`<p>Logo</p><img id="logo" src="${there}/logo.svg" width="20" height="20">` +
					`<p><a id="out" href="${there}/landing">Shop now</a></p>`,
			),
			'Images',
		);
		elsewhere.heard.length = 0;
		const { tab } = await open('/images.html', page);
		for (const frame of draftFrames(tab)) await rendered(frame);
		expect(elsewhere.heard).toEqual([]);
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
		await tab.close();
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
