import type { IExecuteSingleFunctions, IHttpRequestOptions, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { Channel } from '../../shared/channels';
import { checkId } from '../../shared/helpers/checkId';
import { requireText } from '../../shared/helpers/text';
import type { ItemScope } from '../../shared/routing/itemScope';
import { readDraftContents } from './compare/readSides';
import { type Fingerprint, changesBetween, fingerprintFacts, readFingerprint } from './compare/reviewFingerprint';

const FIELD = 'Reviewed Fingerprint';
const ASK_AGAIN =
	'Compare the draft again (Compare with Published), ask the reviewer again with the new comparison, and give its reviewFingerprint to this node.';

function refused(node: INode, itemIndex: number, message: string, fix: string): NodeOperationError {
	return new NodeOperationError(node, message, { description: fix, itemIndex });
}

/** The fingerprint given, checked to be one of this draft's comparisons, on this channel. */
function reviewedFingerprint(context: IExecuteSingleFunctions, given: string, draftId: string, channel: Channel, itemIndex: number): Fingerprint {
	const node = context.getNode();
	const reviewed = readFingerprint(given);
	if (!reviewed) {
		throw refused(node, itemIndex, `${FIELD} is not a fingerprint that Compare with Published gave.`, 'Pass the reviewFingerprint of the Compare with Published output the reviewer saw, as it is.');
	}
	if (reviewed.draftId !== draftId) {
		throw refused(node, itemIndex, `${FIELD} is from a comparison of draft ${reviewed.draftId}, not of draft ${draftId}.`, 'Pass the reviewFingerprint of the comparison of the draft being approved.');
	}
	if (reviewed.channel !== channel.name) {
		throw refused(node, itemIndex, `${FIELD} is from a comparison on the ${reviewed.channel} channel, not on ${channel.displayName}.`, 'Set Channel to the channel the draft was compared on.');
	}
	return reviewed;
}

/**
 * Pre-send for Approve and Approve for All Reviewers: with a Reviewed Fingerprint, the draft's
 * compiled content is read again, as Compare read it, right before the approval is sent; content
 * that changed since the comparison stops the item, naming what changed, and nothing is approved.
 */
export async function checkReviewedContent(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
	{ channel, itemIndex }: ItemScope,
): Promise<IHttpRequestOptions> {
	const given = requireText(this, this.getNodeParameter('options.reviewFingerprint', ''), FIELD).trim();
	if (given === '' || !channel) return requestOptions;
	const draftId = checkId(this, 'draftId', this.getNodeParameter('draftId', undefined, { extractValue: true }));
	const reviewed = reviewedFingerprint(this, given, draftId, channel, itemIndex);
	const { targetLanguage } = reviewed;
	const contents = await readDraftContents(this, draftId, {
		channel,
		qs: targetLanguage ? { targetLanguage } : undefined,
		failureContext: { itemIndex, ids: { draftId }, channel: channel.displayName },
	});
	const now = fingerprintFacts({ channel, draftId, targetLanguage, contents });
	if (now.digest === reviewed.digest) return requestOptions;
	const changes = changesBetween(reviewed, now);
	const what = changes.length > 0 ? changes.join('; ') : 'its content differs';
	throw refused(this.getNode(), itemIndex, `Draft ${draftId} changed after it was reviewed: ${what}.`, `Nothing was approved. ${ASK_AGAIN}`);
}
