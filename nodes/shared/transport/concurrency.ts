// The limit may be a function, read whenever a slot frees, so a limit that rose lets more go.
export function createLimiter(limit: number | (() => number)) {
	const limitNow = typeof limit === 'number' ? () => limit : limit;
	let running = 0;
	const waiting: Array<() => void> = [];
	return async function run<T>(task: () => Promise<T>): Promise<T> {
		// A woken task finds its slot already counted, so slots freed in one turn of the event loop are
		// never handed out twice.
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

// A few at once: quick on a wide fan-out, gentle on the rate limit.
export function createReadLimiter() {
	return createLimiter(4);
}
