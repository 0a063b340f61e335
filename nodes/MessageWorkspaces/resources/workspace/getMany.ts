import type { INodeProperties } from 'n8n-workflow';

import { returnAllLimit } from '../../../shared/descriptions/returnAllLimit';
import { operation } from '../../../shared/routing/operation';

export const getManyWorkspaces = operation({
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many workspaces',
	description: 'List the workspaces of the account, the top level of the folder hierarchy',
	feature: 'workspaces',
	list: true,
	routing: { request: { method: 'GET', url: '/workspaces' } },
});

export const getManyWorkspacesFields: INodeProperties[] = returnAllLimit(
	{ show: { resource: ['workspace'], operation: ['getAll'] } },
	'workspaces',
);
