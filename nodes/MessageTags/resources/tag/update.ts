import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { checkTagUpdate } from '../../helpers/tagBody';
import { tagLocator } from './tagLocator';
import { typesProperty, workspaceIdsProperty } from './tagProperties';

export const updateTag = operation({
	name: 'Update',
	value: 'update',
	action: 'Update a tag',
	description:
		'Rename a tag, change the resource types or workspaces it is for, or make it active or ' +
		'inactive (inactive tags cannot be assigned)',
	routing: {
		request: {
			method: 'PATCH',
			url: '=/tags/update/{{ encodeURIComponent(String($parameter.tagId).trim()) }}',
		},
	},
	messageTemplates: { emptyResult: true, preSend: [checkTagUpdate] },
});

export const updateTagFields: INodeProperties[] = [
	tagLocator('update', 'The tag to change'),
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		description: 'Only the fields added here are changed',
		displayOptions: { show: { resource: ['tag'], operation: ['update'] } },
		options: [
			{
				displayName: 'Name',
				name: 'name',
				type: 'string',
				default: '',
				description: 'New name of the tag, at most 255 characters',
				routing: { send: { type: 'body', property: 'name' } },
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: [
					{ name: 'Active', value: 'active', description: 'The tag can be assigned' },
					{ name: 'Inactive', value: 'inactive', description: 'The tag can no longer be assigned' },
				],
				default: 'active',
				routing: { send: { type: 'body', property: 'status' } },
			},
			typesProperty,
			workspaceIdsProperty,
		],
	},
];
