import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { tagLocator } from './tagLocator';

export const deleteTag = operation({
	name: 'Delete',
	value: 'delete',
	action: 'Delete a tag',
	description:
		'Delete a tag for good; it is also taken off every template, draft and block that had it',
	routing: {
		request: {
			method: 'DELETE',
			url: '=/tags/delete/{{ encodeURIComponent(String($parameter.tagId).trim()) }}',
		},
	},
	messageTemplates: { emptyResult: true, deletes: true },
});

export const deleteTagFields: INodeProperties[] = [tagLocator('delete', 'The tag to delete')];
