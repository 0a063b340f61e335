import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { failureClass } from '../../shared/transport/failureClass';
import { failureOf } from '../../shared/transport/serviceError';

/**
 * What the trigger knows of the moment the workflow was published.
 *
 * n8n runs a first poll when a workflow is published (and, on its in-memory scheduler, when it
 * starts), then polls on the schedule. Two of its ways with that first poll need handling here:
 * - n8n fails the publication for good when that poll throws: a passing outage of the service at
 *   that moment must not unpublish the workflow, so the first poll of a publication ignores it.
 * - n8n's durable scheduler with durable cursors (2.36 and newer) runs that poll as a test and
 *   keeps what it wrote to the node's static data only when it emitted something: the first
 *   scheduled poll finds no saved state and would take its first look a minute late, missing every
 *   draft submitted in between. So the publication's time goes into the workflow's global static
 *   data, which n8n saves after every publication; a poll that finds no state of its own starts
 *   from that time.
 */

/** n8n's time budget for a poll that its durable scheduler does not run as a task: 5 minutes. */
const UNSCHEDULED_POLL_BUDGET_MS = 5 * 60_000;

/** The contexts n8n has polled with: it keeps one per publication, except for scheduled tasks. */
const polled = new WeakSet<IPollFunctions>();

/** Activation modes of n8n starting up, or of a main taking the leader's place: no new publication. */
const STARTS: readonly string[] = ['init', 'leadershipChange'];

/**
 * Whether this is the first poll of a publication, or of n8n's start (or of a main taking over as
 * leader), which n8n runs as a publication's: neither may fail on a passing outage. n8n builds a
 * context per publication or start and polls with it on its in-memory schedule after that; its
 * durable scheduler builds one per scheduled poll, and gives those less time than five minutes.
 */
export type FirstPoll = 'publication' | 'start';

export function firstPollOf(context: IPollFunctions): FirstPoll | undefined {
	if (polled.has(context)) return undefined;
	polled.add(context);
	const budget = (context as Partial<IPollFunctions>).getPollBudgetMs;
	if (typeof budget === 'function' && budget.call(context) < UNSCHEDULED_POLL_BUDGET_MS) return undefined;
	return STARTS.includes(context.getActivationMode()) ? 'start' : 'publication';
}

const keyOf = (context: IPollFunctions) => `messageDraftsTrigger:${context.getNode().id}:publishedAt`;
const globalData = (context: IPollFunctions): IDataObject => context.getWorkflowStaticData('global');

/** When the workflow was last published, as a publication poll of this trigger noted it. */
export function publishedAt(context: IPollFunctions): string | undefined {
	const value = globalData(context)[keyOf(context)];
	return typeof value === 'string' ? value : undefined;
}

export function notePublication(context: IPollFunctions, since: string): void {
	globalData(context)[keyOf(context)] = since;
}

/** How long n8n may take to save what a first poll emitted; past that, the save is taken as lost. */
const SAVE_WAIT_MS = 2 * 60_000;

/**
 * The first polls of publications and starts in this n8n process, by trigger: under way, or ended
 * with the revision of the state they emitted, until a poll starts from that state. n8n's durable
 * scheduler may run a poll on the schedule while such a poll runs, or after it emitted and before
 * n8n saved its state (nothing fences the two apart): that poll starts from an older state and
 * would emit the same events again.
 */
const firstPolls = new Map<string, { revision?: number; endedAt?: number }>();
const triggerOf = (context: IPollFunctions) => `${context.getWorkflow().id ?? ''}:${context.getNode().id}`;

export function firstPollStarted(context: IPollFunctions): void {
	firstPolls.set(triggerOf(context), {});
}

/** `revision`: that of the state the poll emitted with; undefined when it emitted nothing. */
export function firstPollEnded(context: IPollFunctions, revision: number | undefined): void {
	if (revision === undefined) firstPolls.delete(triggerOf(context));
	else firstPolls.set(triggerOf(context), { revision, endedAt: Date.now() });
}

/**
 * Whether a poll on the schedule must leave its turn to the first poll of a publication or start,
 * given the revision of the state it starts from: that poll is under way here, or n8n has not yet
 * saved what it emitted. A poll that finds neither a state of its own nor the publication's time
 * waits too: the publication's poll has not been saved, here or on another main.
 */
export function waitsForFirstPoll(context: IPollFunctions, revision: number | undefined, publicationUnseen: boolean): boolean {
	const key = triggerOf(context);
	const first = firstPolls.get(key);
	if (first !== undefined) {
		if (first.revision === undefined) return true;
		if ((revision ?? 0) < first.revision && Date.now() - (first.endedAt ?? 0) < SAVE_WAIT_MS) return true;
		firstPolls.delete(key);
	}
	return publicationUnseen;
}

/** Once the trigger's own state is saved, the publication's time has served. */
export function forgetPublication(context: IPollFunctions): void {
	const data = globalData(context);
	if (keyOf(context) in data) delete data[keyOf(context)];
}

/** Causes a wait can heal, as n8n's Failure names them: the service is throttling, out of quota, or down. */
const TIMED_CAUSES: readonly unknown[] = ['rate-limited', 'quota-exhausted', 'temporarily-unavailable'];

/**
 * Whether an error is one that a wait heals. A failed request's class is worked out again from the
 * request rather than read off the error: n8n before 2.41 drops the declaration.
 */
export function isTransientFailure(error: unknown): boolean {
	const origin = failureOf(error);
	const failure = origin ? failureClass(origin.failure) : (error as { failure?: { cause?: unknown } } | undefined)?.failure;
	return TIMED_CAUSES.includes(failure?.cause);
}
