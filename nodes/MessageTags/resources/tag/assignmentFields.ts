import type { INodeProperties } from 'n8n-workflow';

import { channelParameter } from '../../../shared/descriptions/channel';
import { resourceLocator } from '../../../shared/descriptions/resourceLocator';

// Both pickers are named `resourceId`, the path's placeholder; each has its own id format so ID
// mode checks the right prefix.
function resourcePicker(
	operation: string,
	resourceType: 'template' | 'draft',
	verb: string,
): INodeProperties {
	const spec =
		resourceType === 'template'
			? { name: 'templateId', searchListMethod: 'searchTemplates', noun: 'published template' }
			: { name: 'draftId', searchListMethod: 'searchDrafts', noun: 'draft' };
	return {
		...resourceLocator({
			name: spec.name,
			searchListMethod: spec.searchListMethod,
			description: `The ${spec.noun} to ${verb}; the list shows those of the chosen channel`,
			displayOptions: {
				show: { resource: ['tag'], operation: [operation], resourceType: [resourceType] },
			},
		}),
		name: 'resourceId',
	};
}

export function assignmentFields(operation: string, verb: string): INodeProperties[] {
	const displayOptions = { show: { resource: ['tag'], operation: [operation] } };
	return [
		{
			displayName: 'Resource Type',
			name: 'resourceType',
			type: 'options',
			options: [
				{ name: 'Draft', value: 'draft' },
				{ name: 'Template', value: 'template' },
			],
			default: 'template',
			description: `Whether to ${verb} a template or a draft`,
			displayOptions,
		},
		channelParameter(displayOptions),
		resourcePicker(operation, 'template', verb),
		resourcePicker(operation, 'draft', verb),
		{
			displayName: 'Tag Names or IDs',
			name: 'tagIds',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getTags' },
			required: true,
			default: [],
			routing: { send: { type: 'body', property: 'tagIds' } },
			description:
				'Only active tags are listed; inactive ones can be given by ID. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			displayOptions,
		},
	];
}
