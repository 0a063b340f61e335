import type { INodeProperties } from 'n8n-workflow';

import {
	keepChosenFields,
	RECORD_FIELDS,
	type RecordKind,
	SIMPLIFIED_FIELDS,
} from '../routing/outputChoice';

// The Output choice of n8n's guidelines, for an operation that outputs the service's records.
export function outputChoice(
	displayOptions: INodeProperties['displayOptions'],
	kind: RecordKind,
): INodeProperties[] {
	return [
		{
			displayName: 'Output',
			name: 'output',
			type: 'options',
			options: [
				{ name: 'Raw', value: 'raw', description: 'Every field, as the service answers' },
				{
					name: 'Simplified',
					value: 'simplified',
					description: `At most 10 fields: ${SIMPLIFIED_FIELDS[kind].join(', ')}`,
				},
				{
					name: 'Selected Fields',
					value: 'selected',
					description: 'The ID and the fields you select',
				},
			],
			default: 'raw',
			description: 'Which fields of each record to output',
			displayOptions,
			routing: { output: { postReceive: [keepChosenFields(kind)] } },
		},
		{
			displayName: 'Fields',
			name: 'fields',
			type: 'multiOptions',
			options: RECORD_FIELDS[kind].map((field) => ({ name: fieldName(field), value: field })),
			default: [],
			description: 'The fields to output besides the ID, which is always kept',
			displayOptions: {
				...displayOptions,
				show: { ...displayOptions?.show, output: ['selected'] },
			},
		},
	];
}

// A record's field as the editor lists it: workspaceIds as Workspace IDs.
function fieldName(field: string): string {
	return field
		.replace(/([a-z])([A-Z])/g, '$1 $2')
		.replace(/^./, (first) => first.toUpperCase())
		.replace(/\bId(s?)\b/g, 'ID$1')
		.replace(/\bUrl\b/g, 'URL');
}
