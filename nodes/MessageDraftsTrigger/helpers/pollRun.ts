import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { failureClass } from '../../shared/transport/failureClass';
import { asNodeError } from '../../shared/transport/retry';
import { failureOf } from '../../shared/transport/serviceError';
import { PollClient } from './pollClient';
import { type TriggerState, neverSaved, readState, writeState } from './triggerState';

// n8n's schedulers, as one poll meets them: a publication's first poll, which n8n may throw away;
// several polls of one trigger at once, or one started before n8n saved the last; and a first poll
// whose failure would unpublish the workflow for good. Why: docs/trigger.md#n8ns-schedulers and
// docs/trigger.md#the-publications-first-poll-a-report-for-n8ns-maintainers

// n8n's budget for a poll its durable scheduler does not run as a task.
const UNSCHEDULED_POLL_BUDGET_MS = 5 * 60_000;
const STARTS: readonly string[] = ['init', 'leadershipChange'];
// n8n builds one context per publication or start.
const polled = new WeakSet<IPollFunctions>();

type FirstPoll = 'publication' | 'start';

// n8n's durable scheduler builds a new context for every scheduled poll too, but gives those less
// than five minutes.
function firstPollOf(context: IPollFunctions): FirstPoll | undefined {
	if (polled.has(context)) return undefined;
	polled.add(context);
	const budget = (context as Partial<IPollFunctions>).getPollBudgetMs;
	if (typeof budget === 'function' && budget.call(context) < UNSCHEDULED_POLL_BUDGET_MS)
		return undefined;
	return STARTS.includes(context.getActivationMode()) ? 'start' : 'publication';
}

const TIMED_CAUSES: readonly unknown[] = [
	'rate-limited',
	'quota-exhausted',
	'temporarily-unavailable',
];

// n8n before 2.41 drops the declared class, so it is worked out again.
function isTransientFailure(error: unknown): boolean {
	const origin = failureOf(error);
	const failure = origin
		? failureClass(origin.failure)
		: (error as { failure?: { cause?: unknown } } | undefined)?.failure;
	return TIMED_CAUSES.includes(failure?.cause);
}

// In this process, one poll at a time holds a trigger's turn, so that polls run side by side, or
// one started before n8n saved the last, do not each emit the same events.

// Past this, n8n's save of what a poll emitted is taken as lost, and the events are read again.
export const SAVE_WAIT_MS = 2 * 60_000;
// Longer than any poll's budget: a turn held past it belonged to a poll that will not end.
const HELD_AT_MOST_MS = 10 * 60_000;

interface Turn {
	takenAt: number;
}

interface TriggerTurns {
	holder?: Turn;
	// The state a poll here emitted with, until a poll starts from it.
	emitted?: { revision: number; at: number };
}

const triggers = new Map<string, TriggerTurns>();

// A poll's bookkeeping for n8n's schedulers, so that the poll itself reads, detects, emits, saves.
export class PollRun {
	// The state the last saved poll left, if it can be read.
	saved: TriggerState | undefined;

	private readonly startedAt = Date.now();
	private readonly first: FirstPoll | undefined;
	private reads: PollClient | undefined;
	private staticData: IDataObject = {};
	private firstLook = false;
	private published: string | undefined;
	private turn: Turn | undefined;
	private emittedRevision: number | undefined;

	constructor(private readonly context: IPollFunctions) {
		this.first = firstPollOf(context);
	}

	// A first poll has less time, so that n8n does not give up on the publication.
	client(): PollClient {
		this.reads = new PollClient(this.context, this.startedAt, this.first !== undefined);
		return this.reads;
	}

	// On a first look, records changed at or after this time fire (by the service's clock).
	readonly since = (): string => this.published ?? (this.reads as PollClient).clock.pollStart;

