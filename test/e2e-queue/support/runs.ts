import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { execution, executionsOf, type Execution } from '../../e2e/support/executions';
import { waitFor } from '../../harness/waitFor';

type Items = Array<{ json: Record<string, unknown> }>;

type TriggerData =
	| {
			resultData: { runData: Record<string, Array<{ data?: { main: Items[] }; error?: unknown }>> };
			executionData?: {
				nodeExecutionStack: Array<{ node: { name: string }; data: { main: Items[] } }>;
			};
	  }
	| undefined;

/** A poll that failed: n8n records it as an execution in error, the trigger holding the error and no item. */
export function failedPoll(run: Execution): boolean {
	return (run.data as TriggerData)?.resultData.runData['Draft submitted']?.[0]?.error !== undefined;
}

/**
 * The draft ids an execution carried: the trigger's items, from its run data once a worker ran it,
 * or from the stack of work it was queued with. A failed poll carried none.
 */
export function draftsCarried(run: Execution): string[] {
	if (failedPoll(run)) return [];
	const data = run.data as TriggerData;
	const ran = data?.resultData.runData['Draft submitted']?.[0]?.data?.main[0];
	const queued = data?.executionData?.nodeExecutionStack.find(
		(entry) => entry.node.name === 'Draft submitted',
	)?.data.main[0];
	return (ran ?? queued ?? []).map((item) => String(item.json.id));
}

/** The items Message Templates → Get put out in an execution, failed ones included. */
export function templatesRead(run: Execution): Array<Record<string, unknown>> {
	const items = run.data?.resultData.runData['Read the template']?.[0]?.data?.main[0] ?? [];
	return items.map((item) => item.json);
}

/** The drafts Message Drafts → Get read in an execution. */
export function draftsRead(run: Execution): string[] {
	const items = run.data?.resultData.runData['Read the draft']?.[0]?.data?.main[0] ?? [];
	return items.map((item) => String(item.json.id));
}

export const finished = (run: { status: string }) =>
	!['new', 'running', 'waiting'].includes(run.status);

/** Every execution of a workflow, each with its data. */
export async function runsOf(client: N8nClient, workflowId: string): Promise<Execution[]> {
	return await Promise.all(
		(await executionsOf(client, workflowId)).map(async (run) => await execution(client, run.id)),
	);
}

/**
 * A webhook answers 404 until main has registered it after activation; a 404 starts nothing, so
 * asking again is safe.
 */
export async function callWebhook(url: string, body: unknown = {}): Promise<Response> {
	const call = async () =>
		await fetch(url, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(body),
		});
	return await waitFor(
		`n8n to register the webhook ${url}`,
		call,
		(response) => response.status !== 404,
		{
			timeoutMs: 120_000,
			intervalMs: 500,
			show: (response) => `answered ${response.status}`,
		},
	);
}
