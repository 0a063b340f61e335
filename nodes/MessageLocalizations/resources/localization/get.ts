import type { INodeProperties } from 'n8n-workflow';

import { sendTargetLanguage } from '../../../shared/helpers/sendTargetLanguage';
import { sendTheme } from '../../../shared/helpers/sendTheme';
import { operation } from '../../../shared/routing/operation';
import { localizedReadFields } from '../../descriptions/localizedRead';

export const getLocalization = operation({
	name: 'Get',
	value: 'get',
	action: 'Get a published localization',
	description:
		"Read one language of a template's published content, translated, with variables " +
		'written in the target language',
	routing: {
		request: {
			method: 'GET',
			url: '=/localizations/{{ String($parameter.localizationId).trim() }}',
		},
	},
	messageTemplates: {
		channelScoped: true,
		preSend: [sendTargetLanguage, sendTheme],
	},
});

export const getLocalizationFields: INodeProperties[] = localizedReadFields({
	resource: 'localization',
	operation: 'get',
});
