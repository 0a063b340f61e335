import type { INodeType, INodeTypeDescription } from 'n8n-workflow';

import { actionNodeBase } from '../shared/descriptions/nodeBase';
import { searchFolders } from '../shared/methods/listSearch/searchFolders';
import { folderDescription } from './resources/folder';
import { workspaceDescription } from './resources/workspace';

export class MessageWorkspaces implements INodeType {
	description: INodeTypeDescription = {
		...actionNodeBase,
		displayName: 'Message Workspaces',
		name: 'messageWorkspaces',
		icon: { light: 'file:../shared/messageTemplates.svg', dark: 'file:../shared/messageTemplates.dark.svg' },
		subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
		usableAsTool: true,
		description: 'Read the workspaces and nested folders that organise message templates',
		defaults: { name: 'Message Workspaces' },
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Folder', value: 'folder' },
					{ name: 'Workspace', value: 'workspace' },
				],
				default: 'workspace',
			},
			...workspaceDescription,
			...folderDescription,
		],
	};

	methods = { listSearch: { searchFolders } };
}
