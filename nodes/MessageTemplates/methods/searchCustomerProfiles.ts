import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { searchList } from '../../shared/methods/searchList';

// The unnamed profile holds the account's global variables.
export async function searchCustomerProfiles(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const label = (profile: IDataObject) =>
		profile.name ? String(profile.name) : 'Global variables (unnamed profile)';
	return await searchList(
		this,
		{ path: '/customerprofiles', feature: 'themesAndCustomerProfiles', label },
		filter,
		paginationToken,
	);
}
