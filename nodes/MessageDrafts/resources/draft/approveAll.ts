import { operation } from '../../../shared/routing/operation';
import { checkReviewedContent, reviewNote } from '../../helpers/checkReviewedContent';
import { sendFeedback } from '../../helpers/sendFeedback';
import { REQUIRED_STATES } from './reviewStates';

export const approveDraftForAll = operation({
	name: 'Approve for All Reviewers',
	value: 'approveAll',
	action: 'Approve a draft for all reviewers',
	description:
		'Approve a draft awaiting approval on behalf of every reviewer, so it is published at once however many approvals it needs',
	routing: {
		request: { method: 'POST', url: '/drafts/{draftId}/publish/approveAll' },
		// The content is read last, as close to the approval as it can be.
		send: { preSend: [sendFeedback, checkReviewedContent] },
	},
	channelScoped: true,
	feature: 'approval',
	emptyResult: reviewNote,
	requiredState: REQUIRED_STATES.awaitingApproval,
});
