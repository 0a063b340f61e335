import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { languageField } from '../../descriptions/language';
import { parentFields, shownFor } from '../../descriptions/parent';
import { buildTranslationsBody } from '../../helpers/buildTranslationsBody';
import { explainLanguageNotFound } from '../../helpers/explainLanguageNotFound';
import { parentIsDraft, parentPath } from '../../helpers/routeToParent';

export const replaceTranslations = operation({
	name: 'Replace',
	value: 'replace',
	action: 'Replace the translations of a language',
	description:
		'Set all translations of one language of a draft or a block at once; source strings ' +
		'left out lose their translation',
	routing: {
		request: {
			method: 'PUT',
			url: parentPath('/localizations/{{ String($parameter.languageId).trim() }}/translations'),
		},
	},
	messageTemplates: {
		channelScoped: parentIsDraft,
		emptyResult: true,
		requiredState:
			'a draft in progress or locked for translation (IN_PROGRESS or LOCKED_FOR_TRANSLATION)',
		preSend: [buildTranslationsBody],
		explainFailure: explainLanguageNotFound,
	},
});

const placement = { resource: 'translation', operation: 'replace' };

const SOURCES: INodePropertyOptions[] = [
	{
		name: 'JSON Object',
		value: 'json',
		description: 'An object that maps each source string to its translation',
	},
	{
		name: 'Key/Value Fields',
		value: 'keyValue',
		description: 'One row per source string and its translation',
	},
	{
		name: 'PO File',
		value: 'poFile',
		description:
			'A gettext PO file in a binary property of the input item, read in the charset its ' +
			'header names',
	},
];

// A block takes no PO file.
function sourceField(parent: 'draft' | 'block'): INodeProperties {
	return {
		displayName: 'Source',
		name: 'source',
		type: 'options',
		options: parent === 'draft' ? SOURCES : SOURCES.filter(({ value }) => value !== 'poFile'),
		default: 'keyValue',
		description:
			parent === 'draft'
				? 'Where the translations come from'
				: 'Where the translations come from; blocks take no PO files',
		displayOptions: shownFor(placement, { parent: [parent] }),
	};
}

export const replaceTranslationsFields: INodeProperties[] = [
	...parentFields(placement, { changesDraft: true }),
	languageField(placement),
	sourceField('draft'),
	sourceField('block'),
	{
		displayName: 'Translations',
		name: 'translationEntries',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Translation',
		default: {},
		description: 'Variables are written %(name)s in both the source string and the translation',
		displayOptions: shownFor(placement, { source: ['keyValue'] }),
		routing: { send: { type: 'body', property: 'translationEntries' } },
		options: [
			{
				displayName: 'Translation',
				name: 'entries',
				values: [
					{
						displayName: 'Source String',
						name: 'key',
						type: 'string',
						default: '',
						description: 'The text to translate, exactly as Localization Key > Get Many lists it',
					},
					{
						displayName: 'Translation',
						name: 'value',
						type: 'string',
						default: '',
						description: 'The text in the chosen language',
					},
				],
			},
		],
	},
	{
		displayName: 'Translations (JSON)',
		name: 'translationsJson',
		type: 'json',
		default: '{}',
		description:
			'An object mapping each source string to its translation, for example {"Hello ' +
			'%(first_name)s": "Bonjour %(first_name)s"}',
		displayOptions: shownFor(placement, { source: ['json'] }),
		routing: { send: { type: 'body', property: 'translationsJson' } },
	},
	{
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		required: true,
		default: 'data',
		hint: 'The name of the input binary field that holds the PO file',
		description:
			'The binary property of the input item with the PO file (msgid: source string, ' +
			'msgstr: translation)',
		displayOptions: shownFor(placement, { parent: ['draft'], source: ['poFile'] }),
		routing: { send: { type: 'body', property: 'binaryPropertyName' } },
	},
];
