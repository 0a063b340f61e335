import type { INodeProperties } from 'n8n-workflow';

import { getTranslations, getTranslationsFields } from './get';
import { replaceTranslations, replaceTranslationsFields } from './replace';

export const translationDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['translation'] } },
		options: [getTranslations, replaceTranslations],
		default: 'get',
	},
	...getTranslationsFields,
	...replaceTranslationsFields,
];
