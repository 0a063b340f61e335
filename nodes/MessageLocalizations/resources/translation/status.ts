import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { parentFields, shownFor } from '../../descriptions/parent';
import { parentIsDraft, parentPath } from '../../helpers/routeToParent';
import { requireTranslationReads, translationStatus } from '../../helpers/translationStatus';

export const getTranslationStatus = operation({
	name: 'Translation Status',
	value: 'status',
	action: 'Get the translation status of each language',
	description:
		'For each language of a draft or a block: how many keys it has, how many are ' +
		'translated, which are missing and the share translated',
	routing: {
		request: { method: 'GET', url: parentPath('/localizationKeys') },
		output: { postReceive: [translationStatus] },
	},
	messageTemplates: {
		channelScoped: parentIsDraft,
		preSend: [requireTranslationReads],
	},
});

const placement = { resource: 'translation', operation: 'status' };

export const getTranslationStatusFields: INodeProperties[] = [
	...parentFields(placement),
	{
		displayName: 'Only Incomplete Languages',
		name: 'onlyIncomplete',
		type: 'boolean',
		default: false,
		description:
			'Whether to output only the languages that still miss a translation (no item when ' +
			'every language is complete)',
		displayOptions: shownFor(placement),
	},
];
