import type { INodeProperties } from 'n8n-workflow';

import { operationParameter } from '../../../shared/descriptions/resource';
import { assignTags, assignTagsFields } from './assign';
import { createTag, createTagFields } from './create';
import { deleteTag, deleteTagFields } from './delete';
import { getTag, getTagFields } from './get';
import { getManyTags, getManyTagsFields } from './getMany';
import { unassignTags, unassignTagsFields } from './unassign';
import { updateTag, updateTagFields } from './update';

export const tagDescription: INodeProperties[] = [
	operationParameter(
		'tag',
		[assignTags, createTag, deleteTag, getTag, getManyTags, unassignTags, updateTag],
		'getAll',
	),
	...getManyTagsFields,
	...getTagFields,
	...createTagFields,
	...updateTagFields,
	...deleteTagFields,
	...assignTagsFields,
	...unassignTagsFields,
];
