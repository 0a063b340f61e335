import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { languageField } from '../../descriptions/language';
import { parentFields } from '../../descriptions/parent';
import { parentIsDraft, parentPath } from '../../helpers/routeToParent';

export const deleteLocalization = operation({
	name: 'Delete',
	value: 'delete',
	action: 'Delete a localization',
	description:
		'Remove a language and its translations from a draft or a block; nothing happens when ' +
		'it has no such language',
	routing: {
		request: {
			method: 'DELETE',
			url: parentPath('/localizations/{{ String($parameter.languageId).trim() }}'),
		},
	},
	messageTemplates: {
		channelScoped: parentIsDraft,
		emptyResult: true,
		deletes: true,
		requiredState: 'a draft in progress (IN_PROGRESS)',
	},
});

const placement = { resource: 'localization', operation: 'delete' };

export const deleteLocalizationFields: INodeProperties[] = [
	...parentFields(placement, { changesDraft: true }),
	languageField(placement),
];
