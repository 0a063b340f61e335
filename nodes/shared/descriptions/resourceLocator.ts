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
}

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
				placeholder: format.example,
				validation: [
					{
						type: 'regex',
						properties: {
							regex: format.pattern.source,
							errorMessage: `Not a valid ${format.label} ID (expected: ${format.example}).`,
						},
					},
				],
			},
		],
	};
}
