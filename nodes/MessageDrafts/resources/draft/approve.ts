import type { INodePropertyOptions } from 'n8n-workflow';

import { type OperationSpec, operation } from '../../../shared/routing/operation';
import { checkReviewedContent } from '../../approval/checkReviewedContent';
import { sendFeedback } from '../../approval/sendFeedback';
import { REQUIRED_STATES } from './reviewStates';

export function approval(
	words: Pick<OperationSpec, 'name' | 'value' | 'action' | 'description'>,
	url: string,
): INodePropertyOptions {
	return operation({
		...words,
		routing: { request: { method: 'POST', url } },
		messageTemplates: {
			channelScoped: true,
			emptyResult: true,
			requiredState: REQUIRED_STATES.awaitingApproval,
			// The content is read last, as close to the approval as it can be.
			preSend: [sendFeedback, checkReviewedContent],
		},
	});
}

export const approveDraft = approval(
	{
		name: 'Approve',
		value: 'approve',
		action: 'Approve a draft',
		description:
			'Record one approval of a draft awaiting approval; once it has every approval it ' +
			'needs, it becomes the published version of its template',
	},
	'=/drafts/{{ String($parameter.draftId).trim() }}/publish/approve',
);
