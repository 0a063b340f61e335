import type { DetectedEvent } from './detectChanges';
import { type EmittedEvent, eventItems } from './eventItems';
import type { PollClient } from './pollClient';
import type { TriggerSettings } from './readSettings';
import { type ChannelState, type TriggerState, knownMarker, remember } from './triggerState';

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
export function deferEvent(state: ChannelState, { id, record, readBefore }: DetectedEvent): void {
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
