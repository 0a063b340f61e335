/**
 * Build Review Page, through n8n's engine against the sandbox: the page for every channel and
 * language, what it marks, the fingerprint it carries, and hostile content that stays text.
 * Chromium shows the page runs none of it: test/e2e/reviewPage.e2e.ts.
 */
import type { INodeExecutionData } from 'n8n-workflow';

import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { decodeEntities } from '../../../../../nodes/MessageDrafts/compare/diff/htmlText';
import {
	attributesOf,
	htmlTokens,
} from '../../../../../nodes/MessageDrafts/compare/diff/htmlTokens';
import { CHANNEL_NAMES, CHANNELS, type ChannelName } from '../../../../../nodes/shared/channels';
import { DEMO } from '../../../../../sandbox';
import { int, pick, seededRandom } from '../../../../../sandbox/prng';
import { nodeRuns } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import { byId, compareParameters } from '../../support';

const sandbox = useSandbox();
const { run, runJson } = nodeRuns(new MessageDrafts(), sandbox);
const { email, channels } = DEMO;

beforeEach(async () => {
	await sandbox.reset();
});

// Variables as Handlebars, as a reviewer reads them (plain text leaves them out).
const reviewParameters = (channel: ChannelName, draftId: string, extra = {}) => ({
	...compareParameters(channel, draftId),
	operation: 'reviewPage',
	targetLanguage: 'handlebars',
	...extra,
});

/** The words a side marks, run by run. */
const marked = (html: string, tag: 'mark' | 'del') =>
	[...html.matchAll(new RegExp(`<${tag} data-review="[a-z]+">(.*?)</${tag}>`, 'g'))].map(
		([, text]) => text,
	);

async function reviewPage(channel: ChannelName, draftId: string, extra = {}) {
	const [[item]] = await run(reviewParameters(channel, draftId, extra));
	return { item, page: pageOf(item) };
}

function pageOf(item: INodeExecutionData, field = 'data'): string {
	return Buffer.from(String(item.binary?.[field]?.data), 'base64').toString('utf8');
}

/** The documents the page's frames render, as the browser reads their srcdoc. */
function frames(page: string): string[] {
	return [...page.matchAll(/srcdoc="([^"]*)"/g)].map(([, srcdoc]) => decodeEntities(srcdoc));
}

/** The section of one language: its own HTML, up to the next. */
function sectionOf(page: string, language: string): string {
	const start = page.indexOf(`data-language="${language}"`);
	expect(start).toBeGreaterThan(0);
	const end = page.indexOf('<section', start);
	return page.slice(start, end < 0 ? undefined : end);
}

async function duplicate(draftId: string, name: string, channel: ChannelName = 'email') {
	const { status, body } = await sandbox.api<{ id: string }>(
		'POST',
		`${CHANNELS[channel].pathPrefix}/drafts/${draftId}/duplicate`,
		{ body: { name } },
	);
	expect(status).toBe(200);
	return body.id;
}

async function edit(draftId: string, members: Record<string, unknown>, _channel?: ChannelName) {
	const { status } = await sandbox.api('PUT', `/_sandbox/drafts/${draftId}/content`, {
		body: members,
	});
	expect(status).toBe(200);
}

const sideOf = (section: string, side: 'before' | 'after') => {
	const start = section.indexOf(`data-side="${side}"`);
	const end = side === 'before' ? section.indexOf('data-side="after"') : section.length;
	return section.slice(start, end);
};

