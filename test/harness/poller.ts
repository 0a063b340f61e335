import { PollContext } from 'n8n-core';
import type {
	IDataObject,
	INodeExecutionData,
	INodeParameters,
	INodeType,
	WorkflowActivateMode,
} from 'n8n-workflow';

import { createAdditionalData } from './additionalData';
import type { ServiceCredentials } from './credentials';
import { type HarnessWorkflow, harnessNode, harnessWorkflow } from './workflow';

/**
 * How n8n runs a poll trigger, and what it keeps of each poll (read from n8n 2.41.1's CLI:
 * `workflows/triggers/trigger-execution-context.factory.ts`, `scheduling/poll-trigger-node/`):
 * - `inMemory`: the scheduler of each main's timers (n8n's default before 2.45). A publication (or
 *   a start of n8n, whose poll's activation mode is `init`) builds one context and polls with it at
 *   once, as a test, then on the schedule.
 *   The static data lives in that workflow object; n8n writes it to the database after the
 *   publication's poll and after every poll that emits.
 * - `durable`: the durable scheduler with poll triggers (`N8N_SCHEDULER_ENABLED`,
 *   `N8N_USE_WORKFLOW_PUBLICATION_SERVICE`, `N8N_SCHEDULER_POLL_TRIGGERS_ENABLED`). The publication
 *   polls as above; each scheduled poll is a task of its own, with a context built from the
 *   database and a fenced time budget; static data is written when a poll emits.
 * - `durableCursors`: the same with `N8N_POLLER_DURABLE_CURSORS_ENABLED`. The node's static data
 *   is a cursor of its own, seeded once from the workflow's; each poll works on a copy, committed
 *   where the poll changed it: with the execution when the poll emits, alone when it does not, and
 *   not at all for a publication's poll that emits nothing. The workflow's global static data is
 *   written after the publication's poll and when a poll emits, a moment before the cursor.
 * On the durable scheduler the polls on the schedule run from the moment a publication begins: one
 * may run while the publication's poll does (nothing fences the two apart).
 */
export type SchedulerModel = 'inMemory' | 'durable' | 'durableCursors';

export const SCHEDULER_MODELS: readonly SchedulerModel[] = [
	'inMemory',
	'durable',
	'durableCursors',
];

export interface PollerOptions {
	nodeType: INodeType;
	/**
	 * The node as another main of n8n loaded it (multi-main): the polls on the schedule run there,
	 * with nothing of this process's memory. Durable schedulers only.
	 */
	scheduledOn?: INodeType;
	/** The node loaded anew, as n8n does when it starts again: with none of the last run's memory. */
	reload?: () => INodeType;
	parameters: INodeParameters;
	credentials: ServiceCredentials;
	/**
	 * What `getPollBudgetMs()` answers in the polls on the schedule. n8n gives a durable scheduler's
	 * task the poll timeout less a margin (36 s of the default 45 s) and every other poll 5 minutes,
	 * which a publication's poll always gets here.
	 */
	pollBudgetMs?: number;
	/** When the durable scheduler gives up on a poll: the timeout that leaves the poll its budget, unless said. */
	pollTimeoutMs?: number;
	scheduler?: SchedulerModel;
}

export interface ScheduledPollOptions {
	/**
	 * The durable scheduler's fence: the poll ran on an instance that stalled, its task was taken
	 * over, and its commit is refused (durableCursors only).
	 */
	leaseLost?: boolean;
	/** What `getPollBudgetMs()` answers for this poll alone, in place of the poller's. */
	budgetMs?: number;
	/** The node as the main this poll runs on loaded it, in place of the poller's (multi-main). */
	runsOn?: INodeType;
	/**
	 * Runs where the poll emitted and n8n has not yet saved what it left (durable schedulers: n8n
	 * first reads the workflow again, then commits the cursor with the execution).
	 */
	beforeSave?: () => Promise<void>;
}

export interface PublishOptions {
	/**
	 * Runs where n8n has saved the workflow's static data after a publication's poll that emitted,
	 * and not yet committed its durable cursor (with the execution, a moment later).
	 */
	betweenSaves?: () => Promise<void>;
}

