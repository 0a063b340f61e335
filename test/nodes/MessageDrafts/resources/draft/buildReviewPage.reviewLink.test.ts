/**
 * The review page link: Compare with Published signs it, Build Review Page opens the page only for
 * a link signed for exactly its draft and comparison, not expired, and a draft unchanged since.
 * Anything else stops before the draft is read. The Slack example serves it:
 * test/e2e/trigger/approvalTrigger.e2e.ts.
 */
import { createHash } from 'node:crypto';

import type { NodeParameterValueType } from 'n8n-workflow';

import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { DEMO } from '../../../../../sandbox';
import { int, pick, seededRandom } from '../../../../../sandbox/prng';
import { reviewLinkSignature } from '../../../../harness/reviewLinks';
import { nodeRuns } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import { compareParameters } from '../../support';
import { PAGE_BUDGET } from '../../../../../nodes/MessageDrafts/review/page';
import { redesignedEmail } from '../../../../harness/redesignedEmail';
import { decodeEntities } from '../../../../../nodes/MessageDrafts/compare/diff/htmlText';

const sandbox = useSandbox();
const { run, runJson, runError } = nodeRuns(new MessageDrafts(), sandbox);
const { email } = DEMO;

const SECRET = 'a-review-link-secret-for-tests';
const PAGE_URL = 'https://n8n.example.com/webhook/message-draft-review';
const credentials = (reviewLinkSecret = SECRET) =>
	sandbox.credentials(undefined, { reviewLinkSecret });

beforeEach(async () => {
	await sandbox.reset();
});

async function linkFor(draftId: string, extra = {}) {
	const [compared] = await runJson(
		compareParameters('email', draftId, { options: { reviewPageUrl: PAGE_URL }, ...extra }),
		{ credentials: credentials() },
	);
	return compared as {
		reviewPageLink: string;
		reviewPageLinkExpiresAt: string;
		reviewFingerprint: string;
	};
}

const queryOf = (link: string) => Object.fromEntries(new URL(link).searchParams);

// What the Webhook node's output gives Build Review Page: the comparison from the link's query.
const pageParameters = (
	query: Record<string, string>,
	reviewLink: NodeParameterValueType = query,
) => ({
	resource: 'draft',
	operation: 'reviewPage',
	channel: query.channel,
	draftId: { __rl: true, mode: 'id', value: query.draft },
	compareWith: query.compareWith,
	otherDraftId: query.otherDraft ?? '',
	targetLanguage: query.targetLanguage ?? '',
	options: { reviewLink },
});

const draftReads = async () =>
	(await sandbox.sent()).filter((line) => line.startsWith('GET ') && line.includes('/drafts/'));

async function refusal(query: Record<string, string>, reviewLink: NodeParameterValueType = query) {
	await sandbox.clearRequests();
	const error = await runError(pageParameters(query, reviewLink), { credentials: credentials() });
	expect(await draftReads()).toEqual([]);
	return error.message;
}

