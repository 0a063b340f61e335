import type { INodeProperties } from 'n8n-workflow';

import { ID_FORMATS } from '../ids';

export interface ResourceLocatorSpec {
	// Also the key of its id format in ID_FORMATS.
	name: string;
	displayName?: string;
	searchListMethod: string;
	description: string;
	displayOptions?: INodeProperties['displayOptions'];
	required?: boolean;
	routing?: INodeProperties['routing'];
}

/**
 * The node checks a By ID value itself before sending (routing/checkId.ts). A `validation` pattern
 * would run in n8n under a wall-clock limit, which a busy machine can exceed, failing the workflow
 * before it starts.
 */
export function resourceLocator(spec: ResourceLocatorSpec): INodeProperties {
	const format = ID_FORMATS[spec.name];
	return {
		displayName: spec.displayName ?? format.label,
		name: spec.name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: spec.required ?? true,
		description: spec.description,
		displayOptions: spec.displayOptions,
		...(spec.routing ? { routing: spec.routing } : {}),
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: spec.searchListMethod, searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: format.placeholder,
			},
		],
	};
}