describe('Message Drafts: Build Review Page', () => {
	it('builds one HTML page of an email draft beside the published draft, in every language, with the fingerprint Compare gives', async () => {
		const { item, page } = await reviewPage('email', email.welcomeRedesignDraft);
		const [compared] = await runJson(compareParameters('email', email.welcomeRedesignDraft));
		expect(item.json).toMatchObject({
			draftId: email.welcomeRedesignDraft,
			templateId: email.welcomeTemplate,
			channel: 'email',
			comparedWith: { kind: 'published', draftId: email.welcomePublishedDraft },
			summary: compared.summary,
			reviewFingerprint: compared.reviewFingerprint,
			fileName: `review-${email.welcomeRedesignDraft}.html`,
			size: Buffer.byteLength(page),
		});
		expect(item.pairedItem).toEqual({ item: 0 });
		expect(item.binary?.data).toMatchObject({
			mimeType: 'text/html',
			fileName: `review-${email.welcomeRedesignDraft}.html`,
		});
		expect(page).toContain(`<code id="fingerprint">${String(compared.reviewFingerprint)}</code>`);
		expect(page).toContain(`built ${String(item.json.builtAt)}`);
		for (const language of ['default', 'de-DE', 'es-ES', 'fr-FR']) {
			const section = sectionOf(page, language);
			expect(section).toContain('data-changed="true"');
			expect(section).toMatch(/^[^>]*>\s*<details open>/);
		}
		// The changed sentence is marked in the draft's rendering and struck in the published one.
		const defaults = sectionOf(page, 'default');
		// One frame each for the HTML and the AMP HTML, with the reviewer's choice of width.
		const [html, amp] = frames(sideOf(defaults, 'after'));
		expect(frames(sideOf(defaults, 'after'))).toHaveLength(2);
		expect(marked(html, 'mark')).toEqual(['Here', 'how', 'get started.']);
		expect(marked(amp, 'mark')).toEqual(['Here', 'how', 'get started.']);
		expect(html).toContain('<p>Thanks for joining Acme.</p>');
		const [published] = frames(sideOf(defaults, 'before'));
		expect(marked(published, 'del')).toEqual(['Your account', 'ready', 'use.']);
		expect(sideOf(defaults, 'after')).toContain('title="HTML" data-images="blocked"');
		expect(sideOf(defaults, 'after')).toContain(
			'<input type="radio" name="default-html-after" value="phone"> Phone, 375 px',
		);
		// The inbox preview and the plain text are marked the same way, outside the frames.
		const text = sideOf(defaults, 'after').replace(/srcdoc="[^"]*"/g, '');
		expect(marked(text, 'mark')).toEqual([
			'Here',
			'how',
			'get started.',
			'Here',
			'how',
			'get started.',
		]);
		expect(page).toContain('<a href="#de-DE--text">de-DE: text</a>');
	});

	// What a copywriter changes in each channel's shipping notice (variables as the service writes them).
	const EDITS: Record<Exclude<ChannelName, 'email'>, unknown> = {
		sms: [{ type: 'Text', value: 'Hi %(first_name)s, your parcel %(order_id)s is on its way.' }],
		push: [
			{ type: 'Title', value: 'Parcel %(order_id)s is on its way' },
			{ type: 'Body', value: 'Hi %(first_name)s, your order %(order_id)s has shipped.' },
		],
		liveactivity: [
			{ type: 'Title', value: 'Parcel %(order_id)s is on its way' },
			{ type: 'Body', value: 'Hi %(first_name)s, your order %(order_id)s has shipped.' },
		],
		voice:
			'Parcel %(order_id)s is on its way\nHi %(first_name)s, your order %(order_id)s has shipped.',
	};
	const VIEWS = { sms: 'bubble', push: 'notification', voice: 'spoken', liveactivity: 'activity' };

	it.each(CHANNEL_NAMES.filter((channel) => channel !== 'email'))(
		'shows a %s draft as its recipient meets it, with the change marked',
		async (name) => {
			const channel = name as Exclude<ChannelName, 'email'>;
			const { publishedDraft } = channels[channel];
			const id = await duplicate(publishedDraft, 'Shipping notice (review)', channel);
			await edit(id, { content: EDITS[channel] }, channel);
			const { item, page } = await reviewPage(channel, id);
			expect(item.json.comparedWith).toEqual({ kind: 'published', draftId: publishedDraft });
			const defaults = sectionOf(page, 'default');
			expect(sideOf(defaults, 'after')).toContain(`class="${VIEWS[channel]}"`);
			expect(marked(sideOf(defaults, 'after'), 'mark')).toEqual(
				channel === 'sms' ? ['parcel', 'is on its way.'] : ['Parcel'],
			);
			expect(marked(sideOf(defaults, 'before'), 'del')).toEqual(
				channel === 'sms' ? ['order', 'has shipped.'] : ['Order'],
			);
			if (channel === 'sms') expect(sideOf(defaults, 'after')).toContain('ACME · +15550100');
			// The service fills what fr-FR does not translate yet from the default: it shows as changed.
			expect(sectionOf(page, 'fr-FR')).toContain('data-changed="true"><details open>');
			// No frame: only email renders HTML.
			expect(frames(page)).toEqual([]);
		},
	);

	it('folds each language with no change, opens the default content when nothing changed, and names the field the page went into', async () => {
		const id = await duplicate(email.welcomePublishedDraft, 'Welcome (unchanged copy)');
		const [[item]] = await run(reviewParameters('email', id, { binaryPropertyName: 'review' }));
		expect(Object.keys(item.binary ?? {})).toEqual(['review']);
		const page = pageOf(item, 'review');
		expect(page).toContain('<p id="summary">No changes.</p>');
		expect(sectionOf(page, 'default')).toContain('data-changed="false"><details open>');
		for (const language of ['de-DE', 'es-ES', 'fr-FR'])
			expect(sectionOf(page, language)).toContain('data-changed="false"><details>');
		expect(page).not.toMatch(/<(mark|del) data-review/);
	});

	it('compares with another draft when asked, and shows a never-published template against nothing', async () => {
		const other = await reviewPage('email', email.welcomeRedesignDraft, {
			compareWith: 'draft',
			otherDraftId: email.welcomePublishedDraft,
		});
		expect(other.item.json.comparedWith).toEqual({
			kind: 'draft',
			draftId: email.welcomePublishedDraft,
		});
		expect(other.page).toContain('<h3>Other draft</h3>');
		const fresh = await reviewPage('email', email.springSaleDraft);
		expect(fresh.item.json.comparedWith).toEqual({ kind: 'nothing', draftId: null });
		expect(fresh.page).toContain('<h3>Nothing published yet</h3>');
	});
});

