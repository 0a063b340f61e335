import type { IDataObject, INode, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { createLimiter } from '../../shared/transport/concurrency';
import type { FailureContext } from '../../shared/transport/failureContext';
import { type ListPage, listPages, nextCursor } from '../../shared/transport/listPages';
import { pacerOf } from '../../shared/transport/pacing';
import type { Deadline, RetryPolicy } from '../../shared/transport/retry';
import { failureOf } from '../../shared/transport/serviceError';
import { serviceRequest } from '../../shared/transport/serviceRequest';
import type { WatchedList } from './watchedList';

// n8n polls at most once a minute, and other workflows share the key.
const POLL_SHARE_OF_LIMIT = 1 / 4;
// A quarter of the service's default 3,600 a minute, until an answer shows the account's limit.
export const DEFAULT_POLL_REQUEST_BUDGET = 900;

function pollRequestBudget(node: INode): number {
	const limit = pacerOf(node).limit;
	return limit === undefined
		? DEFAULT_POLL_REQUEST_BUDGET
		: Math.max(1, Math.floor(limit * POLL_SHARE_OF_LIMIT));
}

// n8n 2.41 marks a publication failed after 84 s.
const FIRST_POLL_MS = 30_000;

// n8n 2.38+ gives a poll its time; older versions set no limit.
function pollDeadline(
	context: IPollFunctions,
	startedAt: number,
	firstPoll: boolean,
): Deadline | undefined {
	const budget = (context as Partial<IPollFunctions>).getPollBudgetMs;
	const given = typeof budget === 'function' ? budget.call(context) : Infinity;
	const budgetMs = Math.min(
		Number.isFinite(given) && given > 0 ? given : Infinity,
		firstPoll ? FIRST_POLL_MS : Infinity,
	);
	if (budgetMs === Infinity) return undefined;
	return {
		// Keep a tenth (at most 2 s) for building the items and handing them to n8n.
		at: startedAt + budgetMs - Math.min(budgetMs / 10, 2000),
		expired: () =>
			new NodeOperationError(
				context.getNode(),
				`The poll ran out of time: n8n gives it ${Math.round(budgetMs)} ms, and not one ` +
					'read fitted in it.',
				{
					description:
						'Nothing was emitted and nothing was saved, so the next poll picks up every ' +
						'change. If this keeps happening, the service is answering very slowly.',
					failure: { cause: 'temporarily-unavailable' },
				},
			),
	};
}

// The first answer's Date less the time since the poll started is no later than the start on the
// service's clock, so no change after the start compares earlier, however far apart the clocks are.
class ServiceClock {
	private serviceStartMs: number | undefined;

	constructor(private readonly startedAt: number) {}

	observe(headers: IDataObject | undefined): void {
		if (this.serviceStartMs !== undefined) return;
		const date = Date.parse(String(headers?.date ?? ''));
		if (Number.isFinite(date))
			this.serviceStartMs = date - Math.max(0, Date.now() - this.startedAt);
	}

	// Whole seconds, rounded down, as the service writes times.
	get pollStart(): string {
		const ms = this.serviceStartMs ?? this.startedAt;
		return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
	}
}

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

	// `from`: where an earlier poll stopped, '' for the start; `next`: where the next poll goes on,
	// '' after the last page.
	async walk(
		list: WatchedList,
		from: string,
		onPage: (records: IDataObject[], next: string) => Promise<void>,
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
			const cursor = nextCursor(next.value);
			await onPage(next.value.data, cursor);
			if (!cursor) return 'ended';
		}
	}

	// Every task runs; one that sends a request runs only while the poll has requests and time left,
	// and otherwise comes back undefined. A page's reads take their share when the page is read,
	// before the next page is asked for.
	async allThatFit<T>(
		tasks: Array<{ sends: boolean; task: () => Promise<T> }>,
	): Promise<Array<T | undefined>> {
		let granted = this.reserve(tasks.filter(({ sends }) => sends).length);
		return await this.all(
			tasks.map(({ sends, task }) => {
				if (!sends) return task;
				if (granted === 0) return async () => undefined;
				granted--;
				return async () => await this.whileTime(task);
			}),
		);
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

	private reserve(count: number): number {
		// Read each time: the poll's first answers may show the account's limit.
		const granted = Math.max(0, Math.min(count, pollRequestBudget(this.node) - this.used));
		this.used += granted;
		return granted;
	}

	// Undefined when the slowest request so far would not end before the deadline.
	private async whileTime<T>(read: () => Promise<T>): Promise<T | undefined> {
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
