import type { IDataObject, INode, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { listPages } from '../../shared/transport/listPages';
import type { Deadline, RetryPolicy } from '../../shared/transport/retry';
import { serviceRequest } from '../../shared/transport/serviceRequest';
import type { PollRequests } from './pollRequests';

export interface PollClient {
	/** The trigger, for the errors its reads raise. */
	node: INode;
	get<T>(path: string, qs?: IDataObject): Promise<T>;
	/** Every record of a cursor-paged list: ⌈records/25⌉ requests. */
	list(path: string, qs?: IDataObject): Promise<IDataObject[]>;
}

/** n8n 2.38+ tells a poll how long it may run; older versions do not, and set no limit. */
export function pollDeadline(context: IPollFunctions, startedAt: number): Deadline | undefined {
	const budget = (context as Partial<IPollFunctions>).getPollBudgetMs;
	if (typeof budget !== 'function') return undefined;
	const budgetMs = budget.call(context);
	if (!Number.isFinite(budgetMs) || budgetMs <= 0) return undefined;
	return {
		// Keep a tenth (at most two seconds) for building the items and handing them to n8n.
		at: startedAt + budgetMs - Math.min(budgetMs / 10, 2000),
		expired: () =>
			new NodeOperationError(
				context.getNode(),
				`The poll ran out of time: n8n gives it ${Math.round(budgetMs)} ms and reading the lists took longer.`,
				{
					description:
						'Nothing was emitted and nothing was saved, so the next poll picks up every change. If this keeps happening, watch fewer channels or a single template so that each poll reads fewer pages.',
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

/** GET requests of one poll, within its time and request budgets, on the shared request path. */
export function createPollClient(context: IPollFunctions, requests: PollRequests): PollClient {
	const policy = pollPolicy(requests.deadline);
	const get = async <T>(path: string, qs: IDataObject = {}) => {
		requests.take();
		const sentAt = Date.now();
		const answer = await serviceRequest<T>(context, { path, qs }, policy);
		requests.took(Date.now() - sentAt);
		return answer;
	};
	return {
		node: context.getNode(),
		get,
		async list(path, qs = {}) {
			const records: IDataObject[] = [];
			for await (const page of listPages(context.getNode(), path, async (pageQuery) => await get(path, { ...qs, ...pageQuery }))) {
				records.push(...page.data);
			}
			return records;
		},
	};
}
