import type { INodeProperties } from 'n8n-workflow';

import { filtersParameter, pickedFilter } from '../../../shared/descriptions/filters';
import { returnAllLimit } from '../../../shared/descriptions/returnAllLimit';
import { operation } from '../../../shared/routing/operation';
import { outputChoice } from '../../../shared/descriptions/output';
import { FEATURES } from '../../../shared/versions';

export const getManyTemplates = operation({
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many templates',
	description:
		'List the published templates of a channel (metadata, no content), optionally filtered ' +
		'by name, folder or workspace',
	routing: { request: { method: 'GET', url: '/templates' } },
	messageTemplates: {
		channelScoped: true,
		list: true,
		filters: ['name', 'folderId', 'workspaceId'].map((name) => ({ name })),
	},
});

const displayOptions = { show: { resource: ['template'], operation: ['getAll'] } };

export const getManyTemplatesFields: INodeProperties[] = [
	...returnAllLimit(displayOptions, 'templates'),
	filtersParameter(
		displayOptions,
		[
			pickedFilter(
				'folderId',
				'searchFolders',
				'Only templates directly in this folder, not in its subfolders',
			),
			{
				displayName: 'Name',
				name: 'name',
				type: 'string',
				default: '',
				placeholder: 'e.g. welcome',
				description: 'Only templates whose name contains this text, ignoring case',
				routing: { send: { type: 'query', property: 'name' } },
			},
			pickedFilter(
				'workspaceId',
				'searchFolders',
				'Only templates in this workspace, in any of its folders at any depth',
			),
		],
		`The service filters from API version ${FEATURES.listFilters.since}; with an older version ` +
			'a filter stops the run',
	),
	...outputChoice(displayOptions, 'template'),
];
