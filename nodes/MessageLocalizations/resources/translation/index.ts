import type { INodeProperties } from 'n8n-workflow';

import { operationParameter } from '../../../shared/descriptions/resource';
import { getTranslations, getTranslationsFields } from './get';
import { replaceTranslations, replaceTranslationsFields } from './replace';
import { getTranslationStatus, getTranslationStatusFields } from './status';

export const translationDescription: INodeProperties[] = [
	operationParameter(
		'translation',
		[getTranslations, replaceTranslations, getTranslationStatus],
		'get',
	),
	...getTranslationsFields,
	...replaceTranslationsFields,
	...getTranslationStatusFields,
];