	// Taken before anything is awaited, so that a poll of this trigger starting meanwhile sees it.
	// A poll that leaves its turn reads nothing, emits nothing and changes nothing.
	takeTurn(): boolean {
		this.staticData = this.context.getWorkflowStaticData('node');
		this.saved = readState(this.staticData);
		this.firstLook = neverSaved(this.staticData);
		// n8n may have thrown the publication's first look away, or an outage came between.
		if (this.firstLook && this.first !== 'publication') this.published = this.publishedAt();
		const left = this.turnLeft();
		if (left === undefined) return true;
		this.context.logger.info(
			`Message Drafts Trigger: ${left} (workflow ${this.context.getWorkflow().id ?? ''}, node ` +
				`"${this.context.getNode().name}"); this poll leaves its turn to it.`,
		);
		return false;
	}

	// True when the poll emits: it found events, and no first poll took its turn over meanwhile
	// (then that poll's result stands, and this one leaves the state as it was).
	save(state: TriggerState, found: boolean): boolean {
		const stands = triggers.get(this.trigger)?.holder === this.turn;
		if (stands) writeState(this.staticData, state, this.since());
		if (this.firstLook) this.notePublication();
		else this.forgetPublication();
		if (!stands || !found) return false;
		this.emittedRevision = state.revision;
		return true;
	}

	// n8n unpublishes for good a workflow whose first poll throws: a passing outage must not.
	failed(error: unknown): null {
		// Until the reads begin only the settings can fail, and their errors say what to fix.
		if (this.reads === undefined) throw error;
		if (this.first === undefined || !isTransientFailure(error))
			throw asNodeError(this.context.getNode(), error);
		if (this.firstLook) this.notePublication();
		this.context.logger.warn(
			'Message Drafts Trigger: the service could not be read while the workflow was ' +
				`published (${(error as Error).message}). The workflow stays published; the next ` +
				'polls catch up once the service answers.',
			{ node: this.context.getNode().name },
		);
		return null;
	}

	// The next poll here waits for n8n to save the state this one emitted with, if it emitted.
	end(): void {
		const turns = triggers.get(this.trigger);
		if (turns === undefined || turns.holder !== this.turn) return;
		delete turns.holder;
		if (this.emittedRevision !== undefined)
			turns.emitted = { revision: this.emittedRevision, at: Date.now() };
		if (turns.emitted === undefined) triggers.delete(this.trigger);
	}

	private get trigger(): string {
		return `${this.context.getWorkflow().id ?? ''}:${this.context.getNode().id}`;
	}

	// Why the poll must leave its turn, if it must.
	private turnLeft(): string | undefined {
		// Neither a state of its own nor the publication's time: the publication's poll was not saved
		// yet, here or on another main.
		if (this.first === undefined && this.firstLook && this.published === undefined)
			return 'the publication is not saved yet';
		const turns = triggers.get(this.trigger) ?? {};
		const now = Date.now();
		// A publication's or a start's first poll always runs, and a poll under way gives way to it.
		if (this.first === undefined) {
			if (turns.holder !== undefined && now - turns.holder.takenAt < HELD_AT_MOST_MS)
				return 'another poll is under way';
			const { emitted } = turns;
			if (
				emitted !== undefined &&
				(this.saved?.revision ?? 0) < emitted.revision &&
				now - emitted.at < SAVE_WAIT_MS
			)
				return 'the last emitted state is not saved yet';
			delete turns.emitted;
		}
		this.turn = { takenAt: now };
		turns.holder = this.turn;
		triggers.set(this.trigger, turns);
		return undefined;
	}

	// Kept in global static data, which n8n saves after every publication even where it throws the
	// node's own away.
	private get publicationKey(): string {
		return `messageDraftsTrigger:${this.context.getNode().id}:publishedAt`;
	}

	private publishedAt(): string | undefined {
		const value = this.context.getWorkflowStaticData('global')[this.publicationKey];
		return typeof value === 'string' ? value : undefined;
	}

	private notePublication(): void {
		this.context.getWorkflowStaticData('global')[this.publicationKey] = this.since();
	}

	private forgetPublication(): void {
		const data = this.context.getWorkflowStaticData('global');
		if (this.publicationKey in data) delete data[this.publicationKey];
	}
}
