import type { INodeProperties } from 'n8n-workflow';

import { decodeContentParameter } from '../../../shared/descriptions/decodeContent';
import { targetLanguageParameters } from '../../../shared/descriptions/targetLanguage';
import { themeParameter } from '../../../shared/descriptions/theme';
import { sendTargetLanguage } from '../../../shared/helpers/sendTargetLanguage';
import { sendTheme } from '../../../shared/helpers/sendTheme';
import { operation } from '../../../shared/routing/operation';
import { explainTemplateNotFound } from '../../helpers/explainTemplateNotFound';
import { templateLocator } from './templateLocator';
import { outputChoice } from '../../../shared/descriptions/output';

export const getTemplate = operation({
	name: 'Get',
	value: 'get',
	action: 'Get a template',
	description:
		'Read one published template with its compiled content (email subject, HTML and text; ' +
		'message content on the other channels), variables written in a chosen target language',
	routing: {
		request: { method: 'GET', url: '=/templates/{{ String($parameter.templateId).trim() }}' },
	},
	messageTemplates: {
		channelScoped: true,
		preSend: [sendTargetLanguage, sendTheme],
		explainFailure: explainTemplateNotFound,
	},
});

const show = { resource: ['template'], operation: ['get'] };

export const getTemplateFields: INodeProperties[] = [
	templateLocator('get'),
	...targetLanguageParameters(show),
	themeParameter(show),
	decodeContentParameter({ show }),
	...outputChoice({ show }, 'template'),
];
