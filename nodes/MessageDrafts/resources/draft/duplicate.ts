import type { INodeProperties } from 'n8n-workflow';

import { textField } from '../../../shared/helpers/textField';
import { operation } from '../../../shared/routing/operation';

export const duplicateDraft = operation({
	name: 'Duplicate',
	value: 'duplicate',
	action: 'Duplicate a draft',
	description:
		'Copy a draft with its content, localizations and translations into a new draft in ' +
		"progress; outputs the new draft's ID",
	routing: {
		request: { method: 'POST', url: '=/drafts/{{ String($parameter.draftId).trim() }}/duplicate' },
	},
	messageTemplates: {
		channelScoped: true,
		preSend: [textField('newName', 'New Draft Name')],
	},
});

export const duplicateDraftFields: INodeProperties[] = [
	{
		displayName: 'New Draft Name',
		name: 'newName',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Welcome email v3',
		description: 'The name of the copy',
		displayOptions: { show: { resource: ['draft'], operation: ['duplicate'] } },
		routing: { send: { type: 'body', property: 'name' } },
	},
];
