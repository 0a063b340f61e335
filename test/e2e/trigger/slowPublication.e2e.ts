/**
 * A slow publication of the Message Drafts Trigger, with Include Existing on Activation, on the
 * scheduler this run's n8n uses (N8N_SCHEDULER): the publication's poll still reads when the
 * schedule's first poll starts beside it, and each draft that waited at the publication fires once.
 * A file of its own, so that its minutes run beside publication.e2e.ts's.
 */
import { e2eContext } from '../support/context';
import { submitCopies, waitingDrafts } from '../support/draftActions';
import { n8nSession } from '../support/n8nSession';
import { ownService } from '../support/ownService';
import { firedOnceEach, publish, untilClockSecond } from '../support/triggerRuns';
import { draftsTriggerWorkflow, importForTest } from '../support/workflows';

const { scheduler } = e2eContext();

describe(`a slow publication on n8n's ${scheduler} scheduler, with Include Existing`, () => {
	it("fires each draft that waited at the publication once, though the schedule's first poll starts while the publication's still reads", async () => {
		const client = await n8nSession();
		const slow = await ownService(client, `Slow publication (${scheduler})`);
		try {
			// Polls at second 0 of each minute, so that the test knows when the first is due.
			const workflow = draftsTriggerWorkflow({
				pollTimes: { item: [{ mode: 'custom', cronExpression: '0 * * * * *' }] },
				options: { includeExisting: true },
			});
			const workflowId = await importForTest(
				client,
				workflow,
				`Slow publication (${scheduler})`,
				slow.credential,
			);
			const waiting = await waitingDrafts(slow);
			// Published at second 40, every answer taking 10 s: the publication's poll reads (for up to its
			// 30 s) across the minute's start, when the schedule's first poll is due.
			await untilClockSecond(40);
			await slow.call('PUT', '/_sandbox/faults', { latencyMs: 10_000 });
			expect(await publish(client, workflowId)).toBe('published');
			await slow.call('PUT', '/_sandbox/faults', { latencyMs: 0 });
			const later = await submitCopies(slow);
			const fired = await firedOnceEach(client, workflowId, [...waiting, ...later], slow.polls);
			expect([...fired].sort()).toEqual([...waiting, ...later].sort());
			await client.api('POST', `/workflows/${workflowId}/deactivate`);
		} finally {
			await slow.close();
		}
	}, 900_000);
});
