import { createHmac } from 'node:crypto';

/**
 * A review page link's signature as docs/reviewing-drafts.md#the-link-in-slack states it, written
 * apart from the node's code: HMAC-SHA-256 under the secret of its terms, in order.
 */
export function reviewLinkSignature(query: Record<string, string>, secret: string): string {
	const terms = [
		'r1',
		query.draft,
		query.channel,
		query.compareWith,
		query.otherDraft ?? '',
		query.targetLanguage ?? '',
		query.reviewed,
		query.expires,
	];
	return createHmac('sha256', secret).update(JSON.stringify(terms)).digest('hex');
}
