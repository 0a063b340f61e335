import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { tagLocator } from './tagLocator';
import { outputChoice } from '../../../shared/descriptions/output';

export const getTag = operation({
	name: 'Get',
	value: 'get',
	action: 'Get a tag',
	description:
		'Read one tag: its name, status, the resource types and the workspaces it can be used for',
	routing: {
		request: {
			method: 'GET',
			url: '=/tags/{{ encodeURIComponent(String($parameter.tagId).trim()) }}',
		},
	},
});

export const getTagFields: INodeProperties[] = [
	tagLocator('get', 'The tag to read'),
	...outputChoice({ show: { resource: ['tag'], operation: ['get'] } }, 'tag'),
];
