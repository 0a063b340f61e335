import type { IDataObject } from 'n8n-workflow';

import type { ChannelName } from '../../shared/channels';
import { type DetectedEvent, type EmittedEvent, eventItems } from './eventItems';
import type { PollClient } from './pollClient';
import type { TriggerSettings } from './readSettings';
import type { ChannelState, Sweep, TriggerState } from './triggerState';
import { watchedList } from './watchedList';

// The events a poll finds: first those earlier polls owe, then the changes each channel's sweep
// shows against what the trigger saw before.

export async function emitOwed(
	client: PollClient,
	settings: TriggerSettings,
	next: TriggerState,
): Promise<EmittedEvent[]> {
	const owed = settings.channels.flatMap((channel) => {
		const state = next.channels[channel] as ChannelState;
		return (state.due ?? []).map((id): DetectedEvent => ({
			channel,
			id,
			owed: true,
			previousMarker: knownMarker(state, id),
		}));
	});
	if (owed.length === 0) return [];
	const { emitted } = await eventItems(client, settings, owed);
	for (const { detected, item } of emitted) {
		const watched = settings.event.watches(item.json);
		settle(
			next.channels[detected.channel] as ChannelState,
			detected.id,
			watched ? settings.event.marker(item.json) : undefined,
		);
	}
	return emitted;
}

// The record keeps its earlier marker and its id is due, so a later poll emits it exactly once.
function deferEvent(state: ChannelState, { id, record, readBefore }: DetectedEvent): void {
	if (record && state.sweep) {
		if (readBefore === undefined) delete state.sweep.read[id];
		else state.sweep.read[id] = readBefore;
	}
	if (!state.due?.includes(id)) state.due = [...(state.due ?? []), id];
}

function settle(state: ChannelState, id: string, marker: string | undefined): void {
	state.due = state.due?.filter((owed) => owed !== id);
	if (state.due?.length === 0) delete state.due;
	remember(state, id, marker);
}

export async function sweepChannels(
	client: PollClient,
	settings: TriggerSettings,
	next: TriggerState,
	since: () => string,
): Promise<EmittedEvent[]> {
	const swept = await client.all(
		settings.channels.map(
			(channel) => async () =>
				await sweepChannel(
					client,
					settings,
					channel,
					next.channels[channel] as ChannelState,
					since,
				),
		),
		settings.channels.length,
	);
	return swept.flat();
}

// A page's events are read while the next page is.
async function sweepChannel(
	client: PollClient,
	settings: TriggerSettings,
	channel: ChannelName,
	state: ChannelState,
	since: () => string,
): Promise<EmittedEvent[]> {
	const sweep = (state.sweep ??= { next: '', read: {} });
	const emitted: EmittedEvent[] = [];
	const reading: Array<Promise<void>> = [];
	let outcome: 'ended' | 'cut';
	try {
		outcome = await client.walk(
			watchedList(settings, channel),
			sweep.next,
			async (records, next) => {
				const events = detectChanges(state, sweep, channel, records, settings, since);
				sweep.next = next;
				if (events.length === 0) return;
				const read = eventItems(client, settings, events).then(({ emitted: items, deferred }) => {
					emitted.push(...items);
					for (const detected of deferred) deferEvent(state, detected);
				});
				// Awaited once the walk is over; a failure meanwhile stops the walk through the requests.
				read.catch(() => {});
				reading.push(read);
			},
		);
	} finally {
		await Promise.allSettled(reading);
	}
	for (const read of reading) await read;
	if (outcome === 'ended') {
		state.seen = sweep.read;
		delete state.since;
		delete state.sweep;
	}
	return emitted;
}

// Any other marker fires, since the service's clock can step back. Records out of scope are noted
// too, so changing the filters later never makes old ones look new.
function detectChanges(
	state: ChannelState,
	sweep: Sweep,
	channel: ChannelName,
	records: IDataObject[],
	settings: TriggerSettings,
	since: () => string,
): DetectedEvent[] {
	const { event } = settings;
	const events: DetectedEvent[] = [];
	for (const record of records) {
		if (!event.watches(record)) continue;
		const id = String(record.id);
		const marker = event.marker(record);
		const readBefore = sweep.read[id];
		const known = readBefore ?? state.seen?.[id];
		const firstLook = state.seen === undefined && readBefore === undefined;
		const fires = firstLook
			? settings.includeExisting || event.changedAt(record) >= (state.since ?? since())
			: known !== marker;
		sweep.read[id] = marker;
		if (fires && inScope(record, settings))
			events.push({ channel, id, record, previousMarker: known, readBefore });
	}
	return events;
}

// What the list cannot filter on the server is filtered here.
export function inScope(record: IDataObject, settings: TriggerSettings): boolean {
	const { event, templateId, folderId, tagIds } = settings;
	if (templateId !== undefined && event.templateIdOf(record) !== templateId) return false;
	if (folderId !== undefined) {
		// `path` runs from the workspace down to the record's folder.
		const path = typeof record.path === 'string' ? record.path.split('/') : [];
		if (record.workspaceId !== folderId && !path.includes(folderId)) return false;
	}
	if (tagIds.length > 0) {
		const tags = Array.isArray(record.tags) ? (record.tags as IDataObject[]) : [];
		if (!tags.some((tag) => tagIds.includes(String(tag.id)))) return false;
	}
	return true;
}

function knownMarker(state: ChannelState, id: string): string | undefined {
	return state.sweep?.read[id] ?? state.seen?.[id];
}

function remember(state: ChannelState, id: string, marker: string | undefined): void {
	const markers = state.sweep ? state.sweep.read : (state.seen ??= {});
	if (marker === undefined) delete markers[id];
	else markers[id] = marker;
}
