import type {
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { subtitleFor } from '../shared/descriptions/subtitle';
import { messageTemplateServiceApiTest } from '../shared/methods/credentialTest';
import { searchFolders } from '../shared/methods/listSearch/searchFolders';
import { getTags } from '../shared/methods/loadOptions/getTags';
import { emitOwed, sweepChannels } from './helpers/detectEvents';
import { inEventOrder } from './helpers/eventItems';
import { fetchTestEvent } from './helpers/fetchTestEvent';
import { PollRun } from './helpers/pollRun';
import { readSettings } from './helpers/readSettings';
import { nextState } from './helpers/triggerState';
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
			'Starts the workflow when a message draft is submitted for approval or locked for ' +
			'translation, or a template is published',
		defaults: { name: 'Message Drafts Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		// Literal names: n8n's community lint reads them here to find the credential's test.
		credentials: [
			{
				name: 'messageTemplateServiceApi',
				required: true,
				testedBy: 'messageTemplateServiceApiTest',
			},
		],
		properties,
	};

	methods = {
		credentialTest: { messageTemplateServiceApiTest },
		listSearch: { searchChannelTemplates, searchFolders },
		loadOptions: { getTags },
	};

	// A poll that fails emits and saves nothing. Why: docs/trigger.md#what-it-guarantees
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const run = new PollRun(this);
		if (this.getMode() === 'manual') {
			const settings = await readSettings(this);
			return await fetchTestEvent(run.client(), settings);
		}
		if (!run.takeTurn()) return null;
		try {
			const settings = await readSettings(this);
			const client = run.client();
			const state = nextState(run.saved, settings);
			const emitted = await emitOwed(client, settings, state);
			emitted.push(...(await sweepChannels(client, settings, state, run.since)));
			client.throwIfNothingFitted();
			if (!run.save(state, emitted.length > 0)) return null;
			return [inEventOrder(settings, emitted)];
		} catch (error) {
			return run.failed(error);
		} finally {
			run.end();
		}
	}
}
