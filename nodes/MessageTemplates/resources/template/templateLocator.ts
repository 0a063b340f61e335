import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';

export function templateLocator(operation: string): INodeProperties {
	return resourceLocator({
		name: 'templateId',
		searchListMethod: 'searchTemplates',
		description: 'The published template of the chosen channel; its ID starts with tem_',
		displayOptions: { show: { resource: ['template'], operation: [operation] } },
	});
}
