import type { INodeProperties } from 'n8n-workflow';

import { getBlock, getBlockFields } from './get';
import { getManyBlocks, getManyBlocksFields } from './getMany';

export const blockDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['block'] } },
		options: [getBlock, getManyBlocks],
		default: 'getAll',
	},
	...getManyBlocksFields,
	...getBlockFields,
];
