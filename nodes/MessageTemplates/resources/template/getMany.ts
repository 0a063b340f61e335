import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';
import { returnAllLimit } from '../../../shared/descriptions/returnAllLimit';
import { operation } from '../../../shared/routing/operation';

export const getManyTemplates = operation({
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many templates',
	description:
		'List the published templates of a channel (metadata, no content), optionally filtered by name, folder or workspace',
	routing: {
		request: { method: 'GET', url: '/templates' },
		send: { query: ['name', 'folderId', 'workspaceId'].map((name) => ({ parameter: `filters.${name}`, feature: 'listFilters' })) },
	},
	channelScoped: true,
	list: true,
});

const displayOptions = { show: { resource: ['template'], operation: ['getAll'] } };

export const getManyTemplatesFields: INodeProperties[] = [
	...returnAllLimit(displayOptions, 'templates'),
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		hint: 'The service filters from API version 2026.06; with an older version a filter stops the run',
		displayOptions,
		options: [
			{
				...resourceLocator({
					name: 'folderId',
					searchListMethod: 'searchFolders',
					description: 'Only templates directly in this folder, not in its subfolders',
					required: false,
				}),
				displayName: 'Folder',
			},
			{
				displayName: 'Name',
				name: 'name',
				type: 'string',
				default: '',
				placeholder: 'welcome',
				description: 'Only templates whose name contains this text, ignoring case',
			},
			{
				...resourceLocator({
					name: 'workspaceId',
					searchListMethod: 'searchFolders',
					description: 'Only templates in this workspace, in any of its folders at any depth',
					required: false,
				}),
				displayName: 'Workspace',
			},
		],
	},
];
