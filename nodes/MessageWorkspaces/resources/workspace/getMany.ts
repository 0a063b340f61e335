import type { INodeProperties } from 'n8n-workflow';

import { returnAllLimit } from '../../../shared/descriptions/returnAllLimit';
import { operation } from '../../../shared/routing/operation';
import { outputChoice } from '../../../shared/descriptions/output';

export const getManyWorkspaces = operation({
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many workspaces',
	description: 'List the workspaces of the account, the top level of the folder hierarchy',
	routing: { request: { method: 'GET', url: '/workspaces' } },
	messageTemplates: { list: true },
});

const displayOptions = { show: { resource: ['workspace'], operation: ['getAll'] } };

export const getManyWorkspacesFields: INodeProperties[] = [
	...returnAllLimit(displayOptions, 'workspaces'),
	...outputChoice(displayOptions, 'folder'),
];
