import { setTimeout as delay } from 'node:timers/promises';
import { inspect } from 'node:util';

export interface WaitOptions<T> {
	/** How long to wait at the most; a passing wait returns the moment its condition holds. */
	timeoutMs: number;
	/** Between two reads. */
	intervalMs?: number;
	/** How the last value read is shown when the wait runs out. */
	show?: (value: T) => string;
}

/** A wait that ran out: what it waited for, the last value it read, and for how long. */
export class WaitTimedOut extends Error {
	constructor(what: string, last: string, waitedMs: number) {
		super(`Waited ${(waitedMs / 1000).toFixed(1)} s for ${what}; last seen: ${last}`);
		this.name = 'WaitTimedOut';
	}
}

const shown = (value: unknown) =>
	inspect(value, { depth: 4, breakLength: Infinity, maxArrayLength: 50, maxStringLength: 500 });

/**
 * Reads until `check` holds and returns the value that passed. When the time runs out it throws,
 * naming `what` it waited for and the last value it read, so no test goes on with a value it did
 * not wait for. A read that throws ends the wait with its error.
 */
export async function waitFor<T>(
	what: string,
	read: () => Promise<T>,
	check: (value: T) => boolean,
	options: WaitOptions<T>,
): Promise<T> {
	const { timeoutMs, intervalMs = 1000, show = shown } = options;
	const started = Date.now();
	let last = 'nothing yet';
	for (;;) {
		const value = await read();
		if (check(value)) return value;
		last = show(value);
		const waited = Date.now() - started;
		if (waited >= timeoutMs) throw new WaitTimedOut(what, last, waited);
		await delay(Math.min(intervalMs, timeoutMs - waited));
	}
}
