import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';
import { themeParameter } from '../../../shared/descriptions/theme';
import { sendTheme } from '../../../shared/helpers/sendTheme';
import { operation } from '../../../shared/routing/operation';
import { explainTemplateNotFound } from '../../helpers/explainTemplateNotFound';
import { addLanguageToPath } from '../../helpers/addLanguageToPath';
import { collectRenderVariables } from '../../helpers/collectRenderVariables';
import { mergeCustomerProfile } from '../../helpers/mergeCustomerProfile';
import { templateLocator } from './templateLocator';

export const renderTemplate = operation({
	name: 'Render',
	value: 'render',
	action: 'Render a template',
	description:
		'Fill a published template with variable values and return the finished message as plain text (email: subject, HTML and text), optionally in a language and with a theme',
	method: 'POST',
	path: '/render/template/{templateId}',
	// The language and theme are checked first, so nothing is read when they are wrong.
	preSend: [addLanguageToPath, sendTheme, collectRenderVariables, mergeCustomerProfile],
	explainFailure: explainTemplateNotFound,
});

const show = { resource: ['template'], operation: ['render'] };

export const renderTemplateFields: INodeProperties[] = [
	templateLocator('render'),
	{
		displayName: 'Variables From',
		name: 'variablesSource',
		type: 'options',
		options: [
			{ name: 'Fields Below', value: 'fields', description: 'Name and value pairs entered here (values are text)' },
			{
				name: 'Input Item',
				value: 'inputItem',
				description: 'Every field of the incoming item becomes a variable of the same name',
			},
			{ name: 'JSON', value: 'json', description: 'A JSON object; values keep their types (numbers, lists, objects)' },
		],
		default: 'fields',
		description: 'Where the values of the template variables come from',
		displayOptions: { show },
	},
	{
		displayName: 'Variables',
		name: 'variables',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Variable',
		default: {},
		description: 'The template variables, such as first_name; a variable left out renders as empty text',
		displayOptions: { show: { ...show, variablesSource: ['fields'] } },
		options: [
			{
				displayName: 'Variable',
				name: 'variable',
				values: [
					{ displayName: 'Name', name: 'name', type: 'string', default: '', placeholder: 'first_name' },
					{ displayName: 'Value', name: 'value', type: 'string', default: '' },
				],
			},
		],
	},
	{
		displayName: 'Variables (JSON)',
		name: 'variablesJson',
		type: 'json',
		default: '{}',
		description: 'An object whose members are the template variables, such as {"first_name": "Ann"}',
		displayOptions: { show: { ...show, variablesSource: ['json'] } },
	},
	{
		displayName: 'Language',
		name: 'languageId',
		type: 'string',
		default: '',
		placeholder: 'fr-FR',
		description:
			'Render the localization of this language (language-region, such as fr-FR); leave empty for the default language',
		displayOptions: { show },
	},
	themeParameter(show),
	{
		...resourceLocator({
			name: 'customerProfileId',
			searchListMethod: 'searchCustomerProfiles',
			description:
				"Optional customer profile whose data fills in every variable not given above; given variables win. Needs API version 2026.07.",
			displayOptions: { show },
			required: false,
		}),
		displayName: 'Customer Profile Defaults',
	},
];
