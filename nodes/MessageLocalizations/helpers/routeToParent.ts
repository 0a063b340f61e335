import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

// Chosen by the Parent parameter when n8n builds the request; the executor then fills in the ids.
export function parentPath(pathBelowParent: string): string {
	const draftPath = JSON.stringify(`/drafts/{draftId}${pathBelowParent}`);
	const blockPath = JSON.stringify(`/blocks/{blockId}${pathBelowParent}`);
	return `={{ $parameter.parent === "block" ? ${blockPath} : ${draftPath} }}`;
}

export function isBlockPath(requestOptions: IHttpRequestOptions): boolean {
	return requestOptions.url.startsWith('/blocks/');
}

// Drafts have their localizations per channel; blocks have one set, with no channel.
export function parentIsDraft(context: IExecuteSingleFunctions): boolean {
	return context.getNodeParameter('parent', 'draft') === 'draft';
}
