import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { requireEndpointFor } from '../../routing/requireFeature';
import { getApiVersion } from '../../transport/connection';
import { serviceRequest } from '../../transport/serviceRequest';

// Inactive tags cannot be assigned, so they are not offered.
export async function getTags(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const list = { method: 'GET', path: '/tags' } as const;
	requireEndpointFor(this, await getApiVersion(this), list);
	const tags = await serviceRequest<IDataObject[]>(this, list);
	return tags
		.filter((tag) => tag.status !== 'inactive')
		.map((tag) => ({
			name: String(tag.name),
			value: String(tag.id),
			description: `For ${(tag.types as string[] | undefined)?.join(', ') || 'any resource'}`,
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
}
