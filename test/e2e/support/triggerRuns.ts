import { setTimeout as delay } from 'node:timers/promises';
import { SAVE_WAIT_MS } from '../../../nodes/MessageDraftsTrigger/helpers/pollRun';
import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { waitFor } from '../../harness/waitFor';
import { execution, executionsOf } from './executions';

/** n8n polls once a minute at the most often: the next poll is at most this far away, with slack. */
export const NEXT_POLL_MS = 90_000;

/** A durable-scheduler task's lease (N8N_SCHEDULER_LEASE_DURATION), past its poll timeout. */
const LEASE_MS = 60_000;

/**
 * The longest a submitted draft waits to fire, on a busy machine: a few polls, and on the durable
 * scheduler one poll whose lease ran out or that was abandoned at its timeout, whose events fire two
 * minutes after it ended (docs/trigger.md#n8ns-schedulers). A loaded machine shows both.
 */
export const FIRES_WITHIN_MS = 3 * NEXT_POLL_MS + LEASE_MS + SAVE_WAIT_MS;

/**
 * Waits until the wall clock is `offset` seconds into a stretch of `period` seconds (a divisor of a
 * minute: 15 for a quarter, 60 for the minute), in the current stretch or the next: for a test that
 * must act between two polls at fixed seconds.
 */
export async function untilClockSecond(offset: number, period = 60): Promise<void> {
	const periodMs = period * 1000;
	await delay((offset * 1000 - (Date.now() % periodMs) + periodMs) % periodMs);
}

/** Where a publication stands, as n8n's editor asks it (the public API may say active for a failed one). */
export async function publicationStatus(client: N8nClient, workflowId: string): Promise<string> {
	const answer = await client.rest<{ status?: string; data?: { status: string } }>(
		'GET',
		`/workflows/${workflowId}/publication-status`,
	);
	return answer.data?.status ?? answer.status ?? 'unknown';
}

/** Publishes a workflow and waits until n8n has settled it: 'published', 'failed' or 'partial'. */
export async function publish(client: N8nClient, workflowId: string): Promise<string> {
	await client.api('POST', `/workflows/${workflowId}/activate`);
	return await waitFor(
		`n8n to settle the publication of workflow ${workflowId}`,
		async () => await publicationStatus(client, workflowId),
		(status) => status !== 'in_progress' && status !== 'not_published',
		{ timeoutMs: 180_000 },
	);
}

/** The ids of the drafts every execution of the workflow so far was started for, in order. */
export async function firedDrafts(
	client: N8nClient,
	workflowId: string,
	triggerName = 'Draft submitted',
): Promise<string[]> {
	const runs = (await executionsOf(client, workflowId)).filter(
		({ status }) => status !== 'error' && status !== 'crashed',
	);
	const fired: string[] = [];
	for (const { id } of runs.sort((a, b) => Number(a.id) - Number(b.id))) {
		const items =
			(await execution(client, id)).data?.resultData.runData[triggerName]?.[0]?.data?.main[0] ?? [];
		fired.push(...items.map(({ json }) => String(json.id)));
	}
	return fired;
}

/**
 * Waits for the trigger's next two polls to start (`polls` counts its polls): by then the first of
 * them, and any poll that overlapped the one before, has ended (n8n starts a poll a minute after
 * the one before and gives up on one at its timeout), and an execution it started shows.
 */
export async function afterNextPolls(polls: () => Promise<number>): Promise<void> {
	const before = await polls();
	await waitFor("the trigger's next two polls to start", polls, (count) => count >= before + 2, {
		timeoutMs: 3 * NEXT_POLL_MS,
		show: (count) => `${count - before} started`,
	});
}

/**
 * Waits until every draft of `expected` has fired, then for the next two polls (afterNextPolls), so
 * that a draft fired twice shows. Gives every draft fired, for the test to hold against `expected`.
 */
export async function firedOnceEach(
	client: N8nClient,
	workflowId: string,
	expected: string[],
	polls: () => Promise<number>,
	timeoutMs = FIRES_WITHIN_MS,
): Promise<string[]> {
	const missing = (fired: string[]) => expected.filter((id) => !fired.includes(id));
	await waitFor(
		`drafts ${expected.join(', ')} to fire`,
		async () => await firedDrafts(client, workflowId),
		(fired) => missing(fired).length === 0,
		{
			timeoutMs,
			show: (fired) => `fired [${fired.join(', ')}], missing [${missing(fired).join(', ')}]`,
		},
	);
	await afterNextPolls(polls);
	return await firedDrafts(client, workflowId);
}

/** The workflow's executions that ended in an error: a poll n8n recorded as failed, say. */
export async function failedExecutions(client: N8nClient, workflowId: string): Promise<number> {
	return (await executionsOf(client, workflowId)).filter(
		({ status }) => status === 'error' || status === 'crashed',
	).length;
}
