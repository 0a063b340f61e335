import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { waitFor } from '../../harness/waitFor';

export interface Execution {
	id: string;
	status: string;
	finished: boolean;
	data?: {
		resultData: {
			lastNodeExecuted?: string;
			runData: Record<
				string,
				Array<{ data?: { main: Array<Array<{ json: Record<string, unknown> }>> } }>
			>;
			error?: { message: string };
		};
	};
}

export async function executionsOf(client: N8nClient, workflowId: string): Promise<Execution[]> {
	const page = await client.api<{ data: Execution[] }>(
		'GET',
		`/executions?workflowId=${workflowId}&limit=100`,
	);
	return page.data;
}

/**
 * Every execution of a workflow as the editor's Executions list shows it, queued and running ones
 * included, which the public API's list leaves out while main holds them.
 */
export async function executionsListed(
	client: N8nClient,
	workflowId: string,
): Promise<Array<{ id: string; status: string }>> {
	const filter = encodeURIComponent(JSON.stringify({ workflowId }));
	const page = await client.rest<{ results: Array<{ id: string; status: string }> }>(
		'GET',
		`/executions?filter=${filter}&limit=100`,
	);
	return page.results;
}

export async function execution(client: N8nClient, id: string): Promise<Execution> {
	return await client.api<Execution>('GET', `/executions/${id}?includeData=true`);
}

/** An execution as a wait that ran out shows it: its status and the last node it ran. */
export const executionState = (run: Execution) =>
	`${run.status}, last node ${run.data?.resultData.lastNodeExecuted ?? 'none'}`;

/** The JSON of the first item a node put out in an execution. */
export function nodeOutput(run: Execution, nodeName: string): Record<string, unknown> | undefined {
	return run.data?.resultData.runData[nodeName]?.[0]?.data?.main[0]?.[0]?.json;
}

/**
 * The editor's "Execute workflow" from one trigger, through n8n's REST API, awaited to its end.
 * n8n 1.x runs the workflow the editor sends along; 2.x reads it from its database and ignores it.
 */
export async function runFromEditor(
	client: N8nClient,
	workflowId: string,
	trigger: string,
): Promise<Execution> {
	const workflowData = await client.rest('GET', `/workflows/${workflowId}`);
	const { executionId } = await client.rest<{ executionId: string }>(
		'POST',
		`/workflows/${workflowId}/run`,
		{
			workflowData,
			triggerToStartFrom: { name: trigger },
		},
	);
	// n8n 1.x may answer with the end status a moment before the run's data is saved with it.
	const ended = (run: Execution) =>
		run.status !== 'running' &&
		run.status !== 'new' &&
		run.data?.resultData.lastNodeExecuted !== undefined;
	return await waitFor(
		`execution ${executionId} to end with its data saved`,
		() => execution(client, executionId),
		ended,
		// Eight minutes: with the four stages side by side on two cores, a first sync took over two.
		{
			timeoutMs: 480_000,
			show: executionState,
		},
	);
}

export interface OutputItem {
	json: Record<string, unknown>;
	pairedItem?: { item: number } | Array<{ item: number }>;
}

/** The items a node put out on one of its outputs (0: success; 1: error, where it has one). */
export function outputItems(run: Execution, nodeName: string, output = 0): OutputItem[] {
	const main = (run.data?.resultData.runData[nodeName]?.[0]?.data?.main ?? []) as unknown as Array<
		OutputItem[] | null
	>;
	return main[output] ?? [];
}
