import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { localizedReadFields } from '../../descriptions/localizedRead';
import { sendTargetLanguage } from '../../../shared/helpers/sendTargetLanguage';
import { sendTheme } from '../../../shared/helpers/sendTheme';

export const getLocalization = operation({
	name: 'Get',
	value: 'get',
	action: 'Get a published localization',
	description:
		"Read one language of a template's published content, translated, with variables written in the target language",
	method: 'GET',
	path: '/localizations/{localizationId}',
	channelScoped: true,
	feature: 'localizations',
	preSend: [sendTargetLanguage, sendTheme],
});

export const getLocalizationFields: INodeProperties[] = localizedReadFields({ resource: 'localization', operation: 'get' });
