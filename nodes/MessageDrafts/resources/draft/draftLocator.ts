import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';

// The service refuses these on a published draft, so their list offers changeable drafts first.
const CHANGING_OPERATIONS = [
	'archive',
	'lockForTranslation',
	'submitForApproval',
	'unlockForTranslation',
];

const READING_OR_REVIEWING_OPERATIONS = [
	'approve',
	'approveAll',
	'compare',
	'duplicate',
	'get',
	'reject',
	'reviewPage',
];

const description = 'The draft to act on, from the drafts of the chosen channel';

export const draftLocators: INodeProperties[] = [
	resourceLocator({
		name: 'draftId',
		searchListMethod: 'searchDrafts',
		description,
		displayOptions: { show: { resource: ['draft'], operation: READING_OR_REVIEWING_OPERATIONS } },
	}),
	resourceLocator({
		name: 'draftId',
		searchListMethod: 'searchEditableDrafts',
		description: `${description}; a published draft cannot be changed and comes last`,
		displayOptions: { show: { resource: ['draft'], operation: CHANGING_OPERATIONS } },
	}),
];
