import type { INodeProperties } from 'n8n-workflow';

export const eventParameter: INodeProperties = {
	displayName: 'Event',
	name: 'event',
	type: 'options',
	noDataExpression: true,
	options: [
		{
			name: 'Draft Locked for Translation',
			value: 'draftLocked',
			description: 'A draft was locked so that its translations can be completed',
		},
		{
			name: 'Draft Submitted for Approval',
			value: 'draftSubmitted',
			description:
				'A draft now awaits approval; fires again when it is rejected and submitted anew',
		},
		{
			name: 'Template Published',
			value: 'templatePublished',
			description: 'A template got a new published draft',
		},
	],
	default: 'draftSubmitted',
	description: 'What starts the workflow. Each change fires once.',
};
