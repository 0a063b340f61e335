import { operation } from '../../../shared/routing/operation';
import { checkReviewedContent, reviewNote } from '../../helpers/checkReviewedContent';
import { sendFeedback } from '../../helpers/sendFeedback';
import { REQUIRED_STATES } from './reviewStates';

export const approveDraft = operation({
	name: 'Approve',
	value: 'approve',
	action: 'Approve a draft',
	description:
		'Record one approval of a draft awaiting approval; once it has every approval it needs, it becomes the published version of its template',
	routing: {
		request: { method: 'POST', url: '/drafts/{draftId}/publish/approve' },
		// The content is read last, as close to the approval as it can be.
		send: { preSend: [sendFeedback, checkReviewedContent] },
	},
	channelScoped: true,
	feature: 'approval',
	emptyResult: reviewNote,
	requiredState: REQUIRED_STATES.awaitingApproval,
});
