import type { INodeProperties } from 'n8n-workflow';

import { deleteLocalization, deleteLocalizationFields } from './delete';
import { getLocalization, getLocalizationFields } from './get';
import { getLocalizationForDraft, getLocalizationForDraftFields } from './getForDraft';
import { getManyLocalizations, getManyLocalizationsFields } from './getMany';
import { upsertLocalization, upsertLocalizationFields } from './upsert';

export const localizationDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['localization'] } },
		options: [
			upsertLocalization,
			deleteLocalization,
			getLocalization,
			getLocalizationForDraft,
			getManyLocalizations,
		],
		default: 'getAll',
	},
	...getManyLocalizationsFields,
	...upsertLocalizationFields,
	...deleteLocalizationFields,
	...getLocalizationFields,
	...getLocalizationForDraftFields,
];
