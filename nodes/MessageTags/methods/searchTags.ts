import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { requireFeatureFor } from '../../shared/routing/requireFeature';
import { getApiVersion } from '../../shared/transport/connection';
import { serviceRequest } from '../../shared/transport/serviceRequest';

// Tags come as one plain array, so the filter is applied here.
export async function searchTags(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	requireFeatureFor(this, await getApiVersion(this), 'tags');
	const tags = await serviceRequest<IDataObject[]>(this, { path: '/tags' });
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
