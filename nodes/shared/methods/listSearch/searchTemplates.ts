import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { searchList } from '../searchList';

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
