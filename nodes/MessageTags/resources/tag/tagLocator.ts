import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';

export function tagLocator(operation: string, description: string): INodeProperties {
	return resourceLocator({
		name: 'tagId',
		searchListMethod: 'searchTags',
		description,
		displayOptions: { show: { resource: ['tag'], operation: [operation] } },
	});
}
