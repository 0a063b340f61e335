/**
 * Runs at most `limit` of the given tasks at once, however many are queued, recursion included.
 * The limit may be a function, read whenever a slot frees: a limit that rose lets more waiting
 * tasks go at once.
 */
export function createLimiter(limit: number | (() => number)) {
	const limitNow = typeof limit === 'number' ? () => limit : limit;
	let running = 0;
	const waiting: Array<() => void> = [];
	return async function run<T>(task: () => Promise<T>): Promise<T> {
		// A task woken from the queue finds its slot already counted, so that slots freed in one
		// turn of the event loop are never handed out twice.
		if (running >= limitNow()) await new Promise<void>((resolve) => waiting.push(resolve));
		else running++;
		try {
			return await task();
		} finally {
			running--;
			while (waiting.length > 0 && running < limitNow()) {
				running++;
				waiting.shift()?.();
			}
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
