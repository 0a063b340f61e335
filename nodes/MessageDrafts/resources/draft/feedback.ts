import type { INodeProperties } from 'n8n-workflow';

export const feedbackField: INodeProperties = {
	displayName: 'Feedback',
	name: 'feedback',
	type: 'string',
	typeOptions: { rows: 3 },
	default: '',
	description:
		"An optional note for the draft's authors, recorded with the review; needs API version " +
		'2025.05v2 or newer',
	displayOptions: { show: { resource: ['draft'], operation: ['approve', 'approveAll', 'reject'] } },
};
