/** The account-wide rate limit: a fixed one-minute window. */
const WINDOW_MS = 60_000;

export class RateLimiter {
	private windowStart = 0;
	private used = 0;

	constructor(public limit: number) {}

	/** Counts one request; false when the window's allowance is spent. */
	take(now = Date.now()): boolean {
		this.roll(now);
		if (this.used >= this.limit) return false;
		this.used += 1;
		return true;
	}

	remaining(now = Date.now()): number {
		this.roll(now);
		return Math.max(0, this.limit - this.used);
	}

	/** Whole seconds until the window resets, at least 1. */
	retryAfterSeconds(now = Date.now()): number {
		return Math.max(1, Math.ceil((this.windowStart + WINDOW_MS - now) / 1000));
	}

	reset(): void {
		this.windowStart = 0;
		this.used = 0;
	}

	private roll(now: number): void {
		if (now - this.windowStart >= WINDOW_MS) {
			this.windowStart = now;
			this.used = 0;
		}
	}
}
