import type { INodeExecutionData, INodeProperties, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { subtitleFor } from '../shared/descriptions/subtitle';
import { messageTemplateServiceApiTest } from '../shared/methods/credentialTest';
import { searchFolders } from '../shared/methods/listSearch/searchFolders';
import { getTags } from '../shared/methods/loadOptions/getTags';
import { runPoll } from './helpers/runPoll';
import { searchChannelTemplates } from './methods/searchChannelTemplates';
import { eventParameter } from './properties/event';
import { optionsParameter } from './properties/options';
import { scopeParameters } from './properties/scope';

const properties: INodeProperties[] = [eventParameter, ...scopeParameters, optionsParameter];

export class MessageDraftsTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Message Drafts Trigger',
		name: 'messageDraftsTrigger',
		icon: { light: 'file:messageDraftsTrigger.svg', dark: 'file:messageDraftsTrigger.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: subtitleFor(properties, 'event'),
		description:
			'Starts the workflow when a message draft is submitted for approval or locked for translation, or a template is published',
		defaults: { name: 'Message Drafts Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		// Literal names: n8n's community lint reads them here to find the credential's test.
		credentials: [{ name: 'messageTemplateServiceApi', required: true, testedBy: 'messageTemplateServiceApiTest' }],
		properties,
	};

	methods = {
		credentialTest: { messageTemplateServiceApiTest },
		listSearch: { searchChannelTemplates, searchFolders },
		loadOptions: { getTags },
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await runPoll(this);
	}
}
