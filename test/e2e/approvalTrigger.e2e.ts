import { setTimeout as delay } from 'node:timers/promises';
import type { N8nClient } from '../../scripts/n8n/n8nClient';
import { execution, executionsOf, nodeOutput, waitFor, type Execution } from './support/executions';
import { n8nSession } from './support/n8nSession';
import { readDraft, sandboxRequest, sandboxRequests } from './support/sandboxApi';
import { example, importForTest, nodeNamed, replaceSlackWithWait } from './support/workflows';

// A draft that is in progress and whose template was never published (see sandbox/seed).
const templateId = 'tem_spring_sale';
const draftId = 'tdft_spring_sale';

// n8n polls once a minute at the most often, on the minute: a poll is at most 60 s away.
const nextPoll = 90_000;

interface SandboxState {
	drafts: Record<string, { reviews: Array<{ decision: string; feedback: string }> }> | Array<{ id: string; reviews: Array<{ decision: string; feedback: string }> }>;
}

async function reviewsOf(id: string) {
	const state = await sandboxRequest<SandboxState>('GET', '/_sandbox/state');
	const drafts = Array.isArray(state.drafts) ? state.drafts : Object.entries(state.drafts).map(([key, value]) => ({ id: key, ...value }));
	return drafts.find((draft) => draft.id === id)?.reviews ?? [];
}

/** The trigger's polls: its scoped list reads, told apart from other tests' requests by the filter. */
async function draftListReads(): Promise<number> {
	return (await sandboxRequests()).filter(
		(request) => request.method === 'GET' && request.path === '/drafts' && request.query.templateId === templateId,
	).length;
}

describe('the Slack approval example, with a webhook-resumed Wait for Slack, in the running app', () => {
	let client: N8nClient;
	let workflowId: string;

	/** Submits the draft, waits for the one execution the trigger starts and answers as the reviewer. */
	async function submitAndAnswer(executionsBefore: number, answer: { Decision: string; Feedback: string }): Promise<Execution> {
		await sandboxRequest('POST', `/drafts/${draftId}/publishRequest`);
		const started = await waitFor(
			() => executionsOf(client, workflowId),
			(runs) => runs.length > executionsBefore && runs[0].status === 'waiting',
			nextPoll,
		);
		expect(started).toHaveLength(executionsBefore + 1);
		const waiting = await execution(client, started[0].id);
		const resumeUrl = nodeOutput(waiting, 'Resume link')?.resumeUrl as string;
		expect(nodeOutput(waiting, 'Resume link')).toEqual(expect.objectContaining({ id: draftId, templateId, channel: 'email' }));

		const resumed = await fetch(resumeUrl, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(answer),
		});
		expect(resumed.status).toBe(200);
		const finished = await waitFor(() => execution(client, started[0].id), (run) => run.status !== 'waiting' && run.status !== 'running', 60_000);
		expect(finished.data?.resultData.error?.message).toBeUndefined();
		expect(finished.status).toBe('success');
		return finished;
	}

	beforeAll(async () => {
		client = await n8nSession('approvalTrigger');
		const workflow = replaceSlackWithWait(example('Message drafts: approve in Slack'), 'Ask in Slack');
		// Scoped to one template, so drafts that other test files submit start nothing here.
		Object.assign(nodeNamed(workflow, 'Draft submitted').parameters, {
			channels: ['email'],
			templateId: { __rl: true, mode: 'id', value: templateId },
		});
		workflowId = await importForTest(client, workflow, 'Approval with a Wait (e2e)');
		await client.api('POST', `/workflows/${workflowId}/activate`);
		// Activation polls once at once; that poll only takes note of what is already waiting.
		await waitFor(draftListReads, (reads) => reads > 0, 30_000);
		expect(await executionsOf(client, workflowId)).toHaveLength(0);
	});

	afterAll(async () => {
		await client.api('POST', `/workflows/${workflowId}/deactivate`);
	});

	it('rejects the draft with the reviewer\'s feedback', async () => {
		const feedback = 'The subject line needs the discount.';
		await submitAndAnswer(0, { Decision: 'Reject', Feedback: feedback });
		expect((await readDraft(draftId)).status).toBe('IN_PROGRESS');
		expect(await reviewsOf(draftId)).toContainEqual(expect.objectContaining({ decision: 'rejected', feedback }));
	});

	it('approves the draft submitted anew, which publishes the template', async () => {
		await submitAndAnswer(1, { Decision: 'Approve', Feedback: 'Looks good.' });
		const template = await sandboxRequest<{ publishedDraftId: string }>('GET', `/templates/${templateId}?targetLanguage=html`);
		expect(template.publishedDraftId).toBe(draftId);
	});

	it('starts no further execution on the next poll', async () => {
		const readsBefore = await draftListReads();
		await waitFor(draftListReads, (reads) => reads > readsBefore, nextPoll);
		expect(await draftListReads()).toBeGreaterThan(readsBefore);
		// The poll has read the list; give n8n a moment to start an execution, were it to start one.
		await delay(5000);
		expect(await executionsOf(client, workflowId)).toHaveLength(2);
	});
});
