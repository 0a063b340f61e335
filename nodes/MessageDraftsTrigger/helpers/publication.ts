import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { failureClass } from '../../shared/transport/failureClass';
import { failureOf } from '../../shared/transport/serviceError';

// n8n handles a publication's first poll apart from the scheduled ones.
// Why: docs/trigger.md#the-publications-first-poll-a-report-for-n8ns-maintainers

// n8n's budget for a poll its durable scheduler does not run as a task.
const UNSCHEDULED_POLL_BUDGET_MS = 5 * 60_000;

// n8n builds one context per publication or start.
const polled = new WeakSet<IPollFunctions>();

const STARTS: readonly string[] = ['init', 'leadershipChange'];

export type FirstPoll = 'publication' | 'start';

// n8n's durable scheduler builds a new context for every scheduled poll too, but gives those less
// than five minutes.
export function firstPollOf(context: IPollFunctions): FirstPoll | undefined {
	if (polled.has(context)) return undefined;
	polled.add(context);
	const budget = (context as Partial<IPollFunctions>).getPollBudgetMs;
	if (typeof budget === 'function' && budget.call(context) < UNSCHEDULED_POLL_BUDGET_MS)
		return undefined;
	return STARTS.includes(context.getActivationMode()) ? 'start' : 'publication';
}

const keyOf = (context: IPollFunctions) =>
	`messageDraftsTrigger:${context.getNode().id}:publishedAt`;
const globalData = (context: IPollFunctions): IDataObject =>
	context.getWorkflowStaticData('global');

// Kept in global static data, which n8n saves after every publication even where it throws the
// node's own away.
export function publishedAt(context: IPollFunctions): string | undefined {
	const value = globalData(context)[keyOf(context)];
	return typeof value === 'string' ? value : undefined;
}

export function notePublication(context: IPollFunctions, since: string): void {
	globalData(context)[keyOf(context)] = since;
}

export function forgetPublication(context: IPollFunctions): void {
	const data = globalData(context);
	if (keyOf(context) in data) delete data[keyOf(context)];
}

const TIMED_CAUSES: readonly unknown[] = [
	'rate-limited',
	'quota-exhausted',
	'temporarily-unavailable',
];

// n8n before 2.41 drops the declared class, so it is worked out again.
export function isTransientFailure(error: unknown): boolean {
	const origin = failureOf(error);
	const failure = origin
		? failureClass(origin.failure)
		: (error as { failure?: { cause?: unknown } } | undefined)?.failure;
	return TIMED_CAUSES.includes(failure?.cause);
}
