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
import { asNodeError } from '../shared/transport/retry';
import { inEventOrder } from './helpers/eventItems';
import { fetchTestEvent } from './helpers/fetchTestEvent';
import { emitOwed } from './helpers/owedEvents';
import { PollClient } from './helpers/pollClient';
import { endTurn, holdsTurn, takeTurn } from './helpers/pollTurn';
import {
	firstPollOf,
	forgetPublication,
	isTransientFailure,
	notePublication,
	publishedAt,
} from './helpers/publication';
import { readSettings } from './helpers/readSettings';
import { sweepChannels } from './helpers/sweepChannels';
import { neverSaved, nextState, readState, writeState } from './helpers/triggerState';
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
		const startedAt = Date.now();
		const first = firstPollOf(this);
		if (this.getMode() === 'manual') {
			const settings = await readSettings(this);
			return await fetchTestEvent(new PollClient(this, startedAt, first !== undefined), settings);
		}

		const staticData = this.getWorkflowStaticData('node');
		const previous = readState(staticData);
		const firstLook = neverSaved(staticData);
		// n8n may have thrown the publication's first look away, or an outage came between.
		const published = firstLook && first !== 'publication' ? publishedAt(this) : undefined;
		// Taken before anything is awaited, so that a poll of this trigger starting meanwhile sees it.
		// A poll that finds neither a state of its own nor the publication's time leaves its turn too:
		// the publication's poll was not saved yet, here or on another main.
		const turn =
			first === undefined && firstLook && published === undefined
				? 'the publication is not saved yet'
				: takeTurn(this, { first: first !== undefined, revision: previous?.revision });
		if (typeof turn === 'string') {
			this.logger.info(
				`Message Drafts Trigger: ${turn} (workflow ${this.getWorkflow().id ?? ''}, node ` +
					`"${this.getNode().name}"); this poll leaves its turn to it.`,
			);
			return null;
		}

		let emittedRevision: number | undefined;
		try {
			const settings = await readSettings(this);
			const client = new PollClient(this, startedAt, first !== undefined);
			const since = () => published ?? client.clock.pollStart;
			try {
				const next = nextState(previous, settings);
				const emitted = await emitOwed(client, settings, next);
				emitted.push(...(await sweepChannels(client, settings, next, since)));
				client.throwIfNothingFitted();
				// A publication's poll began meanwhile: its result stands.
				const stale = !holdsTurn(turn);
				if (!stale) writeState(staticData, next, since());
				if (firstLook) notePublication(this, since());
				else forgetPublication(this);
				if (stale || emitted.length === 0) return null;
				emittedRevision = next.revision;
				return [inEventOrder(settings, emitted)];
			} catch (error) {
				// n8n unpublishes for good a workflow whose first poll throws: a passing outage must not.
				if (first === undefined || !isTransientFailure(error))
					throw asNodeError(this.getNode(), error);
				if (firstLook) notePublication(this, since());
				this.logger.warn(
					'Message Drafts Trigger: the service could not be read while the workflow was ' +
						`published (${(error as Error).message}). The workflow stays published; the next ` +
						'polls catch up once the service answers.',
					{ node: this.getNode().name },
				);
				return null;
			}
		} finally {
			endTurn(turn, emittedRevision);
		}
	}
}
