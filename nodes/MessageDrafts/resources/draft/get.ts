import type { INodeProperties } from 'n8n-workflow';

import { decodeContentParameter } from '../../../shared/descriptions/decodeContent';
import { resourceLocator } from '../../../shared/descriptions/resourceLocator';
import { operation } from '../../../shared/routing/operation';
import { sendDraftReadOptions } from '../../helpers/sendDraftReadOptions';

export const getDraft = operation({
	name: 'Get',
	value: 'get',
	action: 'Get a draft',
	description: 'Read one draft with its compiled content, localizations and status',
	method: 'GET',
	path: '/drafts/{draftId}',
	preSend: [sendDraftReadOptions],
});

const displayOptions = { show: { resource: ['draft'], operation: ['get'] } };
const emailOnly = { show: { ...displayOptions.show, channel: ['email'] } };

export const getDraftFields: INodeProperties[] = [
	{
		displayName: 'Target Language Name or ID',
		name: 'targetLanguage',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getTargetLanguages', loadOptionsDependsOn: ['channel'] },
		required: true,
		default: 'html',
		description:
			'The template language the compiled content is written in. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		displayOptions: emailOnly,
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: emailOnly,
		options: [
			resourceLocator({
				name: 'themeId',
				searchListMethod: 'searchThemes',
				description:
					'Style the compiled HTML with this theme; needs API version 2025.05v2 or newer (the list needs 2026.07)',
				required: false,
			}),
		],
	},
	decodeContentParameter(displayOptions),
];
