import type { IDataObject } from 'n8n-workflow';

import type { ChannelName } from '../../shared/channels';
import { inScope } from './inScope';
import type { TriggerSettings } from './readSettings';
import type { ChannelState, Sweep } from './triggerState';

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

// Any other marker fires, since the service's clock can step back. Records out of scope are noted
// too, so changing the filters later never makes old ones look new.
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
