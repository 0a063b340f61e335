/** What a side of a row is: built once in its own process, then run round after round. */
export interface RunResult {
	/** Output items (or records) the run produced. */
	items: number;
	/** Anything else the row reports, such as failed items or the size of static data. */
	counts?: Record<string, number>;
	/** The output, kept referenced until it has been weighed. */
	keep?: unknown;
}

export interface Side {
	/** `job` is what the row hands this side for the run (the sandbox address, the item count). */
	run(job: any): Promise<RunResult>;
}

export interface SideModule {
	createSide(options: unknown): Promise<Side>;
}

export interface Measurement {
	ms: number;
	/** Heap still used after the run, with its output alive, minus before it (after a full GC each time). */
	retainedBytes: number;
	items: number;
	counts?: Record<string, number>;
}
