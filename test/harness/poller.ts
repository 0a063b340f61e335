import { PollContext } from 'n8n-core';
import type { IDataObject, INodeExecutionData, INodeParameters, INodeType } from 'n8n-workflow';

import { createAdditionalData } from './additionalData';
import type { ServiceCredentials } from './credentials';
import { type HarnessWorkflow, harnessNode, harnessWorkflow } from './workflow';

export interface PollerOptions {
	nodeType: INodeType;
	parameters: INodeParameters;
	credentials: ServiceCredentials;
	/** What n8n 2.38+ offers as `getPollBudgetMs()`. */
	pollBudgetMs?: number;
}

export interface Poller {
	/** One scheduled poll of an active workflow; null when the poll emits nothing. */
	poll(): Promise<INodeExecutionData[][] | null>;
	/** "Fetch Test Event" in the editor: runs on a copy of the saved state and saves nothing. */
	pollManually(): Promise<INodeExecutionData[][] | null>;
	/** n8n restarting: the in-memory workflow is rebuilt from the last saved static data. */
	restart(): void;
	/** The static data as n8n last saved it to the database. */
	savedStaticData(): IDataObject;
}

// n8n keeps static data as an observable proxy, which structuredClone refuses, and saves it to the
// database as JSON: a JSON round trip is exactly what survives a save.
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Calls a polling trigger the way n8n's active-workflow manager does: one Workflow object kept in
 * memory between polls (so static data lives on), saved only after a poll that succeeded.
 */
export function createPoller(options: PollerOptions): Poller {
	const { nodeType, parameters, credentials, pollBudgetMs } = options;
	const node = harnessNode(nodeType, { id: 'trigger', name: 'Trigger under test', parameters });
	let saved: IDataObject = {};

	const buildWorkflow = (staticData: IDataObject) =>
		harnessWorkflow({ nodes: [node], nodeTypes: [nodeType], active: true, staticData });

	const runPoll = async (
		{ workflow, workflowData }: HarnessWorkflow,
		mode: 'trigger' | 'manual',
	) => {
		const additionalData = createAdditionalData(mode, workflowData, credentials);
		const context = new PollContext(
			workflow,
			node,
			additionalData,
			mode,
			'activate',
			undefined,
			undefined,
			undefined,
			undefined,
			undefined,
			pollBudgetMs === undefined ? undefined : () => pollBudgetMs,
		);
		if (!nodeType.poll) throw new Error(`${nodeType.description.name} has no poll method`);
		return await nodeType.poll.call(context);
	};

	let active = buildWorkflow({});
	return {
		async poll() {
			const result = await runPoll(active, 'trigger');
			saved = clone(active.workflow.staticData);
			return result;
		},
		async pollManually() {
			return await runPoll(buildWorkflow(clone(saved)), 'manual');
		},
		restart() {
			active = buildWorkflow(clone(saved));
		},
		savedStaticData: () => clone(saved),
	};
}
