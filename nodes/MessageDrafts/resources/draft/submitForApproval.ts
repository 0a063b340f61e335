import { operation } from '../../../shared/routing/operation';
import { REQUIRED_STATES } from './reviewStates';

export const submitDraftForApproval = operation({
	name: 'Submit for Approval',
	value: 'submitForApproval',
	action: 'Submit a draft for approval',
	description: 'Send a draft in progress to review, so reviewers can approve or reject it',
	routing: {
		request: {
			method: 'POST',
			url: '=/drafts/{{ String($parameter.draftId).trim() }}/publishRequest',
		},
	},
	messageTemplates: {
		channelScoped: true,
		emptyResult: true,
		requiredState: REQUIRED_STATES.editable,
	},
});
