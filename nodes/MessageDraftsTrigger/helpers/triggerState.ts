import type { IDataObject } from 'n8n-workflow';

import { type ChannelName, isChannelName } from '../../shared/channels';
import type { TriggerEventName } from '../events';

/** Bumped when the saved shape changes: an unknown shape is treated as a first activation. */
const STATE_FORMAT = 1;

export interface ChannelState {
	/** The server-side filter the list was read with ('' for none). */
	scope: string;
	/** Marker by id of every record in the watched state now: nothing about the past. */
	seen: Record<string, string>;
	/**
	 * Events found by an earlier poll that had no requests left to emit them: each fires in a later
	 * poll, once, even if its record has left the watched state since. Absent when none is owed.
	 */
	due?: string[];
}

/**
 * What the trigger keeps in the workflow's static data: the records in the watched state at the
 * last successful poll (drafts waiting now, say), so its size follows the present, never history.
 */
export interface TriggerState {
	format: typeof STATE_FORMAT;
	event: TriggerEventName;
	/** Counts saved polls, so that a poll overlapping another can tell that it is stale. */
	revision: number;
	channels: Partial<Record<ChannelName, ChannelState>>;
}

function isChannelState(value: unknown): value is ChannelState {
	if (typeof value !== 'object' || value === null) return false;
	const { scope, seen, due } = value as ChannelState;
	return (
		typeof scope === 'string' &&
		typeof seen === 'object' &&
		seen !== null &&
		Object.values(seen).every((marker) => typeof marker === 'string') &&
		(due === undefined || (Array.isArray(due) && due.every((id) => typeof id === 'string')))
	);
}

/** The saved state, or undefined when there is none (first activation) or it is not ours. */
export function readState(staticData: IDataObject): TriggerState | undefined {
	const { format, event, revision, channels } = staticData as Partial<TriggerState>;
	if (format !== STATE_FORMAT || typeof event !== 'string' || typeof revision !== 'number') return undefined;
	if (typeof channels !== 'object' || channels === null) return undefined;
	const valid = Object.entries(channels).every(([name, state]) => isChannelName(name) && isChannelState(state));
	return valid ? { format, event, revision, channels } : undefined;
}

export function revisionOf(staticData: IDataObject): unknown {
	return staticData.revision;
}

/** Replaces the static data in place (n8n saves that very object), dropping anything else. */
export function writeState(staticData: IDataObject, state: TriggerState): void {
	for (const key of Object.keys(staticData)) {
		if (!(key in state)) delete staticData[key];
	}
	Object.assign(staticData, state);
}

export function emptyState(event: TriggerEventName): TriggerState {
	return { format: STATE_FORMAT, event, revision: 0, channels: {} };
}
