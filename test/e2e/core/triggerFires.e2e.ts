import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { execution, executionsOf, nodeOutput, waitFor } from '../support/executions';
import { n8nSession } from '../support/n8nSession';
import { draftListReads, sandboxRequest } from '../support/sandboxApi';
import { NEXT_POLL_MS, afterNextPoll } from '../support/triggerRuns';
import { draftsTriggerWorkflow, importForTest } from '../support/workflows';

// No other test file submits drafts of this template, so every execution here is this file's.
const templateId = 'tem_password_reset';

const pollsSoFar = async () => await draftListReads(templateId);

describe('the Message Drafts Trigger, published in the app', () => {
	let client: N8nClient;
	let workflowId: string;
	let draftId: string;

	beforeAll(async () => {
		client = await n8nSession('triggerFires');
		const workflow = draftsTriggerWorkflow({ channels: ['email'], templateId: { __rl: true, mode: 'id', value: templateId } });
		workflowId = await importForTest(client, workflow, 'Draft submitted (e2e)');
		await client.api('POST', `/workflows/${workflowId}/activate`);
		// Publishing polls once at once; that poll takes note of what already waits and starts nothing.
		await waitFor(pollsSoFar, (polls) => polls > 0, 30_000);
	});

	afterAll(async () => {
		await client.api('POST', `/workflows/${workflowId}/deactivate`);
	});

	it('starts one execution for a draft submitted for approval, carrying that draft', async () => {
		({ id: draftId } = await sandboxRequest<{ id: string }>('POST', '/drafts/tdft_password_v1/duplicate', { name: 'Password reset (trigger e2e)' }));
		await sandboxRequest('POST', `/drafts/${draftId}/publishRequest`);
		const runs = await waitFor(() => executionsOf(client, workflowId), (list) => list.some(({ finished }) => finished), NEXT_POLL_MS);
		expect(runs).toHaveLength(1);
		const emitted = nodeOutput(await execution(client, runs[0].id), 'Draft submitted');
		expect(emitted).toMatchObject({ id: draftId, templateId, channel: 'email', status: 'PENDING_APPROVAL' });
	});

	it('starts no second one on the next poll', async () => {
		const { readsBefore, readsAfter, executions } = await afterNextPoll(client, workflowId, pollsSoFar);
		expect(readsAfter).toBeGreaterThan(readsBefore);
		expect(executions).toBe(1);
	});
});
