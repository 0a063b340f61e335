import type { INodeType, INodeTypeDescription } from 'n8n-workflow';

import { actionNodeBase } from '../shared/descriptions/nodeBase';
import { messageTemplateServiceApiTest } from '../shared/methods/credentialTest';
import { searchFolders } from '../shared/methods/listSearch/searchFolders';
import { folderDescription } from './resources/folder';
import { workspaceDescription } from './resources/workspace';

export class MessageWorkspaces implements INodeType {
	description: INodeTypeDescription = {
		...actionNodeBase,
		// Literal names: n8n's community lint reads them here to find the credential's test.
		credentials: [{ name: 'messageTemplateServiceApi', required: true, testedBy: 'messageTemplateServiceApiTest' }],
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

	methods = {
		credentialTest: { messageTemplateServiceApiTest },
		listSearch: { searchFolders },
	};
}
