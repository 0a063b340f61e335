import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from './resourceLocator';

export function filtersParameter(
	displayOptions: INodeProperties['displayOptions'],
	options: INodeProperties[],
	hint?: string,
): INodeProperties {
	return {
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		...(hint ? { hint } : {}),
		displayOptions,
		options,
	};
}

// `name` is also its query parameter.
export function pickedFilter(
	name: string,
	searchListMethod: string,
	description: string,
): INodeProperties {
	return resourceLocator({
		name,
		searchListMethod,
		description,
		required: false,
		routing: { send: { type: 'query', property: name } },
	});
}
