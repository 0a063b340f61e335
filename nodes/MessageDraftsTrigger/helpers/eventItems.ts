import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../../shared/channels';
import { pathStep } from '../../shared/helpers/checkId';
import { decodeRecord } from '../../shared/helpers/decodeCompiledContent';
import { readIfFound } from '../../shared/helpers/readIfFound';
import type { DetectedEvent } from './detectChanges';
import type { PollClient } from './pollClient';
import type { PollRequests } from './pollRequests';
import type { TriggerSettings } from './readSettings';

/**
 * One output item: the record as the list returned it, with the same field names whatever the API
 * version (absent tags become []), plus what the event was, where, and when the poll saw it.
 */
function outputFields(settings: TriggerSettings, detected: DetectedEvent & { record: IDataObject }, seenAt: string): IDataObject {
	const { record, channel } = detected;
	const tags = Array.isArray(record.tags) ? record.tags : [];
	if (settings.event.record === 'draft') {
		return { ...record, tags, event: settings.event.name, channel, templateName: record.templateName ?? null, seenAt };
	}
	// From 2026.07 a template carries `channel` (the brand it belongs to); ours names the message
	// channel, so the template's own moves to `assignedChannel`, present in every version.
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

/**
 * The detail read of a record, with its content: the draft, or the template with its published
 * draft's content. Null when the record is gone (archived since the list was read): its event
 * still fires, without content.
 */
async function readDetail(
	client: PollClient,
	settings: TriggerSettings,
	channel: ChannelName,
	id: string,
): Promise<IDataObject | null> {
	const definition = CHANNELS[channel];
	const step = pathStep({ getNode: () => client.node }, id, `a ${settings.event.record}`);
	const path = `${definition.pathPrefix}${settings.event.listPath}/${step}`;
	// The trigger's one target language is email's; the other channels' reads are left to their default.
	const qs = definition.targetLanguageRequired ? { targetLanguage: settings.targetLanguage } : {};
	const detail = await readIfFound(client.node, async () => await client.get<IDataObject>(path, qs));
	return detail ? decodeRecord(detail) : null;
}

/** The record as the list would give it, from its detail read: the content apart, and a draft's template id by its list name. */
function listedShape(settings: TriggerSettings, id: string, detail: IDataObject | null): IDataObject {
	if (!detail) return { id };
	const record: IDataObject = { ...detail };
	delete record.compiled;
	if (settings.event.record === 'template') return record;
	const { template, ...draft } = record;
	delete draft.localizations;
	return { id, templateId: template, ...draft };
}

/** Whether the event's item needs a request: its content, or its record when it has left the list. */
const needsRead = (settings: TriggerSettings, detected: DetectedEvent) => settings.includeContent || !detected.record;

async function itemFor(client: PollClient, settings: TriggerSettings, detected: DetectedEvent, seenAt: string): Promise<INodeExecutionData> {
	const detail = needsRead(settings, detected) ? await readDetail(client, settings, detected.channel, detected.id) : null;
	const record = detected.record ?? listedShape(settings, detected.id, detail);
	const json = outputFields(settings, { ...detected, record }, seenAt);
	if (settings.includeContent) json.compiled = detail?.compiled ?? null;
	return { json };
}

/**
 * Events owed by earlier polls first, those whose records have left the list before those still
 * in it, so a backlog drains however many new events arrive; then oldest change first (updatedAt),
 * then in the order of the selected channels and of each list. The same changes always give the
 * same items in the same order.
 */
function ordered(settings: TriggerSettings, events: DetectedEvent[]): DetectedEvent[] {
	const key = ({ record, channel, id, owed }: DetectedEvent) =>
		[owed ? (record ? 1 : 0) : 2, record ? String(record.updatedAt) : id, settings.channels.indexOf(channel)] as const;
	return [...events].sort((a, b) => {
		const [rankA, timeA, channelA] = key(a);
		const [rankB, timeB, channelB] = key(b);
		return rankA - rankB || timeA.localeCompare(timeB) || channelA - channelB;
	});
}

/**
 * The output of one poll, in the order above; content reads happen here, a few at a time, before
 * anything is saved. Each event whose item needs a read takes one request of what the poll has
 * left; the last ones in that order beyond it, and those n8n's time budget leaves no time for, are
 * deferred, for the next poll.
 */
export async function eventItems(
	client: PollClient,
	requests: PollRequests,
	settings: TriggerSettings,
	events: DetectedEvent[],
	seenAt: string,
): Promise<{ items: INodeExecutionData[]; deferred: DetectedEvent[] }> {
	let left = requests.remaining;
	const chosen: DetectedEvent[] = [];
	const deferred: DetectedEvent[] = [];
	for (const detected of ordered(settings, events)) {
		if (!needsRead(settings, detected)) chosen.push(detected);
		else if (left > 0) {
			left--;
			chosen.push(detected);
		} else deferred.push(detected);
	}
	// The lists took the whole budget: without this, every poll would read them again for nothing.
	if (chosen.length === 0 && deferred.length > 0) throw requests.exhausted();
	// Reads start only while the poll has time for them; those it had none for wait for the next poll.
	const read = await requests.all(
		chosen.map((detected) => async () => {
			const item = async () => await itemFor(client, settings, detected, seenAt);
			return needsRead(settings, detected) ? await requests.whileTime(item) : await item();
		}),
	);
	const items: INodeExecutionData[] = [];
	read.forEach((item, index) => (item ? items.push(item) : deferred.push(chosen[index])));
	// Not one read had time: saying so beats a poll that quietly makes no progress.
	if (items.length === 0 && deferred.length > 0) throw requests.deadline?.expired() ?? requests.exhausted();
	return { items, deferred };
}
