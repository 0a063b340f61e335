import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { searchList } from '../searchList';

/** Published templates of the node's channel; the service filters by name from 2026.06. */
export async function searchTemplates(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchList(
		this,
		{
			path: '/templates',
			channelScoped: true,
			serverNameFilter: { parameter: 'name', feature: 'listFilters' },
		},
		filter,
		paginationToken,
	);
}
