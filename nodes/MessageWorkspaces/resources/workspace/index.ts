import type { INodeProperties } from 'n8n-workflow';

import { getManyWorkspaces, getManyWorkspacesFields } from './getMany';

export const workspaceDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['workspace'] } },
		options: [getManyWorkspaces],
		default: 'getAll',
	},
	...getManyWorkspacesFields,
];
