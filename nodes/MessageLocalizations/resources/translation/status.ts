import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { parentFields, shownFor } from '../../descriptions/parent';
import { parentIsDraft, parentPath, requireBlocksWhenBlock } from '../../helpers/routeToParent';
import { translationStatus } from '../../helpers/translationStatus';

export const getTranslationStatus = operation({
	name: 'Translation Status',
	value: 'status',
	action: 'Get the translation status of each language',
	description:
		'For each language of a draft or a block: how many keys it has, how many are ' +
		'translated, which are missing and the share translated',
	channelScoped: parentIsDraft,
	// Reading translations came with 2026.06.
	feature: 'readTranslations',
	routing: {
		request: { method: 'GET', url: parentPath('/localizationKeys') },
		send: { preSend: [requireBlocksWhenBlock] },
		output: { postReceive: [translationStatus] },
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
