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

export interface HeldRequests {
	/** Settles with the first request line held. */
	held: Promise<string>;
	/** Lets every request through again; the held ones get `answer`, or go on to the sandbox. */
	release(): void;
}

/**
 * Holds back the requests whose first line `matches`, unanswered, as a service that hangs would:
 * whatever made them waits in the middle of its work until the test releases them.
 */
export function holdRequests(
	proxy: FlakyProxy,
	matches: (requestLine: string) => boolean,
	answer?: string,
): HeldRequests {
	let release = () => {};
	const released = new Promise<void>((resolve) => (release = resolve));
	let hold = (_line: string) => {};
	const held = new Promise<string>((resolve) => (hold = resolve));
	proxy.intercept(async (requestLine) => {
		if (!matches(requestLine)) return undefined;
		hold(requestLine);
		await released;
		return answer;
	});
	return {
		held,
		release() {
			proxy.heal();
			release();
		},
	};
}

const draftRead = (requestLine: string) => /^GET \/drafts\/([^/?\s]+)/.exec(requestLine)?.[1];

/**
 * Holds back the reads of some drafts; once released they are answered 503. With Include Draft
 * Content the trigger reads each draft after the list showed it: a held read is a poll in its
 * middle, its list read and its execution not yet made. Settles with the first draft held.
 */
export function holdReads(proxy: FlakyProxy, draftIds: string[]): HeldRequests {
	const hold = holdRequests(
		proxy,
		(requestLine) => draftIds.includes(draftRead(requestLine) ?? ''),
		unavailable,
	);
	return { ...hold, held: hold.held.then((line) => draftRead(line) as string) };
}
