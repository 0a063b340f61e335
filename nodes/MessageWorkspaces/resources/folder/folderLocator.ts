import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';

export function folderLocator(operation: string): INodeProperties {
	return resourceLocator({
		name: 'folderId',
		displayName: 'Workspace or Folder',
		searchListMethod: 'searchFolders',
		description: 'The workspace or folder to read; nested folders can be given by ID',
		displayOptions: { show: { resource: ['folder'], operation: [operation] } },
	});
}
