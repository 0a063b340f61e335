import type { INodeProperties, INodeType, INodeTypeDescription } from 'n8n-workflow';

import { actionNodeBase } from '../shared/descriptions/nodeBase';
import { requestOptionsParameter } from '../shared/descriptions/requestOptions';
import { resourceParameter } from '../shared/descriptions/resource';
import { subtitleFor } from '../shared/descriptions/subtitle';
import { toolOutputParameter } from '../shared/descriptions/toolOutput';
import { messageTemplateServiceApiTest } from '../shared/methods/credentialTest';
import { searchDrafts } from '../shared/methods/listSearch/searchDrafts';
import { searchFolders } from '../shared/methods/listSearch/searchFolders';
import { searchTemplates } from '../shared/methods/listSearch/searchTemplates';
import { getTags } from '../shared/methods/loadOptions/getTags';
import { getWorkspaces } from './methods/getWorkspaces';
import { searchTags } from './methods/searchTags';
import { tagDescription } from './resources/tag';

const properties: INodeProperties[] = [
	resourceParameter([{ name: 'Tag', value: 'tag' }], 'tag'),
	...tagDescription,
	toolOutputParameter,
	requestOptionsParameter,
];

export class MessageTags implements INodeType {
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
		displayName: 'Message Tags',
		name: 'messageTags',
		icon: { light: 'file:messageTags.svg', dark: 'file:messageTags.dark.svg' },
		subtitle: subtitleFor(properties),
		usableAsTool: true,
		description:
			'Create and manage the tags that categorize message templates, drafts and blocks, ' +
			'and tag templates and drafts',
		defaults: { name: 'Message Tags' },
		properties,
	};

	methods = {
		credentialTest: { messageTemplateServiceApiTest },
		listSearch: { searchDrafts, searchFolders, searchTags, searchTemplates },
		loadOptions: { getTags, getWorkspaces },
	};
}
