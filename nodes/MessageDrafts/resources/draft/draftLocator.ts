import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';

/** Every operation on one draft, so one Draft picker serves them all. */
const SINGLE_DRAFT_OPERATIONS = [
	'approve',
	'approveAll',
	'archive',
	'duplicate',
	'get',
	'lockForTranslation',
	'reject',
	'submitForApproval',
	'unlockForTranslation',
];

export const draftLocator: INodeProperties = resourceLocator({
	name: 'draftId',
	searchListMethod: 'searchDrafts',
	description: 'The draft to act on, from the drafts of the chosen channel',
	displayOptions: { show: { resource: ['draft'], operation: SINGLE_DRAFT_OPERATIONS } },
});