describe('review page links', () => {
	it('signs the draft, the comparison, the digest of the fingerprint and the expiry, as the docs say', async () => {
		const before = Date.now();
		const { reviewPageLink, reviewPageLinkExpiresAt, reviewFingerprint } = await linkFor(
			email.welcomeRedesignDraft,
		);
		expect(reviewPageLink.startsWith(`${PAGE_URL}?`)).toBe(true);
		const query = queryOf(reviewPageLink);
		expect(query).toEqual({
			draft: email.welcomeRedesignDraft,
			channel: 'email',
			compareWith: 'published',
			targetLanguage: 'handlebars',
			reviewed: createHash('sha256').update(reviewFingerprint).digest('hex'),
			expires: expect.stringMatching(/^\d+$/),
			signature: expect.stringMatching(/^[0-9a-f]{64}$/),
		});
		// Seven days unless the option says otherwise.
		const expires = Number(query.expires) * 1000;
		expect(expires).toBeGreaterThanOrEqual(before + 168 * 3600_000 - 1000);
		expect(expires).toBeLessThanOrEqual(Date.now() + 168 * 3600_000);
		expect(reviewPageLinkExpiresAt).toBe(new Date(expires).toISOString());
		expect(query.signature).toBe(reviewLinkSignature(query, SECRET));
	});

	it('opens the page the link was made for, from the query as an object or the link as text', async () => {
		const { reviewPageLink, reviewFingerprint } = await linkFor(email.welcomeRedesignDraft);
		const query = queryOf(reviewPageLink);
		for (const reviewLink of [query, reviewPageLink]) {
			const [[item]] = await run(pageParameters(query, reviewLink), { credentials: credentials() });
			expect(item.json.reviewFingerprint).toBe(reviewFingerprint);
			expect(item.binary?.data?.mimeType).toBe('text/html');
		}
	});

	it('refuses, before reading anything, any link changed in any one part (random changes)', async () => {
		const { reviewPageLink } = await linkFor(email.welcomeRedesignDraft);
		const query = queryOf(reviewPageLink);
		const random = seededRandom(35);
		const hex = '0123456789abcdef';
		const changes: Array<(q: Record<string, string>) => void> = [
			(q) => (q.draft = pick(random, [email.welcomePublishedDraft, email.springSaleDraft])),
			(q) => (q.compareWith = 'draft') && (q.otherDraft = email.welcomePublishedDraft),
			(q) => (q.targetLanguage = pick(random, ['html', 'plain', ''])),
			(q) => (q.expires = String(Number(q.expires) + 1 + int(random, 10_000_000))),
			(q) => (q.reviewed = q.reviewed.replace(/^./, (c) => (c === '0' ? '1' : '0'))),
			(q) => {
				const at = int(random, 64);
				const other = hex[(hex.indexOf(q.signature[at]) + 1 + int(random, 15)) % 16];
				q.signature = q.signature.slice(0, at) + other + q.signature.slice(at + 1);
			},
			(q) => delete q.signature,
			(q) => (q.signature = q.signature.toUpperCase()),
		];
		for (let round = 0; round < 40; round++) {
			const changed = { ...query };
			pick(random, changes)(changed);
			expect(changed).not.toEqual(query);
			expect(await refusal(changed)).toBe('This review link is not valid.');
		}
	});

	it('refuses a link signed with another secret, an expired one, and an added option that finds no link', async () => {
		const { reviewPageLink } = await linkFor(email.welcomeRedesignDraft);
		const query = queryOf(reviewPageLink);
		const otherSecret = {
			...query,
			signature: reviewLinkSignature(query, 'another-secret-of-16+chars'),
		};
		expect(await refusal(otherSecret)).toBe('This review link is not valid.');

		const expires = String(Math.floor(Date.now() / 1000) - 60);
		const expired = {
			...query,
			expires,
			signature: reviewLinkSignature({ ...query, expires }, SECRET),
		};
		expect(await refusal(expired)).toBe(
			`This review link expired at ${new Date(Number(expires) * 1000).toISOString()}.`,
		);

		for (const nothing of ['', {}, [], null])
			expect(await refusal(query, nothing)).toBe('This review link is not valid.');
	});

	it('shows nothing once the draft changed after the link was made', async () => {
		const { reviewPageLink } = await linkFor(email.welcomeRedesignDraft);
		const { status } = await sandbox.api(
			'PUT',
			`/_sandbox/drafts/${email.welcomeRedesignDraft}/content`,
			{
				body: { subject: 'Welcome, changed after the request' },
			},
		);
		expect(status).toBe(200);
		const query = queryOf(reviewPageLink);
		const [[item], [failed]] = await run(pageParameters(query), {
			credentials: credentials(),
			onError: 'continueErrorOutput',
		}).then((outputs) => [outputs[0] ?? [], outputs[1] ?? []]);
		expect(item).toBeUndefined();
		expect(failed.json.message).toBe(
			`Draft ${email.welcomeRedesignDraft} changed after this review link was made.`,
		);
		expect(failed.binary).toBeUndefined();
	});

	it('names the credential field to set when there is no secret, or one too short', async () => {
		for (const secret of ['', 'short']) {
			const error = await runError(
				compareParameters('email', email.welcomeRedesignDraft, {
					options: { reviewPageUrl: PAGE_URL },
				}),
				{ credentials: credentials(secret) },
			);
			expect(error.message).toMatch(/^Review Link Secret is (not set|shorter than 16)/);
			expect(error.description).toMatch(/openssl rand -base64 32/);
		}
		const error = await runError(
			compareParameters('email', email.welcomeRedesignDraft, {
				options: { reviewPageUrl: 'javascript:alert(1)' },
			}),
			{ credentials: credentials() },
		);
		expect(error.message).toBe('Review Page URL is not an http(s) address.');
	});

	it('keeps the page a phone opens small: languages past its first few megabytes open on pages of their own, each from its link on the page', async () => {
		// A redesign of about 1 MB (HTML and AMP HTML) in nine languages: some 9 MB in all.
		const { body: copy } = await sandbox.api<{ id: string }>(
			'POST',
			`/drafts/${email.welcomePublishedDraft}/duplicate`,
			{ body: { name: 'Redesigned' } },
		);
		const half = redesignedEmail(500_000, 7);
		await sandbox.api('PUT', `/_sandbox/drafts/${copy.id}/content`, {
			body: { html: half, ampHtml: half },
		});
		for (const language of ['it-IT', 'nl-NL', 'pl-PL', 'pt-PT', 'sv-SE'])
			await sandbox.api('PUT', `/drafts/${copy.id}/localizations/${language}`, { body: {} });
		const { reviewPageLink, reviewFingerprint } = await linkFor(copy.id);
		const query = queryOf(reviewPageLink);
		const pageOf = async (reviewLink: NodeParameterValueType) => {
			const [[item]] = await run(pageParameters(query, reviewLink), { credentials: credentials() });
			return Buffer.from(String(item.binary?.data?.data), 'base64').toString('utf8');
		};

		const first = await pageOf(query);
		const sections = [...first.matchAll(/<section id="[^"]*" data-language="([^"]*)"[^>]*>/g)];
		const drawn = sections.filter(([tag]) => !tag.includes('data-elsewhere')).map(([, l]) => l);
		const elsewhere = sections.filter(([tag]) => tag.includes('data-elsewhere')).map(([, l]) => l);
		expect(drawn.length).toBeGreaterThanOrEqual(2);
		expect(elsewhere.length).toBeGreaterThanOrEqual(2);
		expect([...drawn, ...elsewhere]).toEqual(sections.map(([, language]) => language));
		expect(Buffer.byteLength(first)).toBeLessThan(PAGE_BUDGET + 64 * 1024);
		expect(first).toContain(
			`${elsewhere.length} of ${sections.length} languages open on pages of their own`,
		);

		for (const language of elsewhere.slice(-1)) {
			// The page links each other language with the link's own query, and the language.
			const href = new RegExp(
				`data-language="${language}"[^]*?<a href="([^"]*)">Open on its own page`,
			).exec(first)?.[1];
			expect(decodeEntities(href ?? '')).toBe(
				`?${new URLSearchParams({ ...query, language }).toString()}`,
			);
			const own = await pageOf(Object.fromEntries(new URLSearchParams(decodeEntities(href ?? ''))));
			expect(own).toContain(`<code id="fingerprint">${reviewFingerprint}</code>`);
			expect(own).toContain(
				`<section id="${language}" data-language="${language}" data-changed="true"><details open>`,
			);
			expect(own.match(/<section /g)).toHaveLength(1);
			const back = /<a href="([^"]*)">All languages<\/a>/.exec(own)?.[1] ?? '';
			expect(decodeEntities(back)).toBe(`?${new URLSearchParams(query).toString()}`);
		}

		// A language the review does not have, and a link changed otherwise, are refused.
		const unknown = await runError(pageParameters({ ...query, language: 'xx-XX' }), {
			credentials: credentials(),
		});
		expect(unknown.message).toBe(
			'This review link asks for a language the review does not have: xx-XX.',
		);
		expect(await refusal({ ...query, language: 'it-IT', expires: '1' })).toBe(
			'This review link is not valid.',
		);
	});
});
