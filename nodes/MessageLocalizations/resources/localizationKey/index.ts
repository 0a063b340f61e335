import type { INodeProperties } from 'n8n-workflow';

import { getManyLocalizationKeys, getManyLocalizationKeysFields } from './getMany';

export const localizationKeyDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['localizationKey'] } },
		options: [getManyLocalizationKeys],
		default: 'getAll',
	},
	...getManyLocalizationKeysFields,
];
