import type { INodeProperties } from 'n8n-workflow';

import { returnAllLimit } from '../../../shared/descriptions/returnAllLimit';
import { operation } from '../../../shared/routing/operation';
import { outputChoice } from '../../../shared/descriptions/output';

export const getManyBlocks = operation({
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many blocks',
	description: 'List the reusable content blocks (headers, footers, fine print) of the account',
	routing: { request: { method: 'GET', url: '/blocks' } },
	messageTemplates: { list: true },
});

const displayOptions = { show: { resource: ['block'], operation: ['getAll'] } };

export const getManyBlocksFields: INodeProperties[] = [
	...returnAllLimit(displayOptions, 'blocks'),
	...outputChoice(displayOptions, 'block'),
];
