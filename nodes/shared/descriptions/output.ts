import type { INodeProperties } from 'n8n-workflow';

import { keepChosenFields, type RecordKind, SIMPLIFIED_FIELDS } from '../routing/outputChoice';

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
				{ name: 'Selected Fields', value: 'selected', description: 'Only the fields you name' },
			],
			default: 'raw',
			description: 'Which fields of each record to output',
			displayOptions,
			routing: { output: { postReceive: [keepChosenFields(kind)] } },
		},
		{
			displayName: 'Fields to Include',
			name: 'fields',
			type: 'string',
			default: '',
			placeholder: 'name, updatedAt',
			description: 'The fields to keep, separated by commas; a field a record lacks is left out',
			displayOptions: {
				...displayOptions,
				show: { ...displayOptions?.show, output: ['selected'] },
			},
		},
	];
}
