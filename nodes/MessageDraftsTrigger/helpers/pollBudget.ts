import type { INode, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { pacerOf } from '../../shared/transport/pacing';
import type { Deadline } from '../../shared/transport/retry';

// n8n polls at most once a minute, and other workflows share the key.
const POLL_SHARE_OF_LIMIT = 1 / 4;
// A quarter of the service's default 3,600 a minute, until an answer shows the account's limit.
export const DEFAULT_POLL_REQUEST_BUDGET = 900;

export function pollRequestBudget(node: INode): number {
	const limit = pacerOf(node).limit;
	return limit === undefined
		? DEFAULT_POLL_REQUEST_BUDGET
		: Math.max(1, Math.floor(limit * POLL_SHARE_OF_LIMIT));
}

// n8n 2.41 marks a publication failed after 84 s.
export const FIRST_POLL_MS = 30_000;

// n8n 2.38+ gives a poll its time; older versions set no limit.
export function pollDeadline(
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
