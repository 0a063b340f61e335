import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { checkTagBody } from '../../helpers/tagBody';
import { typesProperty, workspaceIdsProperty } from './tagProperties';

export const createTag = operation({
	name: 'Create',
	value: 'create',
	action: 'Create a tag',
	description:
		'Create an active tag for the given resource types, in chosen workspaces or in all of them',
	routing: { request: { method: 'POST', url: '/tags/create' } },
	messageTemplates: { preSend: [checkTagBody] },
});

const displayOptions = { show: { resource: ['tag'], operation: ['create'] } };

export const createTagFields: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		description: 'Name of the new tag, at most 255 characters',
		displayOptions,
		routing: { send: { type: 'body', property: 'name' } },
	},
	{ ...typesProperty, required: true, default: ['template', 'draft'], displayOptions },
	{ ...workspaceIdsProperty, hint: 'Leave empty for All Workspaces', displayOptions },
];
