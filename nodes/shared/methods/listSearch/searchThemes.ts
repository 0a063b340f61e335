import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { searchList } from '../searchList';

export async function searchThemes(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchList(
		this,
		{ path: '/themes', feature: 'themesAndCustomerProfiles' },
		filter,
		paginationToken,
	);
}
