/**
 * The Message Drafts Trigger published while its service is in trouble, on the scheduler this
 * run's n8n uses (N8N_SCHEDULER): answering 503, answering 429, or not answering at all. n8n
 * fails a publication for good when its first poll throws; the trigger's does not, so the workflow
 * stays published, and what is submitted during the outage and after it fires once each. On the
 * durable scheduler, a 429's Retry-After reaches n8n's backoff: it skips the polls the service
 * asked it to, then goes on without losing anything. Each case watches a service of its own,
 * behind a proxy that answers in its place.
 */
import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { type FlakyProxy, rawAnswer } from '../../harness/flakyProxy';
import { waitFor } from '../../harness/waitFor';
import { e2eContext } from '../support/context';
import { submitCopies } from '../support/draftActions';
import { n8nSession } from '../support/n8nSession';
import { type OwnService, ownService } from '../support/ownService';
import {
	FIRES_WITHIN_MS,
	NEXT_POLL_MS,
	failedExecutions,
	firedDrafts,
	firedOnceEach,
	publicationStatus,
	publish,
} from '../support/triggerRuns';
import { draftsTriggerWorkflow, importForTest } from '../support/workflows';

const { scheduler } = e2eContext();

const outages: Array<{ outage: string; start(proxy: FlakyProxy): void }> = [
	{
		outage: 'answers 503',
		start: (proxy) =>
			proxy.intercept(() =>
				rawAnswer('503 Service Unavailable', [], {
					code: 'server_error',
					message: 'Down for maintenance',
				}),
			),
	},
	{
		outage: 'answers 429 with Retry-After',
		start: (proxy) =>
			proxy.intercept(() =>
				rawAnswer('429 Too Many Requests', ['Retry-After: 30', 'X-RateLimit-Remaining: 0'], {
					code: 'rate_limited',
					message: 'Rate limit exceeded',
				}),
			),
	},
	{ outage: 'does not answer at all', start: (proxy) => proxy.dropWhen(() => true) },
];

// The cases run side by side, each a few polls long: jest starts concurrent tests before any
// beforeAll hook has run, so the session is made by the first test that asks for it.
let session: Promise<N8nClient> | undefined;
const signedIn = async () => await (session ??= n8nSession());
const services: OwnService[] = [];

afterAll(async () => {
	for (const service of services) await service.close();
});

describe(`the trigger published during an outage, on n8n's ${scheduler} scheduler`, () => {
	it.concurrent.each(outages)(
		'stays published while the service $outage, and fires what was submitted meanwhile and after, once each',
		async ({ outage, start }) => {
			const client = await signedIn();
			const service = await ownService(client, `Outage: ${outage} (${scheduler})`);
			services.push(service);
			const workflowId = await importForTest(
				client,
				draftsTriggerWorkflow({}),
				`Published while the service ${outage} (${scheduler})`,
				service.credential,
			);
			start(service.proxy);
			expect(await publish(client, workflowId)).toBe('published');
			const meanwhile = await submitCopies(service);
			// A poll on the schedule meets the outage too: n8n records it as a failed execution.
			await waitFor(
				'a poll on the schedule to fail in the outage',
				async () => await failedExecutions(client, workflowId),
				(failed) => failed > 0,
				{
					timeoutMs: 2 * NEXT_POLL_MS,
				},
			);
			expect(await publicationStatus(client, workflowId)).toBe('published');
			expect(await firedDrafts(client, workflowId)).toEqual([]);

			service.proxy.heal();
			const after = await submitCopies(service);
			const fired = await firedOnceEach(
				client,
				workflowId,
				[...meanwhile, ...after],
				service.polls,
				FIRES_WITHIN_MS + 60_000,
			);
			expect([...fired].sort()).toEqual([...meanwhile, ...after].sort());
			await client.api('POST', `/workflows/${workflowId}/deactivate`);
		},
		900_000,
	);

	(scheduler === 'durable' ? it.concurrent : it.concurrent.skip)(
		"skips the polls a 429's Retry-After asks it to, then fires what was submitted meanwhile, once each",
		async () => {
			const client = await signedIn();
			const service = await ownService(client, `Backoff (${scheduler})`);
			services.push(service);
			const workflowId = await importForTest(
				client,
				draftsTriggerWorkflow({}),
				`Backoff after a 429 (${scheduler})`,
				service.credential,
			);
			expect(await publish(client, workflowId)).toBe('published');

			// From its first read of the email list on, the service answers 429 with Retry-After
			// 100 s, and keeps its word: after those 100 s it answers again. The email list's reads
			// are counted, one a poll.
			const ASKED_MS = 100_000;
			const emailReads: number[] = [];
			let limitedUntil = Infinity;
			service.proxy.intercept((requestLine) => {
				const now = Date.now();
				if (/^GET \/drafts[ ?]/.test(requestLine)) {
					emailReads.push(now);
					if (limitedUntil === Infinity) limitedUntil = now + ASKED_MS;
				}
				if (now >= limitedUntil) return undefined;
				return rawAnswer(
					'429 Too Many Requests',
					[`Retry-After: ${ASKED_MS / 1000}`, 'X-RateLimit-Remaining: 0'],
					{ code: 'rate_limited', message: 'Rate limit exceeded' },
				);
			});
			const meanwhile = await submitCopies(service);

			const fired = await firedOnceEach(
				client,
				workflowId,
				meanwhile,
				service.polls,
				ASKED_MS + FIRES_WITHIN_MS,
			);
			expect([...fired].sort()).toEqual([...meanwhile].sort());
			// n8n held its polls for the 100 s asked (without the failure's retryAfterMs it backs off
			// 5, 10, 20 s, and without any backoff it polls again a minute later). A slower machine
			// only makes the wait longer.
			expect(emailReads.length).toBeGreaterThanOrEqual(2);
			expect(emailReads[1] - emailReads[0]).toBeGreaterThanOrEqual(ASKED_MS);
			await client.api('POST', `/workflows/${workflowId}/deactivate`);
		},
		900_000,
	);
});
