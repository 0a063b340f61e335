import type { INode } from 'n8n-workflow';

import { createLimiter } from '../../shared/transport/concurrency';
import { pacerOf } from '../../shared/transport/pacing';
import type { Deadline } from '../../shared/transport/retry';

/**
 * Requests one poll may send: a quarter of the account's rate limit, as the service's answers show
 * it. n8n polls at most once a minute, so the trigger never starves the other workflows on the
 * same key (a small account is not overrun), and a large account reads more of its lists per poll.
 */
const POLL_SHARE_OF_LIMIT = 1 / 4;
/** The service's default limit is 3,600 requests a minute: the budget until an answer tells the account's. */
export const DEFAULT_POLL_REQUEST_BUDGET = 900;

/** The budget for the trigger's credential, from what its pacer has seen of the account's limit. */
export function pollRequestBudget(node: INode): number {
	const limit = pacerOf(node).limit;
	return limit === undefined ? DEFAULT_POLL_REQUEST_BUDGET : Math.max(1, Math.floor(limit * POLL_SHARE_OF_LIMIT));
}

/** Reads of one poll in flight at once, whichever list or event they are for. */
const READS_IN_FLIGHT = 16;

/** Thrown into reads still queued once another read of the same poll has failed. */
class Stopped extends Error {}

/**
 * The requests of one poll: counted against the budget, and stopped as soon as one of them fails,
 * so reads running side by side spend nothing more on a result that is thrown away. A read that
 * can wait for the next poll starts only while the poll has requests and time left for it.
 */
export class PollRequests {
	private used = 0;
	private failure: unknown;
	private stopped = false;
	private timeRanOut = false;
	private slowestMs = 0;
	private answers = 0;
	private readonly reads = createLimiter(READS_IN_FLIGHT);
	/** The poll's deadline as the requests see it: it notes when the time has run out. */
	readonly deadline: Deadline | undefined;

	constructor(
		private readonly node: INode,
		deadline: Deadline | undefined,
	) {
		this.deadline = deadline && {
			at: deadline.at,
			expired: () => {
				this.timeRanOut = true;
				return deadline.expired();
			},
		};
	}

	/** Read before every request: the first answers of a poll may show the account's limit. */
	get budget(): number {
		return pollRequestBudget(this.node);
	}

	/** Whether some read had to wait for the next poll for want of time. */
	get outOfTime(): boolean {
		return this.timeRanOut;
	}

	/** Requests answered so far. */
	get answered(): number {
		return this.answers;
	}

	/** Called before every request: refuses it once another read of the poll has failed. */
	beforeRequest(): void {
		if (this.stopped) throw new Stopped();
	}

	/** Called after every answered request, to tell how long the next one may take. */
	took(ms: number): void {
		this.answers++;
		this.slowestMs = Math.max(this.slowestMs, ms);
	}

	/**
	 * Counts up to `count` requests against the budget at once, and says how many the poll may
	 * send: a page's reads take their share when the page is read, in the list's order, before the
	 * next page is asked for.
	 */
	reserve(count: number): number {
		const granted = Math.max(0, Math.min(count, this.budget - this.used));
		this.used += granted;
		return granted;
	}

	/** Runs a read of one request, counted against the budget first: undefined when the budget is spent or the time runs out. */
	async whileAllowed<T>(read: () => Promise<T>): Promise<T | undefined> {
		return this.reserve(1) === 0 ? undefined : await this.whileTime(read);
	}

	/**
	 * Runs a read whose request is counted already: not at all when the slowest request so far would
	 * not end before the deadline, and undefined too when the deadline cut it short.
	 */
	async whileTime<T>(read: () => Promise<T>): Promise<T | undefined> {
		if (this.timeRanOut || (this.deadline && Date.now() + this.slowestMs >= this.deadline.at)) {
			this.timeRanOut = true;
			return undefined;
		}
		const outcome = await read().then(
			(value) => ({ value, error: undefined }),
			(error: unknown) => ({ value: undefined, error: error ?? new Error('The read failed') }),
		);
		if (outcome.error === undefined) return outcome.value;
		if (this.timeRanOut) return undefined;
		throw outcome.error;
	}

	/**
	 * Runs the tasks a few at a time (the poll's reads together at most sixteen, or `side by side`
	 * of these tasks at once, for tasks that read in turn themselves) and gives their results in the
	 * tasks' order, whatever order they finish in. The first failure stops every task that has not
	 * sent its next request yet, and is thrown once all have settled, so no request of this poll
	 * outlives it.
	 */
	async all<T>(tasks: Array<() => Promise<T>>, sideBySide?: number): Promise<T[]> {
		const run = sideBySide === undefined ? this.reads : createLimiter(sideBySide);
		const outcomes = await Promise.all(
			tasks.map(
				async (task) =>
					await run(async () => {
						try {
							return { value: await task() };
						} catch (error) {
							if (!this.stopped) {
								this.stopped = true;
								this.failure = error;
							}
							return undefined;
						}
					}),
			),
		);
		if (this.stopped) throw this.failure;
		return outcomes.map((outcome) => (outcome as { value: T }).value);
	}
}
