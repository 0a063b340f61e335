/**
 * The account-wide rate limit: a fixed window. The limit is per minute; a shorter window enforces
 * the same rate more strictly, letting through only its share of the minute's allowance, so that a
 * benchmark or test meets the limit in seconds instead of minutes.
 */
const MINUTE_MS = 60_000;

export class RateLimiter {
	private windowStart = 0;
	private used = 0;

	/** `limit`: requests per minute; `windowMs`: the window they are counted in. */
	constructor(
		public limit: number,
		readonly windowMs = MINUTE_MS,
	) {}

	/** What one window allows: the minute's limit, or its share of it for a shorter window. */
	private get allowance(): number {
		return Math.max(1, Math.floor((this.limit * this.windowMs) / MINUTE_MS));
	}

	/** Counts one request; false when the window's allowance is spent. */
	take(now = Date.now()): boolean {
		this.roll(now);
		if (this.used >= this.allowance) return false;
		this.used += 1;
		return true;
	}

	remaining(now = Date.now()): number {
		this.roll(now);
		return Math.max(0, this.allowance - this.used);
	}

	/** Whole seconds until the window resets, at least 1. */
	retryAfterSeconds(now = Date.now()): number {
		return Math.max(1, Math.ceil((this.windowStart + this.windowMs - now) / 1000));
	}

	reset(): void {
		this.windowStart = 0;
		this.used = 0;
	}

	private roll(now: number): void {
		if (now - this.windowStart >= this.windowMs) {
			this.windowStart = now;
			this.used = 0;
		}
	}
}
