import { PollContext } from 'n8n-core';
import type { IDataObject, INodeExecutionData, INodeParameters, INodeType, WorkflowActivateMode } from 'n8n-workflow';

import { createAdditionalData } from './additionalData';
import type { ServiceCredentials } from './credentials';
import { harnessNode, harnessWorkflow } from './workflow';

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
 *   with the execution when the poll emits, alone when it does not, and not at all for a
 *   publication's poll that emits nothing. The workflow's global static data is written after the
 *   publication's poll and when a poll emits.
 */
export type SchedulerModel = 'inMemory' | 'durable' | 'durableCursors';

export const SCHEDULER_MODELS: readonly SchedulerModel[] = ['inMemory', 'durable', 'durableCursors'];

export interface PollerOptions {
	nodeType: INodeType;
	parameters: INodeParameters;
	credentials: ServiceCredentials;
	/**
	 * What `getPollBudgetMs()` answers. n8n gives a durable scheduler's task the poll timeout less a
	 * margin (36 s of the default 45 s) and every other poll 5 minutes.
	 */
	pollBudgetMs?: number;
	scheduler?: SchedulerModel;
}

export interface ScheduledPollOptions {
	/**
	 * The durable scheduler's fence: the poll ran on an instance that stalled, its task was taken
	 * over, and its commit is refused (durableCursors only).
	 */
	leaseLost?: boolean;
}

export interface Poller {
	/**
	 * Publishes the workflow (again): n8n's first poll, on a new context. A poller's first `poll()`
	 * publishes too; the first after `restart()` on the in-memory scheduler is n8n's start poll, on a
	 * new context too, its activation mode `init`.
	 */
	publish(): Promise<INodeExecutionData[][] | null>;
	/** One poll on the schedule; null when the poll emits nothing. */
	poll(options?: ScheduledPollOptions): Promise<INodeExecutionData[][] | null>;
	/** "Fetch Test Event" in the editor: runs on a copy of the saved state and saves nothing. */
	pollManually(): Promise<INodeExecutionData[][] | null>;
	/** n8n restarting: what was in memory is gone, the database stays. */
	restart(): void;
	/** The workflow's static data as n8n last saved it, with the trigger's cursor where it keeps one apart. */
	savedStaticData(): IDataObject;
	/** Scheduled polls the durable scheduler abandoned at its poll timeout (their results thrown away). */
	readonly abandoned: number;
	/** The trigger's static data as its last poll left it, kept by n8n or not. */
	lastPollState(): IDataObject;
}

// n8n keeps static data as an observable proxy, which structuredClone refuses, and saves it to the
// database as JSON: a JSON round trip is exactly what survives a save.
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const UNFENCED_BUDGET_MS = 5 * 60_000;
/** `N8N_SCHEDULER_POLL_TIMEOUT`'s default, and what n8n gives a task of it: less a fifth, at least 5 s. */
const DURABLE_POLL_TIMEOUT_MS = 45_000;
const DURABLE_TASK_BUDGET_MS = 36_000;
const TIMED_OUT = Symbol('abandoned');

export function createPoller(options: PollerOptions): Poller {
	const { nodeType, parameters, credentials, scheduler = 'inMemory' } = options;
	const node = harnessNode(nodeType, { id: 'trigger', name: 'Trigger under test', parameters });
	const nodeKey = `node:${node.name}`;
	if (!nodeType.poll) throw new Error(`${nodeType.description.name} has no poll method`);
	const poll = nodeType.poll;

	/** The workflow's row: its static data as saved. */
	let saved: IDataObject = {};
	/** The poller_state row, once a durable-cursor poll has made it. */
	let cursor: IDataObject | undefined;
	/** The in-memory scheduler's workflow and context, from the last publication or start. */
	let live: { workflow: ReturnType<typeof harnessWorkflow>; context: PollContext } | undefined;
	let published = false;
	let abandoned = 0;
	let lastPollState: IDataObject = {};
	const noteState = (run: { workflow: ReturnType<typeof harnessWorkflow>; staged?: IDataObject }) => {
		lastPollState = clone(run.staged ?? (run.workflow.workflow.staticData[nodeKey] as IDataObject | undefined) ?? {});
	};

	const budgetFor = (task: boolean) => options.pollBudgetMs ?? (task ? DURABLE_TASK_BUDGET_MS : UNFENCED_BUDGET_MS);

	function contextFor(mode: 'trigger' | 'manual', task: boolean, staticData: IDataObject, activation: WorkflowActivateMode = task ? 'update' : 'activate') {
		const workflow = harnessWorkflow({ nodes: [node], nodeTypes: [nodeType], active: true, staticData });
		const additionalData = createAdditionalData(mode, workflow.workflowData, credentials);
		// A cursor apart from the workflow's static data: each poll works on a copy of it.
		const staged = scheduler === 'durableCursors' && mode === 'trigger' ? clone((cursor ??= clone(saved[nodeKey] ?? {}) as IDataObject)) : undefined;
		const budgetMs = budgetFor(task);
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
			() => budgetMs,
		);
		return { workflow, context, staged };
	}

	const saveWorkflow = (workflow: ReturnType<typeof harnessWorkflow>) => {
		saved = clone(workflow.workflow.staticData);
	};

	/** The first poll of a publication (`activate`), or of n8n's start (`init`). */
	async function firstPoll(activation: WorkflowActivateMode) {
		const run = contextFor('trigger', false, clone(saved), activation);
		if (scheduler === 'inMemory') live = { workflow: run.workflow, context: run.context };
		// A publication whose poll throws fails: nothing is saved, and nothing runs on the schedule.
		const result = await poll.call(run.context);
		noteState(run);
		saveWorkflow(run.workflow);
		if (run.staged !== undefined && result !== null) cursor = clone(run.staged);
		published = true;
		return result;
	}

	async function scheduledPoll({ leaseLost = false }: ScheduledPollOptions = {}) {
		if (!published) return await firstPoll('activate');
		if (scheduler === 'inMemory') {
			if (!live) return await firstPoll('init');
			const result = await poll.call(live.context);
			noteState(live);
			if (result !== null) saveWorkflow(live.workflow);
			return result;
		}
		const run = contextFor('trigger', true, clone(saved));
		// n8n stops waiting at the poll timeout and keeps nothing of the poll (it runs on, unheard).
		let timer: NodeJS.Timeout | undefined;
		const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
			timer = setTimeout(() => resolve(TIMED_OUT), DURABLE_POLL_TIMEOUT_MS);
		});
		const running = poll.call(run.context);
		running.catch(() => {});
		const outcome = await Promise.race([running, timeout]).finally(() => clearTimeout(timer));
		if (outcome === TIMED_OUT) {
			abandoned++;
			return null;
		}
		const result = outcome;
		noteState(run);
		// The fence refuses the stale poll's commit, and with it the execution.
		if (leaseLost && scheduler === 'durableCursors') return null;
		if (result !== null) saveWorkflow(run.workflow);
		if (run.staged !== undefined) cursor = clone(run.staged);
		return result;
	}

	return {
		publish: async () => await firstPoll('activate'),
		poll: scheduledPoll,
		async pollManually() {
			return await poll.call(contextFor('manual', false, clone(saved)).context);
		},
		restart() {
			live = undefined;
		},
		get abandoned() {
			return abandoned;
		},
		lastPollState: () => clone(lastPollState),
		savedStaticData: () => (scheduler === 'durableCursors' && cursor !== undefined ? { ...clone(saved), [nodeKey]: clone(cursor) } : clone(saved)),
	};
}
