import type { INodeProperties, INodeType, INodeTypeDescription } from 'n8n-workflow';

import { actionNodeBase } from '../shared/descriptions/nodeBase';
import { requestOptionsParameter } from '../shared/descriptions/requestOptions';
import { resourceParameter } from '../shared/descriptions/resource';
import { subtitleFor } from '../shared/descriptions/subtitle';
import { toolOutputParameter } from '../shared/descriptions/toolOutput';
import { messageTemplateServiceApiTest } from '../shared/methods/credentialTest';
import { searchFolders } from '../shared/methods/listSearch/searchFolders';
import { folderDescription } from './resources/folder';
import { workspaceDescription } from './resources/workspace';

const properties: INodeProperties[] = [
	resourceParameter(
		[
			{ name: 'Folder', value: 'folder' },
			{ name: 'Workspace', value: 'workspace' },
		],
		'workspace',
	),
	...workspaceDescription,
	...folderDescription,
	toolOutputParameter,
	requestOptionsParameter,
];

export class MessageWorkspaces implements INodeType {
	description: INodeTypeDescription = {
		...actionNodeBase,
		// Literal names: n8n's community lint reads them here to find the credential's test.
		credentials: [
			{
				name: 'messageTemplateServiceApi',
				required: true,
				testedBy: 'messageTemplateServiceApiTest',
			},
		],
		displayName: 'Message Workspaces',
		name: 'messageWorkspaces',
		icon: { light: 'file:messageWorkspaces.svg', dark: 'file:messageWorkspaces.dark.svg' },
		subtitle: subtitleFor(properties),
		usableAsTool: true,
		description: 'Read the workspaces and nested folders that organise message templates',
		defaults: { name: 'Message Workspaces' },
		properties,
	};

	methods = {
		credentialTest: { messageTemplateServiceApiTest },
		listSearch: { searchFolders },
	};
}
