import { timingSafeEqual } from 'crypto';
import type { IExecuteSingleFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { checkId } from '../../shared/routing/checkId';
import { CREDENTIAL_NAME } from '../../shared/transport/connection';
import { CONFIGURATION_INVALID } from '../../shared/transport/failureClass';
import { otherDraftId } from './checkOtherDraft';
import { clipped } from './text/cut';
import { hmacSha256, sha256 } from './text/sha256';

// A link to a draft's review page: it names the comparison to show, the digest of the review
// fingerprint the reviewer is asked to approve, and when it expires, all signed with the
// credential's Review Link Secret. Why: docs/reviewing-drafts.md#the-link-in-slack
const VERSION = 'r1';
const SECRET_FIELD = 'Review Link Secret';
const SECRET_MIN_LENGTH = 16;
const DIGEST = /^[0-9a-f]{64}$/;

interface Terms {
	draft: string;
	channel: string;
	compareWith: string;
	otherDraft: string;
	targetLanguage: string;
}

function termsOf(context: IExecuteSingleFunctions): Terms {
	const compareWith = String(context.getNodeParameter('compareWith', 'published'));
	return {
		draft: checkId(
			context,
			'draftId',
			context.getNodeParameter('draftId', undefined, { extractValue: true }),
		),
		channel: String(context.getNodeParameter('channel', 'email')),
		compareWith,
		otherDraft: compareWith === 'draft' ? otherDraftId(context) : '',
		targetLanguage: String(context.getNodeParameter('targetLanguage', '') ?? '').trim(),
	};
}

async function secretOf(context: IExecuteSingleFunctions): Promise<string> {
	const credentials = await context.getCredentials(CREDENTIAL_NAME);
	const secret = String(credentials.reviewLinkSecret ?? '');
	if (secret.length >= SECRET_MIN_LENGTH) return secret;
	throw new NodeOperationError(
		context.getNode(),
		secret
			? `${SECRET_FIELD} is shorter than ${SECRET_MIN_LENGTH} characters.`
			: `${SECRET_FIELD} is not set in the Message Template Service API credential.`,
		{
			description:
				`Set ${SECRET_FIELD} to a long random text (the output of openssl rand -base64 32, ` +
				'say): it signs review page links and checks them.',
			itemIndex: context.getItemIndex(),
			failure: CONFIGURATION_INVALID,
		},
	);
}

const signature = (secret: string, terms: Terms, reviewed: string, expires: string) =>
	hmacSha256(
		secret,
		JSON.stringify([
			VERSION,
			terms.draft,
			terms.channel,
			terms.compareWith,
			terms.otherDraft,
			terms.targetLanguage,
			reviewed,
			expires,
		]),
	);

// In constant time, so the time taken tells nothing of how much of a forged signature matched.
function sameSignature(given: string, expected: string): boolean {
	const [a, b] = [Buffer.from(given), Buffer.from(expected)];
	return a.length === b.length && timingSafeEqual(a, b);
}

export interface ReviewPageLink {
	url: string;
	expiresAt: string;
}

/** The signed link to the page that shows what `reviewFingerprint` covers, valid for `hours`. */
export async function reviewPageLink(
	context: IExecuteSingleFunctions,
	pageUrl: string,
	reviewFingerprint: string,
	hours: number,
): Promise<ReviewPageLink> {
	const url = URL.canParse(pageUrl.trim()) ? new URL(pageUrl.trim()) : undefined;
	if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
		throw new NodeOperationError(context.getNode(), 'Review Page URL is not an http(s) address.', {
			description:
				'Give the production URL of the Webhook node that serves Build Review Page, such as ' +
				'https://n8n.example.com/webhook/message-draft-review.',
			itemIndex: context.getItemIndex(),
			failure: CONFIGURATION_INVALID,
		});
	}
	const terms = termsOf(context);
	const expiresAt = Math.floor(Date.now() / 1000 + hours * 3600);
	const expires = String(expiresAt);
	const reviewed = sha256(reviewFingerprint);
	const query = {
		draft: terms.draft,
		channel: terms.channel,
		compareWith: terms.compareWith,
		...(terms.otherDraft ? { otherDraft: terms.otherDraft } : {}),
		...(terms.targetLanguage ? { targetLanguage: terms.targetLanguage } : {}),
		reviewed,
		expires,
		signature: signature(await secretOf(context), terms, reviewed, expires),
	};
	for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
	return { url: url.toString(), expiresAt: new Date(expiresAt * 1000).toISOString() };
}

// The link's query as the Webhook node hands it on, or the link or its query as text.
function linkFields(value: unknown): Record<string, unknown> {
	if (typeof value === 'string') {
		const text = value.trim();
		return Object.fromEntries(new URLSearchParams(text.slice(text.indexOf('?') + 1)));
	}
	return value !== null && typeof value === 'object' && !Array.isArray(value)
		? (value as Record<string, unknown>)
		: {};
}

/** The link's fields that are text: a page of one language has `language` among them. */
export function linkQuery(link: unknown): Record<string, string> {
	return Object.fromEntries(
		Object.entries(linkFields(link)).filter(
			(entry): entry is [string, string] => typeof entry[1] === 'string',
		),
	);
}

function refused(context: IExecuteSingleFunctions, message: string, description: string) {
	return new NodeOperationError(context.getNode(), message, {
		description,
		itemIndex: context.getItemIndex(),
		failure: CONFIGURATION_INVALID,
	});
}

/**
 * Checks a review page link against the node's own parameters, before anything is read: the
 * digest of the fingerprint it may show, or an error that tells nothing of the draft.
 */
export async function checkLink(context: IExecuteSingleFunctions, link: unknown): Promise<string> {
	const fields = linkFields(link);
	const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
	const reviewed = text('reviewed');
	const expires = text('expires');
	const given = text('signature');
	const terms = termsOf(context);
	const valid =
		DIGEST.test(reviewed) &&
		/^\d{1,12}$/.test(expires) &&
		sameSignature(given, signature(await secretOf(context), terms, reviewed, expires));
	if (!valid) {
		throw refused(
			context,
			'This review link is not valid.',
			'Open the link from the review request as it was sent; nothing about the draft was read.',
		);
	}
	if (Number(expires) * 1000 <= Date.now()) {
		throw refused(
			context,
			`This review link expired at ${new Date(Number(expires) * 1000).toISOString()}.`,
			'The link worked until then. Submitting the draft for approval again brings a new ' +
				'request with a new link.',
		);
	}
	return reviewed;
}

/** The page's fingerprint against the one the link was made for: the page shows nothing else. */
export async function checkShownContent(
	context: IExecuteSingleFunctions,
	link: unknown,
	reviewFingerprint: string,
): Promise<void> {
	if (sha256(reviewFingerprint) === (await checkLink(context, link))) return;
	throw refused(
		context,
		`Draft ${termsOf(context).draft} changed after this review link was made.`,
		'The page would not show what an approval from that request covers, so it shows nothing; ' +
			'the newer review request about the draft links to it as it is now.',
	);
}

/** The language a page of one language shows: one the review has, or a refusal. */
export function pageLanguage(
	context: IExecuteSingleFunctions,
	link: Record<string, string>,
	contents: ReadonlyArray<{ language: string }>,
): string | undefined {
	const { language } = link;
	if (language === undefined || contents.some((content) => content.language === language))
		return language;
	throw refused(
		context,
		`This review link asks for a language the review does not have: ${clipped(language, 40)}.`,
		'Open the language from the review page, or the link from the review request as it was sent.',
	);
}
