import type { INodeProperties } from 'n8n-workflow';

import { operationParameter } from '../../../shared/descriptions/resource';
import { deleteLocalization, deleteLocalizationFields } from './delete';
import { getLocalization, getLocalizationFields } from './get';
import { getLocalizationForDraft, getLocalizationForDraftFields } from './getForDraft';
import { getManyLocalizations, getManyLocalizationsFields } from './getMany';
import { upsertLocalization, upsertLocalizationFields } from './upsert';

export const localizationDescription: INodeProperties[] = [
	operationParameter(
		'localization',
		[
			upsertLocalization,
			deleteLocalization,
			getLocalization,
			getLocalizationForDraft,
			getManyLocalizations,
		],
		'getAll',
	),
	...getManyLocalizationsFields,
	...upsertLocalizationFields,
	...deleteLocalizationFields,
	...getLocalizationFields,
	...getLocalizationForDraftFields,
];