export interface Poller {
	/**
	 * Publishes the workflow (again): n8n's first poll, on a new context. A poller's first `poll()`
	 * publishes too; the first after `restart()` on the in-memory scheduler is n8n's start poll, on a
	 * new context too, its activation mode `init`. On the durable scheduler, polls on the schedule
	 * may run while the publication's poll does.
	 */
	publish(options?: PublishOptions): Promise<INodeExecutionData[][] | null>;
	/** One poll on the schedule; null when the poll emits nothing. */
	poll(options?: ScheduledPollOptions): Promise<INodeExecutionData[][] | null>;
	/** "Fetch Test Event" in the editor: runs on a copy of the saved state and saves nothing. */
	pollManually(): Promise<INodeExecutionData[][] | null>;
	/** n8n restarting: what was in memory is gone (the node too, where `reload` is given), the database stays. */
	restart(): void;
	/** The workflow's static data as n8n last saved it, with the trigger's cursor where it keeps one apart. */
	savedStaticData(): IDataObject;
	/** Scheduled polls the durable scheduler abandoned at its poll timeout (their results thrown away). */
	readonly abandoned: number;
	/** Settles once every abandoned poll has ended, as it does unheard. */
	abandonedEnded(): Promise<void>;
	/** The trigger's static data as its last poll left it, kept by n8n or not. */
	lastPollState(): IDataObject;
	/** The trigger's static data as the next scheduled poll will start from it. */
	nextPollState(): IDataObject;
}

// n8n keeps static data as an observable proxy, which structuredClone refuses, and saves it to the
// database as JSON: a JSON round trip is exactly what survives a save.
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const UNFENCED_BUDGET_MS = 5 * 60_000;
/** `N8N_SCHEDULER_POLL_TIMEOUT`'s default, and what n8n gives a task of it: less a fifth, at least 5 s. */
const DURABLE_POLL_TIMEOUT_MS = 45_000;
const DURABLE_TASK_BUDGET_MS = 36_000;
/** The poll timeout that gives a task this budget: n8n keeps a fifth of the timeout back. */
const timeoutFor = (budgetMs: number) =>
	Math.max(DURABLE_POLL_TIMEOUT_MS, Math.ceil(budgetMs / 0.8));
const TIMED_OUT = Symbol('abandoned');

let pollers = 0;

/** One context n8n polls with, and what the poll starts from. */
interface Run {
	workflow: HarnessWorkflow;
	context: PollContext;
	/** The durable cursor the poll works on, and what it was when the poll began. */
	staged?: IDataObject;
	seed?: IDataObject;
	/** What the context's `getPollBudgetMs()` answers. */
	budget: { ms: number };
}

