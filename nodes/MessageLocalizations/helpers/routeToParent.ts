import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import type { ItemScope, PreSendStep } from '../../shared/routing/itemScope';
import { requireFeatureFor } from '../../shared/routing/requireFeature';

/**
 * The path of an operation that drafts and blocks share below a different root, chosen by the
 * Parent parameter when the request is built; the executor then fills in the id placeholders and,
 * for drafts, the channel prefix.
 */
function parentPath(pathBelowParent: string): string {
	const draftPath = JSON.stringify(`/drafts/{draftId}${pathBelowParent}`);
	const blockPath = JSON.stringify(`/blocks/{blockId}${pathBelowParent}`);
	return `={{ $parameter.parent === "block" ? ${blockPath} : ${draftPath} }}`;
}

export function isBlockPath(requestOptions: IHttpRequestOptions): boolean {
	return requestOptions.url.startsWith('/blocks/');
}

/** Drafts have their localizations per channel; blocks have one set, with no channel. */
function parentIsDraft(context: IExecuteSingleFunctions): boolean {
	return context.getNodeParameter('parent', 'draft') === 'draft';
}

/** Pre-send: blocks came later than draft localizations; checked before anything is sent. */
async function requireBlocksWhenBlock(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
	{ version, itemIndex }: ItemScope,
): Promise<IHttpRequestOptions> {
	if (isBlockPath(requestOptions)) requireFeatureFor(this, version, 'blocks', itemIndex);
	return requestOptions;
}

/**
 * What an operation below the Parent declares: the path chosen by the Parent, the channel prefix
 * for drafts only, and the blocks version check ahead of the operation's own steps.
 */
export function belowParent(pathBelowParent: string, ...steps: PreSendStep[]) {
	return {
		path: parentPath(pathBelowParent),
		channelScoped: parentIsDraft,
		preSend: [requireBlocksWhenBlock, ...steps],
	};
}
