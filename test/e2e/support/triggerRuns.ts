import { setTimeout as delay } from 'node:timers/promises';
import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { execution, executionsOf, waitFor } from './executions';

/** n8n polls once a minute at the most often: the next poll is at most this far away, with slack. */
export const NEXT_POLL_MS = 90_000;

/** Where a publication stands, as n8n's editor asks it (the public API may say active for a failed one). */
export async function publicationStatus(client: N8nClient, workflowId: string): Promise<string> {
	const answer = await client.rest<{ status?: string; data?: { status: string } }>('GET', `/workflows/${workflowId}/publication-status`);
	return answer.data?.status ?? answer.status ?? 'unknown';
}

/** Publishes a workflow and waits until n8n has settled it: 'published', 'failed' or 'partial'. */
export async function publish(client: N8nClient, workflowId: string): Promise<string> {
	await client.api('POST', `/workflows/${workflowId}/activate`);
	return await waitFor(
		async () => await publicationStatus(client, workflowId),
		(status) => status !== 'in_progress' && status !== 'not_published',
		120_000,
	);
}

/** The ids of the drafts every execution of the workflow so far was started for, in order. */
export async function firedDrafts(client: N8nClient, workflowId: string, triggerName = 'Draft submitted'): Promise<string[]> {
	const runs = (await executionsOf(client, workflowId)).filter(({ status }) => status !== 'error' && status !== 'crashed');
	const fired: string[] = [];
	for (const { id } of runs.sort((a, b) => Number(a.id) - Number(b.id))) {
		const items = (await execution(client, id)).data?.resultData.runData[triggerName]?.[0]?.data?.main[0] ?? [];
		fired.push(...items.map(({ json }) => String(json.id)));
	}
	return fired;
}

/** Waits until the workflow's executions carry `count` drafts (or the time is up); the drafts fired. */
export async function waitForFired(client: N8nClient, workflowId: string, count: number, timeoutMs: number): Promise<string[]> {
	return await waitFor(async () => await firedDrafts(client, workflowId), (fired) => fired.length >= count, timeoutMs);
}

/** The workflow's executions that ended in an error: a poll n8n recorded as failed, say. */
export async function failedExecutions(client: N8nClient, workflowId: string): Promise<number> {
	return (await executionsOf(client, workflowId)).filter(({ status }) => status === 'error' || status === 'crashed').length;
}

/**
 * Waits for the trigger's next poll (its list reads go up), then gives n8n a moment to start an
 * execution, were the poll to emit: the list reads before and after, and the executions then.
 */
export async function afterNextPoll(
	client: N8nClient,
	workflowId: string,
	listReads: () => Promise<number>,
): Promise<{ readsBefore: number; readsAfter: number; executions: number }> {
	const readsBefore = await listReads();
	const readsAfter = await waitFor(listReads, (reads) => reads > readsBefore, NEXT_POLL_MS);
	await delay(5000);
	return { readsBefore, readsAfter, executions: (await executionsOf(client, workflowId)).length };
}
