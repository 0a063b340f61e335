/** Requests served since the last clear, for tests that count what a node sent. */

/** Keeps a long-running sandbox's memory bounded; far above what any test reads between clears. */
const CAPACITY = 100_000;

/** Longer paths are kept cut (with their length), so a flood of huge URLs cannot fill memory. */
const PATH_LIMIT = 1_000;

export interface LoggedRequest {
	method: string;
	path: string;
	query: Record<string, unknown>;
	status: number;
	/**
	 * Requests of the interface being served when this one came, itself included: what a client
	 * keeps in flight, counted. Absent for requests the router or Node's parser refused.
	 */
	concurrent?: number;
	/** When it was answered (epoch ms), so a test can say when its answers fell. */
	at: number;
}

/** The path of a request target as it was sent (not decoded: it may not decode), cut when huge. */
export function loggedPath(target: string): string {
	const path = target.split('?')[0];
	return path.length <= PATH_LIMIT
		? path
		: `${path.slice(0, PATH_LIMIT)}…(${path.length} characters)`;
}

/** The query of a request target that the router never parsed: leniently, as the log only reports it. */
export function loggedQuery(target: string): Record<string, string> {
	const index = target.indexOf('?');
	return index < 0 ? {} : Object.fromEntries(new URLSearchParams(target.slice(index + 1)));
}

export class RequestLog {
	private entries: LoggedRequest[] = [];
	private serving = 0;

	/** A request has come: returns how many are being served, itself included. */
	arrive(): number {
		this.serving += 1;
		return this.serving;
	}

	/** A request has been answered, or its connection closed unanswered. */
	leave(): void {
		this.serving -= 1;
	}

	add(entry: Omit<LoggedRequest, 'at'>): void {
		if (this.entries.length >= CAPACITY) this.entries.splice(0, CAPACITY / 10);
		this.entries.push({ ...entry, at: Date.now() });
	}

	list(): LoggedRequest[] {
		return [...this.entries];
	}

	clear(): void {
		this.entries = [];
	}
}
