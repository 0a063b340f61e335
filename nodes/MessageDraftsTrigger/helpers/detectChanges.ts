import type { IDataObject } from 'n8n-workflow';

import type { ChannelName } from '../../shared/channels';
import { inScope } from './inScope';
import type { TriggerSettings } from './readSettings';
import type { ChannelState, Sweep } from './triggerState';

export interface DetectedEvent {
	channel: ChannelName;
	id: string;
	/**
	 * The record as the list shows it now; absent for an event owed by an earlier poll (it is read
	 * by id when emitted, and may have left the watched state since).
	 */
	record?: IDataObject;
	/** The marker known for the record before (the previous publishedDraftId, say), if any. */
	previousMarker?: string;
	/**
	 * Found by an earlier poll that had no requests or time left for it: it goes before newer events.
	 */
	owed?: boolean;
	/** What this sweep had read of the record before this page: put back if the event must wait. */
	readBefore?: string;
}

/**
 * Compares one page of a channel's list with what the trigger knows. Any other marker fires, since
 * the service's clock can step back; on a first sweep, a change at or after the watch began does.
 * Records out of scope are noted too, so changing the filters later never makes old ones look new.
 */
export function detectChanges(
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
