import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';
import { operation } from '../../../shared/routing/operation';
import { outputChoice } from '../../../shared/descriptions/output';

export const getBlock = operation({
	name: 'Get',
	value: 'get',
	action: 'Get a block',
	description: 'Read one reusable content block by its ID',
	routing: { request: { method: 'GET', url: '=/blocks/{{ String($parameter.blockId).trim() }}' } },
});

export const getBlockFields: INodeProperties[] = [
	resourceLocator({
		name: 'blockId',
		searchListMethod: 'searchBlocks',
		description: 'The block to read; its ID starts with blk_',
		displayOptions: { show: { resource: ['block'], operation: ['get'] } },
	}),
	...outputChoice({ show: { resource: ['block'], operation: ['get'] } }, 'block'),
];
