import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { languageField } from '../../descriptions/language';
import { parentFields } from '../../descriptions/parent';
import { explainLanguageNotFound } from '../../helpers/explainLanguageNotFound';
import { parentIsDraft, parentPath } from '../../helpers/routeToParent';

export const getTranslations = operation({
	name: 'Get',
	value: 'get',
	action: 'Get the translations of a language',
	description:
		'Read the translations of one language of a draft or a block: one item mapping each ' +
		'source string to its translation',
	routing: {
		request: {
			method: 'GET',
			url: parentPath('/localizations/{{ String($parameter.languageId).trim() }}/translations'),
		},
	},
	messageTemplates: {
		channelScoped: parentIsDraft,
		explainFailure: explainLanguageNotFound,
	},
});

const placement = { resource: 'translation', operation: 'get' };

export const getTranslationsFields: INodeProperties[] = [
	...parentFields(placement),
	languageField(placement),
];
