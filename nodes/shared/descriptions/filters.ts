import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from './resourceLocator';

/**
 * The Filters of a list; the operation sends each one that is set as a query parameter
 * (`send.query`).
 */
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

/**
 * A filter picked from one of the service's lists, or given by ID; `name` is also its query
 * parameter.
 */
export function pickedFilter(
	name: string,
	searchListMethod: string,
	description: string,
): INodeProperties {
	return resourceLocator({ name, searchListMethod, description, required: false });
}
