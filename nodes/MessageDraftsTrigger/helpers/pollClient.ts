import type { IDataObject, INode, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { type ListPage, listPages } from '../../shared/transport/listPages';
import type { Deadline, RetryPolicy } from '../../shared/transport/retry';
import type { FailureContext } from '../../shared/transport/failureContext';
import { serviceRequest } from '../../shared/transport/serviceRequest';
import type { PollRequests } from './pollRequests';
import type { ServiceClock } from './serviceClock';
import type { WatchedList } from './sweep';

export interface PollClient {
	/** The trigger, for the errors its reads raise. */
	node: INode;
	get<T>(path: string, qs?: IDataObject, failureContext?: FailureContext): Promise<T>;
	/** The pages of a cursor-paged list, from the start or from a cursor an earlier poll stopped at. */
	pages(list: WatchedList, from: string): AsyncGenerator<ListPage>;
}

/**
 * How long the first poll of a publication (or of n8n's start) may take, whatever n8n's poll budget
 * says: n8n 2.41's publication service gives up on a publication after 70% of its outbox lease
 * (N8N_WORKFLOW_PUBLICATION_OUTBOX_LEASE_SECONDS, 120 s by default), and marks it failed.
 */
export const FIRST_POLL_MS = 30_000;

/**
 * The poll's deadline: n8n 2.38+ tells a poll how long it may run (older versions set no limit),
 * and the first poll of a publication or start takes at most FIRST_POLL_MS.
 */
export function pollDeadline(context: IPollFunctions, startedAt: number, firstPoll: boolean): Deadline | undefined {
	const budget = (context as Partial<IPollFunctions>).getPollBudgetMs;
	const given = typeof budget === 'function' ? budget.call(context) : Infinity;
	const budgetMs = Math.min(Number.isFinite(given) && given > 0 ? given : Infinity, firstPoll ? FIRST_POLL_MS : Infinity);
	if (budgetMs === Infinity) return undefined;
	return {
		// Keep a tenth (at most two seconds) for building the items and handing them to n8n.
		at: startedAt + budgetMs - Math.min(budgetMs / 10, 2000),
		expired: () =>
			new NodeOperationError(
				context.getNode(),
				`The poll ran out of time: n8n gives it ${Math.round(budgetMs)} ms, and not one read fitted in it.`,
				{
					description:
						'Nothing was emitted and nothing was saved, so the next poll picks up every change. If this keeps happening, the service is answering very slowly.',
					failure: { cause: 'temporarily-unavailable' },
				},
			),
	};
}

/**
 * A server error or a dropped connection is tried again, quickly and a few times at most, so a
 * passing hiccup does not turn into a failed execution. A 429 is not: the account's allowance is
 * spent, the wait it asks for can outlast the poll, and the next poll catches up anyway.
 */
function pollPolicy(deadline: Deadline | undefined): RetryPolicy {
	return { attempts: 3, baseDelayMs: 200, retryRateLimit: false, retryTransient: true, deadline };
}

/** GET requests of one poll, on the shared request path; each is one of the reads PollRequests counts. */
export function createPollClient(context: IPollFunctions, requests: PollRequests, clock: ServiceClock): PollClient {
	const policy = pollPolicy(requests.deadline);
	const get = async <T>(path: string, qs: IDataObject = {}, failureContext?: FailureContext) => {
		requests.beforeRequest();
		const sentAt = Date.now();
		const observeHeaders = (headers: IDataObject) => clock.observe(headers);
		const answer = await serviceRequest<T>(context, { path, qs, failureContext, observeHeaders }, policy);
		requests.took(Date.now() - sentAt);
		return answer;
	};
	return {
		node: context.getNode(),
		get,
		pages: ({ path, filters, failureContext }, from) =>
			listPages(context.getNode(), path, async (pageQuery) => await get(path, { ...filters, ...pageQuery }, failureContext), from),
	};
}
