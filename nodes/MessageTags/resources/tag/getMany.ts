import type { INodeProperties } from 'n8n-workflow';

import { filtersParameter, pickedFilter } from '../../../shared/descriptions/filters';
import { returnAllLimit } from '../../../shared/descriptions/returnAllLimit';
import { operation } from '../../../shared/routing/operation';
import { typesProperty } from './tagProperties';
import { outputChoice } from '../../../shared/descriptions/output';

export const getManyTags = operation({
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many tags',
	description:
		'List the tags of the account, optionally only those for one resource type or one workspace',
	routing: { request: { method: 'GET', url: '/tags' } },
	messageTemplates: { filters: [{ name: 'type' }, { name: 'workspaceId' }] },
});

const displayOptions = { show: { resource: ['tag'], operation: ['getAll'] } };

export const getManyTagsFields: INodeProperties[] = [
	...returnAllLimit(displayOptions, 'tags', {
		hint: 'The service sends all tags in one answer; the limit keeps the first ones',
		// The list is one plain array, not cursor pages: the engine trims the executor's output.
		routing: { output: { maxResults: '={{ $value }}' } },
	}),
	filtersParameter(displayOptions, [
		{
			displayName: 'Type',
			name: 'type',
			type: 'options',
			options: typesProperty.options,
			default: 'template',
			description: 'Only tags that can be assigned to this kind of resource',
			routing: { send: { type: 'query', property: 'type' } },
		},
		pickedFilter('workspaceId', 'searchFolders', 'Only tags that can be used in this workspace'),
	]),
	...outputChoice(displayOptions, 'tag'),
];
