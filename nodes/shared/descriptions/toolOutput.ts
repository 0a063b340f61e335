import type { INodeProperties } from 'n8n-workflow';

/**
 * Shown only on the node's tool variant (attached to an AI Agent or an MCP Server Trigger): how
 * much of its output goes into the model's context. Its defaults, written out for n8n's lint, are
 * DEFAULT_TOOL_OUTPUT_LIMITS: the bounds of a tool left unset.
 */
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
