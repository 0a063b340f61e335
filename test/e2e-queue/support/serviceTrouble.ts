import { type FlakyProxy, rawAnswer } from '../../harness/flakyProxy';

const unavailable = rawAnswer('503 Service Unavailable', [], {
	code: 'server_error',
	message: 'The service is down for maintenance',
});

export interface Outage {
	/** Requests answered 503 so far. */
	readonly refused: number;
	end(): void;
}

/** The service down for whoever reaches it through the proxy: every request answered 503 until `end()`. */
export function startOutage(proxy: FlakyProxy): Outage {
	let refused = 0;
	proxy.intercept(() => {
		refused++;
		return unavailable;
	});
	return {
		get refused() {
			return refused;
		},
		end: () => proxy.heal(),
	};
}

export interface HeldReads {
	/** Settles with the first draft whose read is held. */
	held: Promise<string>;
	/** Lets every request through again; the held ones are answered 503. */
	release(): void;
}

/**
 * Holds back the reads of some drafts, unanswered, as a service that hangs would. With Include
 * Draft Content the trigger reads each draft after the list showed it: a held read is a poll in
 * its middle, its list read and its execution not yet made.
 */
export function holdReads(proxy: FlakyProxy, draftIds: string[]): HeldReads {
	let release = () => {};
	const released = new Promise<void>((resolve) => (release = resolve));
	let hold = (_id: string) => {};
	const held = new Promise<string>((resolve) => (hold = resolve));
	proxy.intercept(async (requestLine) => {
		const id = /^GET \/drafts\/([^/?\s]+)/.exec(requestLine)?.[1];
		if (id === undefined || !draftIds.includes(id)) return undefined;
		hold(id);
		await released;
		return unavailable;
	});
	return {
		held,
		release() {
			proxy.heal();
			release();
		},
	};
}
