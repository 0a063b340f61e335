import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { waitFor } from '../../harness/waitFor';
import { execution, executionsOf, nodeOutput } from '../support/executions';
import { n8nSession } from '../support/n8nSession';
import { draftListReads, sandboxRequest } from '../support/sandboxApi';
import { NEXT_POLL_MS, afterNextPolls, firedDrafts } from '../support/triggerRuns';
import { draftsTriggerWorkflow, everyQuarterMinute, importForTest } from '../support/workflows';

// No other test file submits drafts of this template, so every execution here is this file's.
const templateId = 'tem_password_reset';

const pollsSoFar = async () => await draftListReads(templateId);

describe('the Message Drafts Trigger, published in the app', () => {
	let client: N8nClient;
	let workflowId: string;
	let draftId: string;

	beforeAll(async () => {
		client = await n8nSession();
		// Four polls a minute, on every release in the range: each wait below is for a
		// quarter-minute poll.
		const workflow = draftsTriggerWorkflow({
			pollTimes: { item: everyQuarterMinute },
			channels: ['email'],
			templateId: { __rl: true, mode: 'id', value: templateId },
		});
		workflowId = await importForTest(client, workflow, 'Draft submitted (e2e)');
		await client.api('POST', `/workflows/${workflowId}/activate`);
		// Publishing polls once at once; that poll takes note of what already waits and starts nothing.
		await waitFor("the publication's poll", pollsSoFar, (polls) => polls > 0, {
			timeoutMs: NEXT_POLL_MS,
		});
	});

	afterAll(async () => {
		await client.api('POST', `/workflows/${workflowId}/deactivate`);
	});

	it('starts one execution for a draft submitted for approval, carrying that draft', async () => {
		({ id: draftId } = await sandboxRequest<{ id: string }>(
			'POST',
			'/drafts/tdft_password_v1/duplicate',
			{ name: 'Password reset (trigger e2e)' },
		));
		await sandboxRequest('POST', `/drafts/${draftId}/publishRequest`);
		await waitFor(
			`draft ${draftId} to fire`,
			async () => await firedDrafts(client, workflowId),
			(fired) => fired.includes(draftId),
			{
				timeoutMs: 2 * NEXT_POLL_MS,
			},
		);
		const runs = await executionsOf(client, workflowId);
		expect(runs).toHaveLength(1);
		const emitted = nodeOutput(await execution(client, runs[0].id), 'Draft submitted');
		expect(emitted).toMatchObject({
			id: draftId,
			templateId,
			channel: 'email',
			status: 'PENDING_APPROVAL',
		});
	});

	it('starts no second one on the next poll', async () => {
		await afterNextPolls(pollsSoFar);
		expect(await firedDrafts(client, workflowId)).toEqual([draftId]);
		expect(await executionsOf(client, workflowId)).toHaveLength(1);
	});
});
