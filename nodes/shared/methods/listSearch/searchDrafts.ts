import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { searchList } from '../searchList';

/** Drafts of the node's channel, shown with their template and status so look-alikes differ. */
export async function searchDrafts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const label = (draft: IDataObject) =>
		[draft.name ?? draft.id, draft.templateName && `(${String(draft.templateName)})`, draft.status && `· ${String(draft.status)}`]
			.filter(Boolean)
			.join(' ');
	return await searchList(this, { path: '/drafts', channelScoped: true, label }, filter, paginationToken);
}
