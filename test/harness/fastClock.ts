import { fromHttpClient } from './httpTimeout';

/**
 * This process's clock, running `factor` times as fast as the wall clock while the file's tests
 * run: `Date.now` and `setTimeout` only. The sandbox runs in this process too, so its rate-limit
 * minute, its latency and the pacer's wait for the minute all pass `factor` times as fast, and a
 * test meets a per-minute limit several times over without waiting real minutes. Jest keeps its
 * own copy of setTimeout, so test timeouts stay in real time.
 *
 * The HTTP client's timer keeps real time: axios times a request with `setTimeout`, and on the fast
 * clock the package's 30 s Timeout would be a few real seconds, which a busy machine's answer can
 * take. How long this machine takes to answer is not what a fast-clock test measures.
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
		) => {
			const scale = fromHttpClient() ? 1 : factor;
			return realSetTimeout(handler, Math.max(0, (ms ?? 0) / scale), ...args);
		}) as typeof setTimeout;
	});
	afterAll(() => {
		Date.now = realNow;
		globalThis.setTimeout = realSetTimeout;
	});
}
