import type { IDataObject, INode, IPollFunctions } from 'n8n-workflow';

import { createLimiter } from '../../shared/transport/concurrency';
import type { FailureContext } from '../../shared/transport/failureContext';
import { type ListPage, listPages, nextCursor } from '../../shared/transport/listPages';
import type { Deadline, RetryPolicy } from '../../shared/transport/retry';
import { failureOf } from '../../shared/transport/serviceError';
import { serviceRequest } from '../../shared/transport/serviceRequest';
import { pollDeadline, pollRequestBudget } from './pollBudget';
import { ServiceClock } from './serviceClock';
import type { WatchedList } from './watchedList';

const READS_IN_FLIGHT = 16;

class Stopped extends Error {}

// The service may not keep its cursors for ever: a refused one starts the walk over.
const refusedCursor = (error: unknown) => {
	const failure = failureOf(error)?.failure;
	return failure?.status === 400 && failure.body?.parameter === 'cursor';
};

// Once one request fails, all stop, so nothing more is spent on a result that is thrown away.
export class PollClient {
	readonly node: INode;
	// n8n's clock: the items' seenAt.
	readonly seenAt: string;
	readonly clock: ServiceClock;
	private readonly deadline: Deadline | undefined;
	private readonly policy: RetryPolicy;
	private readonly reads = createLimiter(READS_IN_FLIGHT);
	private used = 0;
	private failure: unknown;
	private stopped = false;
	private timeRanOut = false;
	private slowestMs = 0;
	private answers = 0;

	constructor(
		private readonly context: IPollFunctions,
		startedAt: number,
		firstPoll: boolean,
	) {
		this.node = context.getNode();
		this.seenAt = new Date(startedAt).toISOString();
		this.clock = new ServiceClock(startedAt);
		const deadline = pollDeadline(context, startedAt, firstPoll);
		this.deadline = deadline && {
			at: deadline.at,
			expired: () => {
				this.timeRanOut = true;
				return deadline.expired();
			},
		};
		// A 429 is not tried again: its wait can outlast the poll, and the next poll catches up anyway.
		this.policy = {
			attempts: 3,
			baseDelayMs: 200,
			retryRateLimit: false,
			retryTransient: true,
			deadline: this.deadline,
		};
	}

	async get<T>(path: string, qs: IDataObject = {}, failureContext?: FailureContext): Promise<T> {
		if (this.stopped) throw new Stopped();
		const sentAt = Date.now();
		const observeHeaders = (headers: IDataObject) => this.clock.observe(headers);
		const answer = await serviceRequest<T>(
			this.context,
			{ path, qs, failureContext, observeHeaders },
			this.policy,
		);
		this.answers++;
		this.slowestMs = Math.max(this.slowestMs, Date.now() - sentAt);
		return answer;
	}

	// `from`: where an earlier poll stopped, '' for the start.
	async walk(
		list: WatchedList,
		from: string,
		onPage: (page: ListPage) => Promise<void>,
	): Promise<'ended' | 'cut'> {
		let pages = this.pages(list, from);
		let first = true;
		for (;;) {
			const next = await this.whileAllowed(async () => await pages.next()).catch(
				async (error: unknown) => {
					if (!first || from === '' || !refusedCursor(error)) throw error;
					pages = this.pages(list, '');
					return await this.whileAllowed(async () => await pages.next());
				},
			);
			first = false;
			if (next === undefined) return 'cut';
			if (next.done) return 'ended';
			await onPage(next.value);
			if (!nextCursor(next.value)) return 'ended';
		}
	}

	// A page's reads take their share when the page is read, before the next page is asked for.
	reserve(count: number): number {
		// Read each time: the poll's first answers may show the account's limit.
		const granted = Math.max(0, Math.min(count, pollRequestBudget(this.node) - this.used));
		this.used += granted;
		return granted;
	}

	// Undefined when the slowest request so far would not end before the deadline.
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

	// The first failure stops every task before its next request and is thrown once all settle, so no
	// request of this poll outlives it.
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

	// Saying so beats a poll that quietly makes no progress.
	throwIfNothingFitted(): void {
		if (this.answers === 0 && this.deadline && this.timeRanOut) throw this.deadline.expired();
	}

	private async whileAllowed<T>(read: () => Promise<T>): Promise<T | undefined> {
		return this.reserve(1) === 0 ? undefined : await this.whileTime(read);
	}

	private pages(
		{ path, filters, failureContext }: WatchedList,
		from: string,
	): AsyncGenerator<ListPage> {
		return listPages(
			this.node,
			path,
			async (pageQuery) => await this.get(path, { ...filters, ...pageQuery }, failureContext),
			from,
		);
	}
}
