import type { INodeProperties } from 'n8n-workflow';

import { filtersParameter, pickedFilter } from '../../../shared/descriptions/filters';
import { returnAllLimit } from '../../../shared/descriptions/returnAllLimit';
import { operation } from '../../../shared/routing/operation';
import { filterByStatus, statusFilter } from '../../list/statusFilter';
import { outputChoice } from '../../../shared/descriptions/output';
import { FEATURES } from '../../../shared/versions';

export const getManyDrafts = operation({
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many drafts',
	description:
		'List the drafts of a channel, optionally only those awaiting approval, in progress or ' +
		'locked for translation, or of one template',
	routing: { request: { method: 'GET', url: '/drafts' } },
	messageTemplates: {
		channelScoped: true,
		list: true,
		filters: [statusFilter, { name: 'templateId' }],
	},
});

const displayOptions = { show: { resource: ['draft'], operation: ['getAll'] } };

// The values are written out (not taken from DRAFT_STATUS_FILTERS in list/statusFilter.ts)
// because n8n's lint reads the default as written.
const statusField: INodeProperties = {
	displayName: 'Status',
	name: 'status',
	type: 'options',
	options: [
		{ name: 'All', value: 'all', description: 'Drafts in every state' },
		{
			name: 'Awaiting Approval',
			value: 'PENDING_APPROVAL',
			description:
				'Drafts submitted for approval (PENDING_APPROVAL); needs API version ' +
				`${FEATURES.draftMetadata.since} or newer`,
		},
		{
			name: 'In Progress',
			value: 'IN_PROGRESS',
			description:
				'Drafts being edited (IN_PROGRESS), published drafts included; needs API version ' +
				`${FEATURES.draftMetadata.since} or newer`,
		},
		{
			name: 'Locked for Translation',
			value: 'LOCKED_FOR_TRANSLATION',
			description:
				'Drafts locked while their translations are done; needs API version ' +
				`${FEATURES.translationLockFilter.since} or newer`,
		},
	],
	default: 'all',
	description: 'Which drafts to return, by their state',
	hint:
		'The service filters on the translation lock only: Awaiting Approval and In Progress ' +
		"read every page and keep the drafts in that state, so a 'Limit' counts the drafts kept",
	displayOptions,
	routing: {
		send: { type: 'query', property: 'status' },
		output: { postReceive: [filterByStatus] },
	},
};

export const getManyDraftsFields: INodeProperties[] = [
	...returnAllLimit(displayOptions, 'drafts'),
	statusField,
	filtersParameter(displayOptions, [
		pickedFilter(
			'templateId',
			'searchTemplates',
			`Only the drafts of this template; needs API version ${FEATURES.listFilters.since} or newer`,
		),
	]),
	...outputChoice(displayOptions, 'draft'),
];
