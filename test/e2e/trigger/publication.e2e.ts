/**
 * The Message Drafts Trigger published in the running app, on the scheduler this run's n8n uses
 * (N8N_SCHEDULER), polling four times a minute at fixed seconds: drafts submitted seconds after the
 * publication, before n8n's first scheduled poll, fire once each, whatever n8n keeps of the
 * publication's own poll (its durable cursors keep nothing of a poll that emits nothing); so do
 * drafts submitted later, and with Include Existing on Activation those waiting at the publication
 * (slowPublication.e2e.ts holds a publication whose poll is slow). Each workflow watches a service
 * of its own.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { e2eContext } from '../support/context';
import { submitCopies, waitingDrafts } from '../support/draftActions';
import { n8nSession } from '../support/n8nSession';
import { type OwnService, ownService } from '../support/ownService';
import { failedExecutions, firedOnceEach, publish, untilClockSecond } from '../support/triggerRuns';
import { draftsTriggerWorkflow, everyQuarterMinute, importForTest } from '../support/workflows';

const { scheduler } = e2eContext();

describe(`the trigger published on n8n's ${scheduler} scheduler`, () => {
	let client: N8nClient;
	let service: OwnService;
	let existing: OwnService;
	let workflowId: string;
	let existingWorkflowId: string;
	let waitingAtPublication: string[];
	const submitted: string[] = [];

	beforeAll(async () => {
		client = await n8nSession();
		service = await ownService(client, `Publication (${scheduler})`);
		existing = await ownService(client, `Include Existing (${scheduler})`);
		workflowId = await importForTest(
			client,
			draftsTriggerWorkflow({ pollTimes: { item: everyQuarterMinute } }),
			`Publication window (${scheduler})`,
			service.credential,
		);
		existingWorkflowId = await importForTest(
			client,
			draftsTriggerWorkflow({
				pollTimes: { item: everyQuarterMinute },
				options: { includeExisting: true },
			}),
			`Include Existing (${scheduler})`,
			existing.credential,
		);
		waitingAtPublication = await waitingDrafts(existing);
		// Published a second into a quarter of a minute, the drafts submitted three seconds after:
		// before the schedule's first poll, due at the quarter's end.
		await untilClockSecond(1, 15);
		expect(
			await Promise.all([publish(client, workflowId), publish(client, existingWorkflowId)]),
		).toEqual(['published', 'published']);
		await delay(3000);
		submitted.push(...(await submitCopies(service)), ...(await submitCopies(existing)));
	}, 300_000);

	afterAll(async () => {
		for (const id of [workflowId, existingWorkflowId])
			await client.api('POST', `/workflows/${id}/deactivate`);
		await service.close();
		await existing.close();
	});

	it('fires each of five drafts submitted seconds after the publication, once', async () => {
		const fired = await firedOnceEach(client, workflowId, submitted.slice(0, 5), service.polls);
		expect([...fired].sort()).toEqual(submitted.slice(0, 5).sort());
	});

	it('fires what waited at the publication, once, and what was submitted after it, with Include Existing', async () => {
		const expected = [...waitingAtPublication, ...submitted.slice(5)];
		const fired = await firedOnceEach(client, existingWorkflowId, expected, existing.polls);
		expect([...fired].sort()).toEqual([...expected].sort());
	});

	it('fires five drafts submitted after the first poll on the schedule, once each, and nothing twice', async () => {
		const later = await submitCopies(service);
		const fired = await firedOnceEach(
			client,
			workflowId,
			[...submitted.slice(0, 5), ...later],
			service.polls,
		);
		expect([...fired].sort()).toEqual([...submitted.slice(0, 5), ...later].sort());
		expect(await failedExecutions(client, workflowId)).toBe(0);
	});
});
