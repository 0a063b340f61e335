import type { INodeProperties } from 'n8n-workflow';

import { getTranslations, getTranslationsFields } from './get';
import { replaceTranslations, replaceTranslationsFields } from './replace';
import { getTranslationStatus, getTranslationStatusFields } from './status';

export const translationDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['translation'] } },
		options: [getTranslations, replaceTranslations, getTranslationStatus],
		default: 'get',
	},
	...getTranslationsFields,
	...replaceTranslationsFields,
	...getTranslationStatusFields,
];
