import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { createReadLimiter } from '../../shared/helpers/concurrency';

/**
 * Requests one poll may send. n8n polls at most once a minute and the service allows 3,600
 * requests a minute by default: a poll spends at most a quarter of that, so a backlog never
 * starves the other workflows on the same key, and a poll that has more to read leaves the rest
 * for the next poll.
 */
export const POLL_REQUEST_BUDGET = 900;

/** Thrown into reads still queued once another read of the same poll has failed. */
class Stopped extends Error {}

/**
 * The requests of one poll: counted against the budget, and stopped as soon as one of them fails,
 * so reads running side by side spend nothing more on a result that is thrown away.
 */
export class PollRequests {
	private used = 0;
	private failure: unknown;
	private stopped = false;

	constructor(
		private readonly node: INode,
		readonly budget: number = POLL_REQUEST_BUDGET,
	) {}

	get remaining(): number {
		return this.budget - this.used;
	}

	/** Called before every request: counts it, or refuses it when the poll has failed or has no budget left. */
	take(): void {
		if (this.stopped) throw new Stopped();
		if (this.used >= this.budget) throw this.exhausted();
		this.used++;
	}

	/** The error of a poll whose lists alone take its whole budget: it could never make progress. */
	exhausted(): NodeOperationError {
		return new NodeOperationError(
			this.node,
			`Reading the watched lists takes all of the ${this.budget} requests a poll may send.`,
			{
				description:
					"Nothing was emitted and nothing was saved. Every poll reads each page of the watched lists (25 records a page) and stays within a quarter of the service's default rate limit. Watch fewer channels, or a single template, so that the lists fit.",
			},
		);
	}

	/**
	 * Runs the tasks a few at a time and gives their results in the tasks' order, whatever order
	 * they finish in. The first failure stops every task that has not sent its next request yet,
	 * and is thrown once all have settled, so no request of this poll outlives it.
	 */
	async all<T>(tasks: Array<() => Promise<T>>): Promise<T[]> {
		const run = createReadLimiter();
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
