import type { INodeProperties } from 'n8n-workflow';

// The defaults are written out for n8n's lint; keep them equal to DEFAULT_TOOL_OUTPUT_LIMITS.
export const toolOutputParameter: INodeProperties = {
	displayName: 'Output for the Agent',
	name: 'toolOutput',
	type: 'collection',
	placeholder: 'Add Limit',
	default: {},
	description:
		'What the tool hands the model at most; a note tells it how much was left out and how ' +
		'to narrow the request',
	displayOptions: { show: { '@tool': [true] } },
	options: [
		{
			displayName: 'Max Characters',
			name: 'maxCharacters',
			type: 'number',
			typeOptions: { minValue: 1000 },
			default: 20000,
			description: 'Max number of characters of JSON the tool returns',
		},
		{
			displayName: 'Max Items',
			name: 'maxItems',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of items (templates, drafts, keys…) the tool returns',
		},
	],
};