export function createPoller(options: PollerOptions): Poller {
	const { nodeType, parameters, credentials, scheduler = 'inMemory' } = options;
	const node = harnessNode(nodeType, { id: 'trigger', name: 'Trigger under test', parameters });
	const nodeKey = `node:${node.name}`;
	// A workflow of its own: n8n tells triggers apart by workflow and node.
	const workflowId = `workflow ${++pollers}`;
	if (!nodeType.poll) throw new Error(`${nodeType.description.name} has no poll method`);
	let poll = nodeType.poll;

	/** The workflow's row: its static data as saved. */
	let saved: IDataObject = {};
	/** The poller_state row, once a durable-cursor poll has made it. */
	let cursor: IDataObject | undefined;
	/** The in-memory scheduler's workflow and context, from the last publication or start. */
	let live: Run | undefined;
	let published = false;
	const abandoned: Array<Promise<unknown>> = [];
	let lastPollState: IDataObject = {};
	const noteState = (run: Run) => {
		lastPollState = clone(
			run.staged ?? (run.workflow.workflow.staticData[nodeKey] as IDataObject | undefined) ?? {},
		);
	};

	const budgetFor = (task: boolean) =>
		options.pollBudgetMs ?? (task ? DURABLE_TASK_BUDGET_MS : UNFENCED_BUDGET_MS);

	function contextFor(
		mode: 'trigger' | 'manual',
		task: boolean,
		staticData: IDataObject,
		activation: WorkflowActivateMode = task ? 'update' : 'activate',
	): Run {
		const workflow = harnessWorkflow({
			id: workflowId,
			nodes: [node],
			nodeTypes: [nodeType],
			active: true,
			staticData,
		});
		const additionalData = createAdditionalData(mode, workflow.workflowData, credentials);
		// A cursor apart from the workflow's static data: each poll works on a copy of it.
		const staged =
			scheduler === 'durableCursors' && mode === 'trigger'
				? clone((cursor ??= clone(saved[nodeKey] ?? {}) as IDataObject))
				: undefined;
		const budget = { ms: budgetFor(task) };
		const context = new PollContext(
			workflow.workflow,
			node,
			additionalData,
			mode,
			activation,
			undefined,
			undefined,
			undefined,
			undefined,
			staged === undefined ? undefined : () => staged,
			() => budget.ms,
		);
		return {
			workflow,
			context,
			staged,
			seed: staged === undefined ? undefined : clone(staged),
			budget,
		};
	}

	const saveWorkflow = (workflow: HarnessWorkflow) => {
		saved = clone(workflow.workflow.staticData);
	};

	/** n8n commits a poll's cursor only where the poll changed it. */
	const commitCursor = (run: Run) => {
		if (run.staged !== undefined && JSON.stringify(run.staged) !== JSON.stringify(run.seed))
			cursor = clone(run.staged);
	};

	/** The first poll of a publication (`activate`), or of n8n's start (`init`). */
	async function firstPoll(
		activation: WorkflowActivateMode,
		{ betweenSaves }: PublishOptions = {},
	) {
		const run = contextFor('trigger', false, clone(saved), activation);
		// n8n gives a publication's poll its default five minutes, whatever its scheduler's polls get.
		run.budget.ms = UNFENCED_BUDGET_MS;
		if (scheduler === 'inMemory') live = run;
		// The durable scheduler's polls run from the moment the publication begins.
		const wasPublished = published;
		published = true;
		let result: Awaited<ReturnType<typeof poll>>;
		try {
			result = await poll.call(run.context);
		} catch (error) {
			// A publication whose poll throws fails: nothing is saved, and nothing runs on the schedule.
			published = wasPublished;
			throw error;
		}
		noteState(run);
		saveWorkflow(run.workflow);
		if (result !== null) {
			await betweenSaves?.();
			commitCursor(run);
		}
		return result;
	}

	async function scheduledPoll({
		leaseLost = false,
		budgetMs,
		beforeSave,
		runsOn = options.scheduledOn,
	}: ScheduledPollOptions = {}) {
		if (!published) return await firstPoll('activate');
		if (scheduler === 'inMemory') {
			if (!live) return await firstPoll('init');
			live.budget.ms = budgetMs ?? budgetFor(false);
			const result = await poll.call(live.context);
			noteState(live);
			if (result !== null) saveWorkflow(live.workflow);
			return result;
		}
		const run = contextFor('trigger', true, clone(saved));
		if (budgetMs !== undefined) run.budget.ms = budgetMs;
		// n8n stops waiting at the poll timeout and keeps nothing of the poll (it runs on, unheard).
		let timer: NodeJS.Timeout | undefined;
		const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
			timer = setTimeout(
				() => resolve(TIMED_OUT),
				options.pollTimeoutMs ?? timeoutFor(run.budget.ms),
			);
		});
		const running = (runsOn?.poll ?? poll).call(run.context);
		running.catch(() => {});
		const outcome = await Promise.race([running, timeout]).finally(() => clearTimeout(timer));
		if (outcome === TIMED_OUT) {
			abandoned.push(running.catch(() => null));
			return null;
		}
		const result = outcome;
		noteState(run);
		// The fence refuses the stale poll's commit, and with it the execution.
		if (leaseLost && scheduler === 'durableCursors') return null;
		if (result !== null) {
			await beforeSave?.();
			saveWorkflow(run.workflow);
		}
		commitCursor(run);
		return result;
	}

	return {
		publish: async (publishOptions) => await firstPoll('activate', publishOptions),
		poll: scheduledPoll,
		async pollManually() {
			return await poll.call(contextFor('manual', false, clone(saved)).context);
		},
		restart() {
			live = undefined;
			const reloaded = options.reload?.().poll;
			if (reloaded) poll = reloaded;
		},
		get abandoned() {
			return abandoned.length;
		},
		async abandonedEnded() {
			await Promise.all(abandoned);
		},
		lastPollState: () => clone(lastPollState),
		nextPollState() {
			if (scheduler === 'inMemory' && live)
				return clone((live.workflow.workflow.staticData[nodeKey] as IDataObject | undefined) ?? {});
			if (scheduler === 'durableCursors' && cursor !== undefined) return clone(cursor);
			return clone((saved[nodeKey] as IDataObject | undefined) ?? {});
		},
		savedStaticData: () =>
			scheduler === 'durableCursors' && cursor !== undefined
				? { ...clone(saved), [nodeKey]: clone(cursor) }
				: clone(saved),
	};
}
