/**
 * This process's clock, running `factor` times as fast as the wall clock while the file's tests
 * run: `Date.now` and `setTimeout` only. The sandbox runs in this process too, so its rate-limit
 * minute, its latency and the pacer's wait for the minute all pass `factor` times as fast, and a
 * test meets a per-minute limit several times over without waiting real minutes. Jest keeps its
 * own copy of setTimeout, so test timeouts stay in real time.
 *
 * The HTTP client's Timeout is a `setTimeout` too (axios times the connect phase with one), so it
 * passes `factor` times as fast: the package's 30 s is 3 s of real time at ten times. A file whose
 * requests must not time out however slowly this machine answers keeps those timers real with
 * `realRequestTimeouts`; a file that tests a poll's budget keeps them fast, since a poll's request
 * may take only what is left of the budget.
 */
export function useFastClock(factor: number, { realRequestTimeouts = false } = {}): void {
	const realNow = Date.now;
	const realSetTimeout = globalThis.setTimeout;
	const fromHttpClient = () =>
		/at dispatchHttpRequest \(.*[\\/]axios[\\/]/.test(new Error().stack ?? '');
	beforeAll(() => {
		const start = realNow();
		Date.now = () => Math.floor(start + (realNow() - start) * factor);
		globalThis.setTimeout = ((
			handler: (...args: unknown[]) => void,
			ms?: number,
			...args: unknown[]
		) => {
			const scale = realRequestTimeouts && fromHttpClient() ? 1 : factor;
			return realSetTimeout(handler, Math.max(0, (ms ?? 0) / scale), ...args);
		}) as typeof setTimeout;
	});
	afterAll(() => {
		Date.now = realNow;
		globalThis.setTimeout = realSetTimeout;
	});
}
