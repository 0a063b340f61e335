import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';
import { themeParameter } from '../../../shared/descriptions/theme';
import { sendTheme } from '../../../shared/helpers/sendTheme';
import { operation } from '../../../shared/routing/operation';
import { FEATURES } from '../../../shared/versions';
import { collectRenderVariables } from '../../helpers/collectRenderVariables';
import { checkLanguage } from '../../helpers/checkLanguage';
import { explainTemplateNotFound } from '../../helpers/explainTemplateNotFound';
import { mergeCustomerProfile } from '../../helpers/mergeCustomerProfile';
import { requireTemplateVariables } from '../../helpers/requireTemplateVariables';
import { templateLocator } from './templateLocator';

export const renderTemplate = operation({
	name: 'Render',
	value: 'render',
	action: 'Render a template',
	description:
		'Fill a published template with variable values and return the finished message as ' +
		'plain text (email: subject, HTML and text), optionally in a language and with a theme',
	routing: {
		request: {
			method: 'POST',
			url:
				'=/render/template/{{ String($parameter.templateId).trim() }}' +
				'{{ String($parameter.languageId || "").trim() ? ' +
				'"/" + String($parameter.languageId).trim() : "" }}',
		},
	},
	messageTemplates: {
		changesNothing: true,
		channelScoped: true,
		// Language and theme first, so nothing is read when they are wrong; variables last, once the
		// customer profile has filled in what it can.
		preSend: [
			checkLanguage,
			sendTheme,
			collectRenderVariables,
			mergeCustomerProfile,
			requireTemplateVariables,
		],
		explainFailure: explainTemplateNotFound,
	},
});

const show = { resource: ['template'], operation: ['render'] };

export const renderTemplateFields: INodeProperties[] = [
	templateLocator('render'),
	{
		displayName: 'Variables From',
		name: 'variablesSource',
		type: 'options',
		options: [
			{
				name: 'Fields Below',
				value: 'fields',
				description: 'Name and value pairs entered here (values are text)',
			},
			{
				name: 'Input Item',
				value: 'inputItem',
				description: 'Every field of the incoming item becomes a variable of the same name',
			},
			{
				name: 'JSON',
				value: 'json',
				description: 'A JSON object; values keep their types (numbers, lists, objects)',
			},
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
		description:
			'The template variables, such as first_name; a variable left out renders as empty text',
		displayOptions: { show: { ...show, variablesSource: ['fields'] } },
		routing: { send: { type: 'body', property: 'variables' } },
		options: [
			{
				displayName: 'Variable',
				name: 'variable',
				values: [
					{
						displayName: 'Name or ID',
						name: 'name',
						type: 'options',
						typeOptions: {
							loadOptionsMethod: 'getTemplateVariables',
							loadOptionsDependsOn: ['templateId.value', 'channel'],
						},
						default: '',
						description:
							'A variable the template expects, as its content lists them. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
					},
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
		description:
			'An object whose members are the template variables, such as {"first_name": "Ann"}',
		displayOptions: { show: { ...show, variablesSource: ['json'] } },
		routing: { send: { type: 'body', property: 'variablesJson' } },
	},
	{
		displayName: 'Language Name or ID',
		name: 'languageId',
		type: 'options',
		typeOptions: {
			loadOptionsMethod: 'getTemplateLanguages',
			loadOptionsDependsOn: ['templateId.value', 'channel'],
		},
		default: '',
		description:
			'Render the localization of this language; the list shows the languages of the chosen template, and Default Language its own content. By ID: a BCP 47 tag such as fr-FR or zh-Hans-CN. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		displayOptions: { show },
	},
	themeParameter(show),
	{
		...resourceLocator({
			name: 'customerProfileId',
			searchListMethod: 'searchCustomerProfiles',
			description:
				'Optional customer profile whose data fills in every variable not given above; given ' +
				`variables win. Needs API version ${FEATURES.themesAndCustomerProfiles.since}.`,
			displayOptions: { show },
			required: false,
		}),
		displayName: 'Customer Profile Defaults',
	},
	{
		displayName: 'Require All Variables',
		name: 'requireAllVariables',
		type: 'boolean',
		default: false,
		description:
			'Whether an item that leaves out a variable the template expects fails, naming the ' +
			'missing variables, instead of rendering them as empty text. The template is then ' +
			`read once per item. Needs API version ${FEATURES.compiledVariables.since} or newer.`,
		displayOptions: { show },
	},
];
