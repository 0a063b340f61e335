import type { INodeProperties, INodeType, INodeTypeDescription } from 'n8n-workflow';

import { actionNodeBase } from '../shared/descriptions/nodeBase';
import { requestOptionsParameter } from '../shared/descriptions/requestOptions';
import { resourceParameter } from '../shared/descriptions/resource';
import { subtitleFor } from '../shared/descriptions/subtitle';
import { toolOutputParameter } from '../shared/descriptions/toolOutput';
import { messageTemplateServiceApiTest } from '../shared/methods/credentialTest';
import { searchBlocks } from '../shared/methods/listSearch/searchBlocks';
import { searchFolders } from '../shared/methods/listSearch/searchFolders';
import { searchTemplates } from '../shared/methods/listSearch/searchTemplates';
import { searchThemes } from '../shared/methods/listSearch/searchThemes';
import { getTargetLanguages } from '../shared/methods/loadOptions/getTargetLanguages';
import { getTemplateLanguages } from './methods/getTemplateLanguages';
import { getTemplateVariables } from './methods/getTemplateVariables';
import { searchCustomerProfiles } from './methods/searchCustomerProfiles';
import { blockDescription } from './resources/block';
import { customerProfileDescription } from './resources/customerProfile';
import { templateDescription } from './resources/template';
import { themeDescription } from './resources/theme';

const properties: INodeProperties[] = [
	resourceParameter(
		[
			{ name: 'Block', value: 'block', description: 'Reusable content shared by templates' },
			{
				name: 'Customer Profile',
				value: 'customerProfile',
				description: 'Shared variable data to render templates with',
			},
			{
				name: 'Template',
				value: 'template',
				description: 'Published message templates of a channel',
			},
			{ name: 'Theme', value: 'theme', description: 'Styling for email templates' },
		],
		'template',
	),
	...templateDescription,
	...blockDescription,
	...themeDescription,
	...customerProfileDescription,
	toolOutputParameter,
	requestOptionsParameter,
];

export class MessageTemplates implements INodeType {
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
		displayName: 'Message Templates',
		name: 'messageTemplates',
		icon: { light: 'file:messageTemplates.svg', dark: 'file:messageTemplates.dark.svg' },
		subtitle: subtitleFor(properties),
		usableAsTool: true,
		description:
			'Read and render published email, SMS, push, voice and live-activity templates, and ' +
			'read blocks, themes and customer profiles',
		defaults: { name: 'Message Templates' },
		properties,
	};

	methods = {
		credentialTest: { messageTemplateServiceApiTest },
		listSearch: {
			searchBlocks,
			searchCustomerProfiles,
			searchFolders,
			searchTemplates,
			searchThemes,
		},
		loadOptions: { getTargetLanguages, getTemplateLanguages, getTemplateVariables },
	};
}
