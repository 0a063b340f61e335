import type { ChannelName } from '../../shared/channels';
import { nextCursor } from '../../shared/transport/listPages';
import { detectChanges } from './detectChanges';
import { type EmittedEvent, eventItems } from './eventItems';
import { deferEvent } from './owedEvents';
import type { PollClient } from './pollClient';
import type { TriggerSettings } from './readSettings';
import type { ChannelState, TriggerState } from './triggerState';
import { watchedList } from './watchedList';

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
		outcome = await client.walk(watchedList(settings, channel), sweep.next, async (page) => {
			const events = detectChanges(state, sweep, channel, page.data, settings, since);
			sweep.next = nextCursor(page);
			if (events.length === 0) return;
			const read = eventItems(client, settings, events).then(({ emitted: items, deferred }) => {
				emitted.push(...items);
				for (const detected of deferred) deferEvent(state, detected);
			});
			// Awaited once the walk is over; a failure meanwhile stops the walk through the requests.
			read.catch(() => {});
			reading.push(read);
		});
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
