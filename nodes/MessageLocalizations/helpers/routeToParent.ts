import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

// The Parent parameter chooses the draft's or the block's path when n8n builds the request.
export function parentPath(pathBelowParent: string): string {
	return (
		'={{ $parameter.parent === "block" ? "/blocks/" + String($parameter.blockId).trim() : ' +
		`"/drafts/" + String($parameter.draftId).trim() }}${pathBelowParent}`
	);
}

export function isBlockPath(requestOptions: IHttpRequestOptions): boolean {
	return requestOptions.url.startsWith('/blocks/');
}

// Drafts have their localizations per channel; blocks have one set, with no channel.
export function parentIsDraft(context: IExecuteSingleFunctions): boolean {
	return context.getNodeParameter('parent', 'draft') === 'draft';
}
