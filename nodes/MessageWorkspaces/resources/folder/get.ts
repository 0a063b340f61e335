import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { folderLocator } from './folderLocator';
import { outputChoice } from '../../../shared/descriptions/output';

export const getFolder = operation({
	name: 'Get',
	value: 'get',
	action: 'Get a folder',
	description: 'Read a workspace or folder with its immediate subfolders',
	routing: {
		request: { method: 'GET', url: '=/workspaces/{{ String($parameter.folderId).trim() }}' },
	},
});

export const getFolderFields: INodeProperties[] = [
	folderLocator('get'),
	...outputChoice({ show: { resource: ['folder'], operation: ['get'] } }, 'folder'),
];
