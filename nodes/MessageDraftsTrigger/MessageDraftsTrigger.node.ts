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
import {
	firstPollEnded,
	firstPollOf,
	firstPollStarted,
	forgetPublication,
	isTransientFailure,
	notePublication,
	publishedAt,
	waitsForFirstPoll,
} from './helpers/publication';
import { readSettings } from './helpers/readSettings';
import { sweepChannels } from './helpers/sweepChannels';
import { neverSaved, nextState, readState, revisionOf, writeState } from './helpers/triggerState';
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
		const first = firstPollOf(this);
		const manual = this.getMode() === 'manual';
		// Before anything is awaited, so a scheduled poll starting meanwhile leaves its turn.
		if (first !== undefined && !manual) firstPollStarted(this);
		let emittedRevision: number | undefined;
		try {
			const startedAt = Date.now();
			const settings = await readSettings(this);
			const client = new PollClient(this, startedAt, first !== undefined);
			if (manual) return await fetchTestEvent(client, settings);

			const staticData = this.getWorkflowStaticData('node');
			const previous = readState(staticData);
			const firstLook = neverSaved(staticData);
			// n8n may have thrown the publication's first look away, or an outage came between.
			const published = firstLook && first !== 'publication' ? publishedAt(this) : undefined;
			const leavesTurn = (publicationUnseen: boolean) =>
				first === undefined && waitsForFirstPoll(this, previous?.revision, publicationUnseen);
			if (leavesTurn(firstLook && published === undefined)) {
				this.logger.info(
					'Message Drafts Trigger: the first poll of the publication is not saved yet; ' +
						'this poll leaves its turn to it.',
					{
						node: this.getNode().name,
					},
				);
				return null;
			}
			const since = () => published ?? client.clock.pollStart;

			try {
				const revision = revisionOf(staticData);
				const next = nextState(previous, settings);
				const emitted = await emitOwed(client, settings, next);
				emitted.push(...(await sweepChannels(client, settings, next, since)));
				client.throwIfNothingFitted();
				// Another poll of this trigger saved first, or a publication's began: its result stands.
				const stale = revisionOf(staticData) !== revision || leavesTurn(false);
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
			if (first !== undefined && !manual) firstPollEnded(this, emittedRevision);
		}
	}
}
