/** Requests served since the last clear, for tests that count what a node sent. */

/** Keeps a long-running sandbox's memory bounded; far above what any test reads between clears. */
const CAPACITY = 100_000;

export interface LoggedRequest {
	method: string;
	path: string;
	query: Record<string, unknown>;
	status: number;
}

export class RequestLog {
	private entries: LoggedRequest[] = [];

	add(entry: LoggedRequest): void {
		if (this.entries.length >= CAPACITY) this.entries.splice(0, CAPACITY / 10);
		this.entries.push(entry);
	}

	list(): LoggedRequest[] {
		return [...this.entries];
	}

	clear(): void {
		this.entries = [];
	}
}
