import { operation } from '../../../shared/routing/operation';
import { sendFeedback } from '../../approval/sendFeedback';
import { REQUIRED_STATES } from './reviewStates';

export const rejectDraft = operation({
	name: 'Reject',
	value: 'reject',
	action: 'Reject a draft',
	description:
		'Reject a draft awaiting approval, with optional feedback; it goes back to in progress ' +
		'for more edits',
	routing: {
		request: {
			method: 'POST',
			url: '=/drafts/{{ String($parameter.draftId).trim() }}/publish/reject',
		},
	},
	messageTemplates: {
		channelScoped: true,
		emptyResult: true,
		requiredState: REQUIRED_STATES.awaitingApproval,
		preSend: [sendFeedback],
	},
});
