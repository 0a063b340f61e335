import type { INodeProperties } from 'n8n-workflow';

import { operationParameter } from '../../../shared/descriptions/resource';
import { getManyLocalizationKeys, getManyLocalizationKeysFields } from './getMany';

export const localizationKeyDescription: INodeProperties[] = [
	operationParameter('localizationKey', [getManyLocalizationKeys], 'getAll'),
	...getManyLocalizationKeysFields,
];
