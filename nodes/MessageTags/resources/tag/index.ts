import type { INodeProperties } from 'n8n-workflow';

import { assignTags, assignTagsFields } from './assign';
import { createTag, createTagFields } from './create';
import { deleteTag, deleteTagFields } from './delete';
import { getTag, getTagFields } from './get';
import { getManyTags, getManyTagsFields } from './getMany';
import { unassignTags, unassignTagsFields } from './unassign';
import { updateTag, updateTagFields } from './update';

export const tagDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['tag'] } },
		options: [assignTags, createTag, deleteTag, getTag, getManyTags, unassignTags, updateTag],
		default: 'getAll',
	},
	...getManyTagsFields,
	...getTagFields,
	...createTagFields,
	...updateTagFields,
	...deleteTagFields,
	...assignTagsFields,
	...unassignTagsFields,
];
