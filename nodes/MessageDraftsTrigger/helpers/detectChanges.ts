import type { IDataObject } from 'n8n-workflow';

import type { ChannelName } from '../../shared/channels';
import type { ChannelSnapshot } from './snapshot';
import { inScope } from './inScope';
import type { TriggerSettings } from './readSettings';
import { type ChannelState, type TriggerState, emptyState } from './triggerState';

export interface DetectedEvent {
	channel: ChannelName;
	id: string;
	/**
	 * The record as the list shows it now; absent for an event owed by an earlier poll whose record
	 * has left the watched state since (it is read by id when emitted).
	 */
	record?: IDataObject;
	/** The marker saved for the record before (the previous publishedDraftId, say), if any. */
	previousMarker?: string;
	/** Found by an earlier poll that had no requests left for it: it goes before newer events. */
	owed?: boolean;
}

/**
 * The saved channel state to compare with, or undefined when this channel starts being watched
 * now: first activation, another event, a new channel, or a saved state read under a narrower
 * server filter than today's list (it may lack records the list now returns).
 */
function comparable(previous: TriggerState | undefined, settings: TriggerSettings, current: ChannelSnapshot): ChannelState | undefined {
	if (!previous || previous.event !== settings.event.name) return undefined;
	const saved = previous.channels[current.channel];
	if (!saved) return undefined;
	return saved.scope === '' || saved.scope === current.scope ? saved : undefined;
}

/**
 * Compares what the lists show now with the saved state. A record fires when it is in the watched
 * state with a marker other than the saved one (any difference: the service's clock can step
 * back), or when an earlier poll owes its event; a channel seen for the first time fires nothing
 * unless "Include Existing on Activation" is on. An owed event whose record has left the list
 * fires too. The next state holds every watched record of the channel (in scope or not), so
 * narrowing or widening the client-side filters later never makes old records look new.
 */
export function detectChanges(
	previous: TriggerState | undefined,
	snapshot: ChannelSnapshot[],
	settings: TriggerSettings,
): { events: DetectedEvent[]; next: TriggerState } {
	const next = emptyState(settings.event.name);
	next.revision = (previous?.revision ?? 0) + 1;
	const events: DetectedEvent[] = [];
	for (const current of snapshot) {
		const { channel } = current;
		const saved = comparable(previous, settings, current);
		const owed = new Set(saved?.due ?? []);
		const seen: Record<string, string> = {};
		for (const record of current.records) {
			const id = String(record.id);
			const marker = settings.event.marker(record);
			seen[id] = marker;
			const wasOwed = owed.delete(id);
			const fires = saved ? saved.seen[id] !== marker || wasOwed : settings.includeExisting;
			if (fires && inScope(record, settings)) events.push({ channel, id, record, previousMarker: saved?.seen[id], owed: wasOwed });
		}
		for (const id of owed) events.push({ channel, id, previousMarker: saved?.seen[id], owed: true });
		next.channels[channel] = { scope: current.scope, seen };
	}
	return { events, next };
}

/**
 * Events this poll had no requests left to emit stay owed: the record keeps its earlier marker and
 * its id is due, so a later poll emits it exactly once.
 */
export function deferEvents(next: TriggerState, deferred: DetectedEvent[]): void {
	for (const { channel, id, record, previousMarker } of deferred) {
		const state = next.channels[channel];
		if (!state) continue;
		if (record) {
			if (previousMarker === undefined) delete state.seen[id];
			else state.seen[id] = previousMarker;
		}
		state.due = [...(state.due ?? []), id];
	}
}
