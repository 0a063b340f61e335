import type { INodeProperties } from 'n8n-workflow';

import { textField } from '../../../shared/helpers/textField';
import { operation } from '../../../shared/routing/operation';
import { languageField } from '../../descriptions/language';
import { parentFields, shownFor } from '../../descriptions/parent';
import { parentIsDraft, parentPath } from '../../helpers/routeToParent';

export const upsertLocalization = operation({
	name: 'Create or Update',
	value: 'upsert',
	action: 'Create or update a localization',
	description:
		'Create a new language localization of a draft or block, or update the current one if ' +
		'it already exists (upsert)',
	routing: {
		request: {
			method: 'PUT',
			url: parentPath('/localizations/{{ String($parameter.languageId).trim() }}'),
		},
	},
	messageTemplates: {
		channelScoped: parentIsDraft,
		emptyResult: true,
		requiredState: 'a draft in progress (IN_PROGRESS)',
		preSend: [textField('name', 'Name')],
	},
});

const placement = { resource: 'localization', operation: 'upsert' };

export const upsertLocalizationFields: INodeProperties[] = [
	...parentFields(placement, { changesDraft: true }),
	languageField(placement),
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		description:
			'Display name of the localization; leave empty to keep the current one (a new one is ' +
			'named after its language)',
		displayOptions: shownFor(placement),
		routing: { send: { type: 'body', property: 'name', value: '={{ $value || undefined }}' } },
	},
];
