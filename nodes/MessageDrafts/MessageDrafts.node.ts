import type { INodeProperties, INodeType, INodeTypeDescription } from 'n8n-workflow';

import { actionNodeBase } from '../shared/descriptions/nodeBase';
import { requestOptionsParameter } from '../shared/descriptions/requestOptions';
import { resourceParameter } from '../shared/descriptions/resource';
import { subtitleFor } from '../shared/descriptions/subtitle';
import { toolOutputParameter } from '../shared/descriptions/toolOutput';
import { messageTemplateServiceApiTest } from '../shared/methods/credentialTest';
import { searchDrafts, searchEditableDrafts } from '../shared/methods/listSearch/searchDrafts';
import { searchTemplates } from '../shared/methods/listSearch/searchTemplates';
import { searchThemes } from '../shared/methods/listSearch/searchThemes';
import { getTargetLanguages } from '../shared/methods/loadOptions/getTargetLanguages';
import { draftDescription } from './resources/draft';

const properties: INodeProperties[] = [
	resourceParameter([{ name: 'Draft', value: 'draft' }], 'draft'),
	...draftDescription,
	toolOutputParameter,
	requestOptionsParameter,
];

export class MessageDrafts implements INodeType {
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
		displayName: 'Message Drafts',
		name: 'messageDrafts',
		icon: { light: 'file:messageDrafts.svg', dark: 'file:messageDrafts.dark.svg' },
		subtitle: subtitleFor(properties),
		usableAsTool: true,
		description:
			'Read message template drafts and move them through review: submit, approve, reject, ' +
			'duplicate, lock for translation and archive',
		defaults: { name: 'Message Drafts' },
		properties,
	};

	methods = {
		credentialTest: { messageTemplateServiceApiTest },
		listSearch: { searchDrafts, searchEditableDrafts, searchTemplates, searchThemes },
		loadOptions: { getTargetLanguages },
	};
}
