/** Runs at most `limit` of the given tasks at once, however many are queued, recursion included. */
export function createLimiter(limit: number) {
	let running = 0;
	const waiting: Array<() => void> = [];
	return async function run<T>(task: () => Promise<T>): Promise<T> {
		if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
		running++;
		try {
			return await task();
		} finally {
			running--;
			waiting.shift()?.();
		}
	};
}

/**
 * Reads a node fans out for one item (folder levels, languages): a few in flight at once, quick on
 * a wide fan-out and gentle on the account's rate limit.
 */
export function createReadLimiter() {
	return createLimiter(4);
}
