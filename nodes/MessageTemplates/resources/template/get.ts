import type { INodeProperties } from 'n8n-workflow';

import { CHANNEL_NAMES } from '../../../shared/channels';
import { decodeContentParameter } from '../../../shared/descriptions/decodeContent';
import { operation } from '../../../shared/routing/operation';
import { sendTargetLanguage } from '../../helpers/sendTargetLanguage';
import { sendTheme } from '../../helpers/sendTheme';
import { templateLocator } from './templateLocator';
import { themeOption } from './themeOption';

export const getTemplate = operation({
	name: 'Get',
	value: 'get',
	action: 'Get a template',
	description:
		'Read one published template with its compiled content (email subject, HTML and text; message content on the other channels), variables written in a chosen target language',
	method: 'GET',
	path: '/templates/{templateId}',
	preSend: [sendTargetLanguage, sendTheme],
});

const show = { resource: ['template'], operation: ['get'] };

const targetLanguage: INodeProperties = {
	displayName: 'Target Language Name or ID',
	name: 'targetLanguage',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getTargetLanguages', loadOptionsDependsOn: ['channel'] },
	default: '',
	description:
		'The templating language the compiled content is written in: variables come out in its syntax (for example {{first_name}} for handlebars). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

export const getTemplateFields: INodeProperties[] = [
	templateLocator('get'),
	{
		...targetLanguage,
		default: 'html',
		required: true,
		hint: 'Email reads require a target language; "html" leaves variables empty',
		displayOptions: { show: { ...show, channel: ['email'] } },
	},
	{
		...targetLanguage,
		hint: 'Optional on this channel: leave it on Channel Default to let the service choose',
		displayOptions: { show: { ...show, channel: CHANNEL_NAMES.filter((name) => name !== 'email') } },
	},
	themeOption('get'),
	decodeContentParameter({ show }),
];
