import type { INodeProperties } from 'n8n-workflow';

import { FEATURES } from '../../../shared/versions';

export const feedbackField: INodeProperties = {
	displayName: 'Feedback',
	name: 'feedback',
	type: 'string',
	typeOptions: { rows: 3 },
	default: '',
	description:
		"An optional note for the draft's authors, recorded with the review; needs API version " +
		`${FEATURES.approval.since} or newer`,
	displayOptions: { show: { resource: ['draft'], operation: ['approve', 'approveAll', 'reject'] } },
	// The service takes it as the text body: sendFeedback sends it so.
	routing: { send: { type: 'body', property: 'feedback' } },
};
