import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { walkFolderTree } from '../../helpers/walkFolderTree';
import { folderLocator } from './folderLocator';

export const getFolderTree = operation({
	name: 'Get Tree',
	value: 'getTree',
	action: 'Get a folder tree',
	description: 'Read the whole hierarchy below a workspace or folder, every level of subfolders',
	routing: {
		request: { method: 'GET', url: '=/workspaces/{{ String($parameter.folderId).trim() }}' },
		output: { postReceive: [walkFolderTree] },
	},
});

export const getFolderTreeFields: INodeProperties[] = [
	folderLocator('getTree'),
	{
		displayName: 'Output',
		name: 'output',
		type: 'options',
		options: [
			{
				name: 'One Item per Folder',
				value: 'folders',
				description: 'Each folder with its depth, parent ID and the IDs of its subfolders',
			},
			{
				name: 'Nested Tree',
				value: 'tree',
				description: 'One item: the folder with its subfolders nested to every depth',
			},
		],
		default: 'folders',
		displayOptions: { show: { resource: ['folder'], operation: ['getTree'] } },
	},
];
