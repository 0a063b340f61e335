import type { INodeProperties } from 'n8n-workflow';

import { operationParameter } from '../../../shared/descriptions/resource';
import { getFolder, getFolderFields } from './get';
import { getFolderTree, getFolderTreeFields } from './getTree';

export const folderDescription: INodeProperties[] = [
	operationParameter('folder', [getFolder, getFolderTree], 'get'),
	...getFolderFields,
	...getFolderTreeFields,
];