describe('Message Drafts: Build Review Page with hostile content', () => {
	const HOSTILE = [
		'<script>alert(1)</script>',
		'"><script>alert(2)</script>',
		"'><img src=x onerror=alert(3)>",
		'</iframe><script>alert(4)</script>',
		'</textarea></title></style><script>alert(5)</script>',
		'<svg onload=alert(6)>',
		'&lt;script&gt;',
		'<!--',
		'<!-->',
		'<!--->',
		'--!>',
		'"',
		"'",
		'<meta http-equiv="refresh" content="0;url=https://evil.example/">',
	];

	// The page has one script, its own, however the draft's members are written; what the draft
	// says reaches the page as text or inside a frame's srcdoc, never as markup of the page.
	it('never lets a member of the draft out as markup of the page (150 random drafts)', async () => {
		const random = seededRandom(3535);
		const id = await duplicate(email.welcomePublishedDraft, 'Hostile');
		const piece = () =>
			Array.from({ length: 1 + int(random, 4) }, () =>
				pick(random, [...HOSTILE, 'text', ' ', '\n', '&amp;', 'ü']),
			).join('');
		for (let round = 0; round < 150; round++) {
			const html = `<p>${piece()}</p>${piece()}`;
			const members = {
				subject: piece(),
				text: piece(),
				html,
				sender: piece(),
			};
			await edit(id, members);
			const { page } = await reviewPage('email', id);
			const outside = page.replace(/srcdoc="[^"]*"/g, 'srcdoc=""');
			expect(outside.match(/<script/gi)).toHaveLength(1);
			expect(outside.match(/<iframe/gi)).toHaveLength(outside.match(/<\/iframe>/gi)?.length ?? 0);
			expect(outside).not.toMatch(/<(img|svg|meta http-equiv="refresh"|textarea)/i);
			for (const frame of frames(page)) {
				expect(frame.startsWith('<!DOCTYPE html><meta http-equiv="Content-Security-Policy"')).toBe(
					true,
				);
				// As the page's own reading of HTML sees it (a browser's: comments end at `<!-->` too).
				const refreshes = htmlTokens(frame).filter(
					(token) =>
						token.kind === 'tag' &&
						token.name === 'meta' &&
						/refresh/i.test(attributesOf(token)['http-equiv'] ?? ''),
				);
				expect(refreshes).toEqual([]);
			}
		}
	});
});

describe('Message Drafts: Build Review Page in the node', () => {
	it('is offered with the draft locator and the comparison fields', () => {
		const { properties } = new MessageDrafts().description;
		const shownFor = (name: string) =>
			properties.filter(
				(property) =>
					property.name === name &&
					(property.displayOptions?.show?.operation as string[] | undefined)?.includes(
						'reviewPage',
					),
			);
		for (const name of ['draftId', 'compareWith', 'otherDraftId', 'binaryPropertyName'])
			expect(shownFor(name)).toHaveLength(1);
		expect(byId('x')).toEqual({ __rl: true, mode: 'id', value: 'x' });
	});
});
