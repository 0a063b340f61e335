import type { INodeProperties, INodeType, INodeTypeDescription } from 'n8n-workflow';

import { actionNodeBase } from '../shared/descriptions/nodeBase';
import { requestOptionsParameter } from '../shared/descriptions/requestOptions';
import { resourceParameter } from '../shared/descriptions/resource';
import { subtitleFor } from '../shared/descriptions/subtitle';
import { toolOutputParameter } from '../shared/descriptions/toolOutput';
import { messageTemplateServiceApiTest } from '../shared/methods/credentialTest';
import { searchBlocks } from '../shared/methods/listSearch/searchBlocks';
import { searchDrafts, searchEditableDrafts } from '../shared/methods/listSearch/searchDrafts';
import { searchThemes } from '../shared/methods/listSearch/searchThemes';
import { getTargetLanguages } from '../shared/methods/loadOptions/getTargetLanguages';
import { localizationDescription } from './resources/localization';
import { localizationKeyDescription } from './resources/localizationKey';
import { translationDescription } from './resources/translation';

const properties: INodeProperties[] = [
	resourceParameter(
		[
			{ name: 'Localization', value: 'localization' },
			{ name: 'Localization Key', value: 'localizationKey' },
			{ name: 'Translation', value: 'translation' },
		],
		'localization',
	),
	...localizationDescription,
	...translationDescription,
	...localizationKeyDescription,
	toolOutputParameter,
	requestOptionsParameter,
];

export class MessageLocalizations implements INodeType {
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
		displayName: 'Message Localizations',
		name: 'messageLocalizations',
		icon: { light: 'file:messageLocalizations.svg', dark: 'file:messageLocalizations.dark.svg' },
		subtitle: subtitleFor(properties),
		usableAsTool: true,
		description:
			'Manage the languages of message template drafts and blocks: localizations, ' +
			'translations (JSON or PO files) and the keys to translate',
		defaults: { name: 'Message Localizations' },
		properties,
	};

	methods = {
		credentialTest: { messageTemplateServiceApiTest },
		listSearch: { searchBlocks, searchDrafts, searchEditableDrafts, searchThemes },
		loadOptions: { getTargetLanguages },
	};
}
