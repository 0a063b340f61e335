import type { INodeProperties } from 'n8n-workflow';

import { operationParameter } from '../../../shared/descriptions/resource';
import { getBlock, getBlockFields } from './get';
import { getManyBlocks, getManyBlocksFields } from './getMany';

export const blockDescription: INodeProperties[] = [
	operationParameter('block', [getBlock, getManyBlocks], 'getAll'),
	...getManyBlocksFields,
	...getBlockFields,
];
