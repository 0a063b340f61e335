/**
 * n8n going down under the Message Drafts Trigger, on the scheduler this run's n8n uses
 * (N8N_SCHEDULER): killed in the middle of a poll, or started again while the service is down.
 * Nothing submitted is lost and nothing fires twice. Each case runs its own n8n (the run's n8n
 * serves the other files) and watches a service of its own.
 */
import { rawAnswer } from '../../harness/flakyProxy';
import { e2eContext } from '../support/context';
import { submitCopies } from '../support/draftActions';
import { waitFor } from '../../harness/waitFor';
import { ownN8n } from '../support/ownN8n';
import { type OwnService, ownService } from '../support/ownService';
import {
	NEXT_POLL_MS,
	failedExecutions,
	firedOnceEach,
	publicationStatus,
	publish,
} from '../support/triggerRuns';
import { draftsTriggerWorkflow, importForTest } from '../support/workflows';

const { scheduler } = e2eContext();
const services: OwnService[] = [];
const stops: Array<() => Promise<void>> = [];

afterAll(async () => {
	for (const stop of stops) await stop();
	for (const service of services) await service.close();
});

const SERVICE_UNAVAILABLE = rawAnswer('503 Service Unavailable', [], {
	code: 'server_error',
	message: 'Down for maintenance',
});

describe(`n8n going down under the trigger, on its ${scheduler} scheduler`, () => {
	it.concurrent(
		'killed in the middle of a poll and started again: every submission fires once',
		async () => {
			const n8n = await ownN8n(`killed mid-poll (${scheduler})`);
			stops.push(n8n.stop);
			const service = await ownService(n8n.client(), 'Killed mid-poll');
			services.push(service);
			const workflowId = await importForTest(
				n8n.client(),
				draftsTriggerWorkflow({}),
				'Killed mid-poll',
				service.credential,
			);
			expect(await publish(n8n.client(), workflowId)).toBe('published');
			const submitted = await submitCopies(service);

			// The next poll's requests are held; n8n is killed while it waits for them.
			let arrived = 0;
			service.proxy.intercept(async () => {
				arrived++;
				await new Promise(() => {});
				return undefined;
			});
			await waitFor(
				'the next poll to reach the service',
				async () => arrived,
				(count) => count > 0,
				{ timeoutMs: NEXT_POLL_MS },
			);
			await n8n.crashAndStart('SIGKILL');
			service.proxy.heal();

			const fired = await firedOnceEach(n8n.client(), workflowId, submitted, service.polls);
			expect([...fired].sort()).toEqual([...submitted].sort());
		},
		900_000,
	);

	it.concurrent(
		'started again while the service answers 503: still published, and what was submitted meanwhile fires once',
		async () => {
			const n8n = await ownN8n(`restarted in an outage (${scheduler})`);
			stops.push(n8n.stop);
			const service = await ownService(n8n.client(), 'Restarted in an outage');
			services.push(service);
			const workflowId = await importForTest(
				n8n.client(),
				draftsTriggerWorkflow({}),
				'Restarted in an outage',
				service.credential,
			);
			expect(await publish(n8n.client(), workflowId)).toBe('published');

			await n8n.stop();
			service.proxy.intercept(() => SERVICE_UNAVAILABLE);
			await n8n.start();
			const meanwhile = await submitCopies(service);
			// n8n's first poll after its start meets the outage and lets it pass; one on the schedule
			// meets it too, and n8n records it as a failed execution.
			await waitFor(
				'a poll on the schedule to fail in the outage',
				async () => await failedExecutions(n8n.client(), workflowId),
				(failed) => failed > 0,
				{
					timeoutMs: 2 * NEXT_POLL_MS,
				},
			);
			expect(await publicationStatus(n8n.client(), workflowId)).toBe('published');

			service.proxy.heal();
			const fired = await firedOnceEach(n8n.client(), workflowId, meanwhile, service.polls);
			expect([...fired].sort()).toEqual([...meanwhile].sort());
		},
		900_000,
	);
});
