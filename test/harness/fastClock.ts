/**
 * This process's clock, running `factor` times as fast as the wall clock while the file's tests
 * run: `Date.now` and `setTimeout` only. The sandbox runs in this process too, so its rate-limit
 * minute, its latency and the pacer's wait for the minute all pass `factor` times as fast, and a
 * test meets a per-minute limit several times over without waiting real minutes. The requests counted are those of real
 * time; connections and socket timeouts keep Node's own timers. Jest keeps its own copy of
 * setTimeout, so test timeouts stay in real time.
 */
export function useFastClock(factor: number): void {
	const realNow = Date.now;
	const realSetTimeout = globalThis.setTimeout;
	beforeAll(() => {
		const start = realNow();
		Date.now = () => Math.floor(start + (realNow() - start) * factor);
		globalThis.setTimeout = ((
			handler: (...args: unknown[]) => void,
			ms?: number,
			...args: unknown[]
		) => realSetTimeout(handler, Math.max(0, (ms ?? 0) / factor), ...args)) as typeof setTimeout;
	});
	afterAll(() => {
		Date.now = realNow;
		globalThis.setTimeout = realSetTimeout;
	});
}
