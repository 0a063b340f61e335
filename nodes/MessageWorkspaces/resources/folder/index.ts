import type { INodeProperties } from 'n8n-workflow';

import { getFolder, getFolderFields } from './get';
import { getFolderTree, getFolderTreeFields } from './getTree';

export const folderDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['folder'] } },
		options: [getFolder, getFolderTree],
		default: 'get',
	},
	...getFolderFields,
	...getFolderTreeFields,
];
