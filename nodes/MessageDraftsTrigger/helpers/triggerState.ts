import type { IDataObject } from 'n8n-workflow';

import { type ChannelName, isChannelName } from '../../shared/channels';
import type { TriggerEventName } from '../events';
import type { TriggerSettings } from './readSettings';
import { watchedList } from './watchedList';

// Bump when the saved shape changes: an unknown format is read as a first activation.
// Format 1 is format 2 with no sweep under way.
const STATE_FORMAT = 2;
const READABLE_FORMATS: readonly unknown[] = [1, STATE_FORMAT];

export type Markers = Record<string, string>;

// A walk through a list that takes more than one poll.
export interface Sweep {
	next: string;
	read: Markers;
}

export interface ChannelState {
	// '' for no server-side filter.
	scope: string;
	// Absent until the channel's first sweep ends.
	seen?: Markers;
	// While the first sweep runs, records changed at or after this time (service clock) fire.
	since?: string;
	sweep?: Sweep;
	// Events found by a poll with no requests or time left to emit them. Each fires once, later.
	due?: string[];
}

// Kept in static data. It holds the present watched state, never history, so it does not grow.
export interface TriggerState {
	format: typeof STATE_FORMAT;
	event: TriggerEventName;
	// Tells a poll whether it starts from the state the last poll in this process emitted with.
	revision: number;
	channels: Partial<Record<ChannelName, ChannelState>>;
}

const isMarkers = (value: unknown): value is Markers =>
	typeof value === 'object' &&
	value !== null &&
	Object.values(value).every((marker) => typeof marker === 'string');

function isChannelState(value: unknown): value is ChannelState {
	if (typeof value !== 'object' || value === null) return false;
	const { scope, seen, since, sweep, due } = value as ChannelState;
	return (
		typeof scope === 'string' &&
		(seen === undefined || isMarkers(seen)) &&
		(since === undefined || typeof since === 'string') &&
		(seen !== undefined || since !== undefined) &&
		(sweep === undefined ||
			(typeof sweep === 'object' &&
				sweep !== null &&
				typeof sweep.next === 'string' &&
				isMarkers(sweep.read))) &&
		(due === undefined || (Array.isArray(due) && due.every((id) => typeof id === 'string')))
	);
}

export const neverSaved = (staticData: IDataObject): boolean =>
	Object.keys(staticData).length === 0;

export function readState(staticData: IDataObject): TriggerState | undefined {
	const { format, event, revision, channels } = staticData as Partial<
		Omit<TriggerState, 'format'>
	> & { format?: unknown };
	if (
		!READABLE_FORMATS.includes(format) ||
		typeof event !== 'string' ||
		typeof revision !== 'number'
	)
		return undefined;
	if (typeof channels !== 'object' || channels === null) return undefined;
	const valid = Object.entries(channels).every(
		([name, state]) => isChannelName(name) && isChannelState(state),
	);
	return valid ? { format: STATE_FORMAT, event, revision, channels } : undefined;
}

// Replaced in place because n8n saves that very object.
export function writeState(
	staticData: IDataObject,
	state: TriggerState,
	watchedSince: string,
): void {
	for (const channel of Object.values(state.channels))
		if (channel.seen === undefined) channel.since ??= watchedSince;
	for (const key of Object.keys(staticData)) {
		if (!(key in state)) delete staticData[key];
	}
	Object.assign(staticData, state);
}

// n8n keeps the saved state in memory between polls, and a failed poll must leave it untouched.
function copyOf(state: ChannelState): ChannelState {
	const { scope, seen, since, sweep, due } = state;
	return {
		scope,
		...(seen === undefined ? {} : { seen: { ...seen } }),
		...(since === undefined ? {} : { since }),
		...(sweep === undefined ? {} : { sweep: { next: sweep.next, read: { ...sweep.read } } }),
		...(due === undefined ? {} : { due: [...due] }),
	};
}

// A state read under a narrower server filter may lack records the list now returns: start over.
export function nextState(
	previous: TriggerState | undefined,
	settings: TriggerSettings,
): TriggerState {
	const next: TriggerState = {
		format: STATE_FORMAT,
		event: settings.event.name,
		revision: (previous?.revision ?? 0) + 1,
		channels: {},
	};
	for (const channel of settings.channels) {
		const { scope } = watchedList(settings, channel);
		const saved = previous?.event === settings.event.name ? previous.channels[channel] : undefined;
		next.channels[channel] =
			saved && (saved.scope === '' || saved.scope === scope)
				? { ...copyOf(saved), scope }
				: { scope, sweep: { next: '', read: {} } };
	}
	return next;
}
