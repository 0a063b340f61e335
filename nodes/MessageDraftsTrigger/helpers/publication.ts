import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { failureClass } from '../../shared/transport/failureClass';
import { failureOf } from '../../shared/transport/serviceError';

/**
 * The first poll of a publication or of n8n's start, which n8n handles apart from the polls on the
 * schedule (docs/trigger.md, "The publication's first poll"): it fails the publication for good
 * when that poll throws, may throw away what it saved, and may run a poll on the schedule beside
 * it.
 */

/** n8n's time budget for a poll that its durable scheduler does not run as a task: 5 minutes. */
const UNSCHEDULED_POLL_BUDGET_MS = 5 * 60_000;

/** The contexts n8n has polled with: one per publication or start, on its in-memory schedule. */
const polled = new WeakSet<IPollFunctions>();

/**
 * Activation modes of n8n starting up, or of a main taking the leader's place: no new publication.
 */
const STARTS: readonly string[] = ['init', 'leadershipChange'];

export type FirstPoll = 'publication' | 'start';

/**
 * Whether this is the first poll of a publication or of n8n's start (or of a main taking over as
 * leader): a context n8n has not polled with yet. Its durable scheduler builds one for every poll
 * on the schedule too, but gives those less than five minutes.
 */
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

/**
 * When the workflow was last published, as its first poll noted it in the workflow's global static
 * data, which n8n saves after every publication even where it throws the node's own away.
 */
export function publishedAt(context: IPollFunctions): string | undefined {
	const value = globalData(context)[keyOf(context)];
	return typeof value === 'string' ? value : undefined;
}

export function notePublication(context: IPollFunctions, since: string): void {
	globalData(context)[keyOf(context)] = since;
}

/** Once the trigger's own state is saved, the publication's time has served. */
export function forgetPublication(context: IPollFunctions): void {
	const data = globalData(context);
	if (keyOf(context) in data) delete data[keyOf(context)];
}

/**
 * How long n8n may take to save what a first poll emitted; past that, the save is taken as lost.
 */
const SAVE_WAIT_MS = 2 * 60_000;

/**
 * The first polls under way in this n8n process, by trigger, or ended with the revision of the
 * state they emitted until a poll starts from it: a poll on the schedule beside them would start
 * from an older state and emit the same events again.
 */
const firstPolls = new Map<string, { revision?: number; endedAt?: number }>();
const triggerOf = (context: IPollFunctions) =>
	`${context.getWorkflow().id ?? ''}:${context.getNode().id}`;

export function firstPollStarted(context: IPollFunctions): void {
	firstPolls.set(triggerOf(context), {});
}

/** `revision`: that of the state the poll emitted with; undefined when it emitted nothing. */
export function firstPollEnded(context: IPollFunctions, revision: number | undefined): void {
	if (revision === undefined) firstPolls.delete(triggerOf(context));
	else firstPolls.set(triggerOf(context), { revision, endedAt: Date.now() });
}

/**
 * Whether a poll on the schedule, starting from the state of `revision`, leaves its turn to a
 * first poll: under way here, or its state not saved yet. With `publicationUnseen` (no state of
 * its own nor the publication's time), that first poll is not saved, here or on another main.
 */
export function waitsForFirstPoll(
	context: IPollFunctions,
	revision: number | undefined,
	publicationUnseen: boolean,
): boolean {
	const key = triggerOf(context);
	const first = firstPolls.get(key);
	if (first !== undefined) {
		if (first.revision === undefined) return true;
		if ((revision ?? 0) < first.revision && Date.now() - (first.endedAt ?? 0) < SAVE_WAIT_MS)
			return true;
		firstPolls.delete(key);
	}
	return publicationUnseen;
}

/**
 * Causes a wait can heal, as n8n's Failure names them: the service is throttling, out of quota, or
 * down.
 */
const TIMED_CAUSES: readonly unknown[] = [
	'rate-limited',
	'quota-exhausted',
	'temporarily-unavailable',
];

/**
 * Whether a wait heals the error: the request's class is worked out again, since n8n before 2.41
 * drops the one declared.
 */
export function isTransientFailure(error: unknown): boolean {
	const origin = failureOf(error);
	const failure = origin
		? failureClass(origin.failure)
		: (error as { failure?: { cause?: unknown } } | undefined)?.failure;
	return TIMED_CAUSES.includes(failure?.cause);
}
