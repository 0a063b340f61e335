import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../../shared/channels';
import { pathStep } from '../../shared/routing/checkId';
import { decodeRecord } from '../../shared/helpers/decodeCompiledContent';
import { readIfFound } from '../../shared/helpers/readIfFound';
import type { PollClient } from './pollClient';
import type { TriggerSettings } from './readSettings';

export interface DetectedEvent {
	channel: ChannelName;
	id: string;
	// Absent for an event owed by an earlier poll: it is read by id when emitted.
	record?: IDataObject;
	previousMarker?: string;
	owed?: boolean;
	// Put back if the event must wait.
	readBefore?: string;
}

export interface EmittedEvent {
	detected: DetectedEvent;
	item: INodeExecutionData;
}

// The same field names whatever the API version.
function outputFields(
	settings: TriggerSettings,
	detected: DetectedEvent & { record: IDataObject },
	seenAt: string,
): IDataObject {
	const { record, channel } = detected;
	const tags = Array.isArray(record.tags) ? record.tags : [];
	if (settings.event.record === 'draft') {
		return {
			...record,
			tags,
			event: settings.event.name,
			channel,
			templateName: record.templateName ?? null,
			seenAt,
		};
	}
	// Newer API versions give a template a `channel` (its brand); ours names the message channel, so
	// the template's moves to `assignedChannel`, present in every version.
	const { channel: assignedChannel, ...template } = record;
	return {
		...template,
		tags,
		assignedChannel: assignedChannel ?? null,
		templateId: record.id,
		templateName: record.name,
		previousPublishedDraftId: detected.previousMarker ?? null,
		event: settings.event.name,
		channel,
		seenAt,
	};
}

const needsRead = (settings: TriggerSettings, detected: DetectedEvent): boolean =>
	settings.includeContent || !detected.record;

// Null when the record is gone (archived since the list was read): its event still fires.
async function readDetail(
	client: PollClient,
	settings: TriggerSettings,
	channel: ChannelName,
	id: string,
): Promise<IDataObject | null> {
	const definition = CHANNELS[channel];
	const step = pathStep({ getNode: () => client.node }, id, `a ${settings.event.record}`);
	const path = `${definition.pathPrefix}${settings.event.listPath}/${step}`;
	// The trigger's one target language is email's; other channels keep their default.
	const qs = definition.targetLanguageRequired ? { targetLanguage: settings.targetLanguage } : {};
	const detail = await readIfFound(
		client.node,
		async () => await client.get<IDataObject>(path, qs),
	);
	return detail ? decodeRecord(detail) : null;
}

function listedShape(
	settings: TriggerSettings,
	id: string,
	detail: IDataObject | null,
): IDataObject {
	if (!detail) return { id };
	const record: IDataObject = { ...detail };
	delete record.compiled;
	if (settings.event.record === 'template') return record;
	const { template, ...draft } = record;
	delete draft.localizations;
	return { id, templateId: template, ...draft };
}

async function itemFor(
	client: PollClient,
	settings: TriggerSettings,
	detected: DetectedEvent,
): Promise<INodeExecutionData> {
	const detail = needsRead(settings, detected)
		? await readDetail(client, settings, detected.channel, detected.id)
		: null;
	const record = detected.record ?? listedShape(settings, detected.id, detail);
	const json = outputFields(settings, { ...detected, record }, client.seenAt);
	if (settings.includeContent) json.compiled = detail?.compiled ?? null;
	return { json };
}

// Owed events first (unwatched ones before the rest), so a backlog drains however many new events
// arrive; then a stable order, so the same changes give the same items.
export function inEventOrder(
	settings: TriggerSettings,
	emitted: EmittedEvent[],
): INodeExecutionData[] {
	const key = ({ detected, item }: EmittedEvent) => {
		const stillWatched = settings.event.watches(item.json);
		const rank = detected.owed ? (stillWatched ? 1 : 0) : 2;
		return [
			rank,
			stillWatched ? String(item.json.updatedAt) : detected.id,
			settings.channels.indexOf(detected.channel),
		] as const;
	};
	return [...emitted]
		.sort((a, b) => {
			const [rankA, timeA, channelA] = key(a);
			const [rankB, timeB, channelB] = key(b);
			return rankA - rankB || timeA.localeCompare(timeB) || channelA - channelB;
		})
		.map(({ item }) => item);
}

export async function eventItems(
	client: PollClient,
	settings: TriggerSettings,
	events: DetectedEvent[],
): Promise<{ emitted: EmittedEvent[]; deferred: DetectedEvent[] }> {
	const read = await client.allThatFit(
		events.map((detected) => ({
			sends: needsRead(settings, detected),
			task: async () => await itemFor(client, settings, detected),
		})),
	);
	const emitted: EmittedEvent[] = [];
	const deferred: DetectedEvent[] = [];
	read.forEach((item, index) =>
		item ? emitted.push({ detected: events[index], item }) : deferred.push(events[index]),
	);
	return { emitted, deferred };
}
