import { approval } from './approve';

export const approveDraftForAll = approval(
	{
		name: 'Approve for All Reviewers',
		value: 'approveAll',
		action: 'Approve a draft for all reviewers',
		description:
			'Approve a draft awaiting approval on behalf of every reviewer, so it is published ' +
			'at once however many approvals it needs',
	},
	'=/drafts/{{ String($parameter.draftId).trim() }}/publish/approveAll',
);
