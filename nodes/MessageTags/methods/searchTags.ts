import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { requireEndpointFor } from '../../shared/routing/requireFeature';
import { getApiVersion } from '../../shared/transport/connection';
import { serviceRequest } from '../../shared/transport/serviceRequest';

// Tags come as one plain array, so the filter is applied here.
export async function searchTags(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const list = { method: 'GET', path: '/tags' } as const;
	requireEndpointFor(this, await getApiVersion(this), list);
	const tags = await serviceRequest<IDataObject[]>(this, list);
	const needle = filter?.toLowerCase();
	return {
		results: tags
			.filter(
				(tag) => !needle || `${String(tag.name)} ${String(tag.id)}`.toLowerCase().includes(needle),
			)
			.map((tag) => ({
				name: tag.status === 'inactive' ? `${String(tag.name)} (inactive)` : String(tag.name),
				value: String(tag.id),
			})),
	};
}
