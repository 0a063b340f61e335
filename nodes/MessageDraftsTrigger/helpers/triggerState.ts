import type { IDataObject } from 'n8n-workflow';

import { type ChannelName, isChannelName } from '../../shared/channels';
import type { TriggerEventName } from '../events';
import type { TriggerSettings } from './readSettings';
import { watchedList } from './watchedList';

/**
 * Bumped when the saved shape changes: an unknown shape is treated as a first activation. Format 1
 * (every list read whole in each poll) is format 2 with no sweep under way, and is read as such.
 */
const STATE_FORMAT = 2;
const READABLE_FORMATS: readonly unknown[] = [1, STATE_FORMAT];

/** Marker by record id: what the trigger knows of each record in the watched state. */
export type Markers = Record<string, string>;

/**
 * A walk through a channel's list that takes more than one poll: where it goes on, what it has
 * read.
 */
export interface Sweep {
	/** The list's cursor for the next page. */
	next: string;
	/** Marker by id of every watched record this sweep has read so far. */
	read: Markers;
}

export interface ChannelState {
	/** The server-side filter the list was read with ('' for none). */
	scope: string;
	/**
	 * Marker by id of every record in the watched state when the last whole sweep of the list ended:
	 * nothing about the past. Absent until the channel's first sweep ends.
	 */
	seen?: Markers;
	/**
	 * While the first sweep is under way: records that changed at or after this time (the service's
	 * clock, as `updatedAt` is written) changed after the trigger started watching, and fire.
	 */
	since?: string;
	/** The sweep under way, when the list is longer than one poll reads. */
	sweep?: Sweep;
	/**
	 * Events found by an earlier poll that had no requests or time left to emit them: each fires in a
	 * later poll, once, even if its record has left the watched state since. Absent when none is
	 * owed.
	 */
	due?: string[];
}

/**
 * What the trigger keeps in the workflow's static data: the records in the watched state (drafts
 * waiting now, say) and how far the current walk through each list has come, so its size follows
 * the present, never history.
 */
export interface TriggerState {
	format: typeof STATE_FORMAT;
	event: TriggerEventName;
	/** Counts saved polls, so that a poll overlapping another can tell that it is stale. */
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

/** Whether n8n has never saved anything for the trigger: no poll of it has been kept yet. */
export const neverSaved = (staticData: IDataObject): boolean =>
	Object.keys(staticData).length === 0;

/** The saved state, or undefined when there is none (first activation) or it is not ours. */
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

export function revisionOf(staticData: IDataObject): unknown {
	return staticData.revision;
}

/**
 * Replaces the static data in place (n8n saves that very object), dropping anything else. A channel
 * still on its first sweep keeps the time it started being watched.
 */
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

/**
 * A copy of a saved channel state that a poll may change: n8n keeps the saved one in memory between
 * polls, and a poll that fails must leave it exactly as it was.
 */
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

/**
 * The state this poll builds on: each channel's saved state, or a first sweep where the channel
 * starts being watched now (first activation, another event, a new channel, or a state read under
 * a narrower server filter than today's list, which may lack records the list now returns).
 */
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

/**
 * What the trigger knows of a record now: as this sweep read it, else as the last whole sweep left
 * it.
 */
export function knownMarker(state: ChannelState, id: string): string | undefined {
	return state.sweep?.read[id] ?? state.seen?.[id];
}

/**
 * Notes a record's marker as the trigger now knows it (undefined: it is not in the watched state).
 */
export function remember(state: ChannelState, id: string, marker: string | undefined): void {
	const markers = state.sweep ? state.sweep.read : (state.seen ??= {});
	if (marker === undefined) delete markers[id];
	else markers[id] = marker;
}
