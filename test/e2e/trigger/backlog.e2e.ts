/**
 * A large account behind a slow service, on the scheduler this run's n8n uses (N8N_SCHEDULER):
 * 10,000 drafts on the five channels, 2,000 of them waiting already, 100 ms an answer. Its lists
 * take longer to read than one poll allows itself on the durable scheduler (36 s of its 45 s), so
 * each poll reads on where the last stopped. No poll fails or is abandoned, and every draft submitted
 * fires once, its content included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHANNEL_NAMES, CHANNELS } from '../../../nodes/shared/channels';
import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { accountOnFiveChannels } from '../../harness/accounts';
import { e2eContext } from '../support/context';
import { waitFor } from '../../harness/waitFor';
import { execution, executionsOf } from '../support/executions';
import { n8nSession } from '../support/n8nSession';
import { type OwnService, ownService } from '../support/ownService';
import { NEXT_POLL_MS, failedExecutions, publish } from '../support/triggerRuns';
import { draftsTriggerWorkflow, importForTest } from '../support/workflows';

const { scheduler, logFolder } = e2eContext();
/** Every 32nd draft in progress, on each channel: 250 in all, all along the lists. */
const SUBMIT_EVERY = 32;

describe(`a trigger on an account of 10,000 drafts at 100 ms an answer, on n8n's ${scheduler} scheduler`, () => {
	let client: N8nClient;
	let service: OwnService;
	let workflowId: string;
	/** When each request reached the service, for the requests of each poll. */
	const arrivals: number[] = [];

	beforeAll(async () => {
		client = await n8nSession();
		service = await ownService(client, `Backlog (${scheduler})`, {
			account: accountOnFiveChannels(10_000),
		});
		workflowId = await importForTest(
			client,
			draftsTriggerWorkflow({ options: { includeContent: true } }),
			`Backlog (${scheduler})`,
			service.credential,
		);
		service.proxy.intercept(() => {
			arrivals.push(Date.now());
			return undefined;
		});
		await service.call('PUT', '/_sandbox/faults', { latencyMs: 100 });
	}, 300_000);

	afterAll(async () => {
		await client.api('POST', `/workflows/${workflowId}/deactivate`);
		await service.close();
	});

	it('fires every submission once, with its content; no poll fails or is abandoned', async () => {
		expect(await publish(client, workflowId)).toBe('published');
		// The publication's poll is over once n8n says the workflow is published: the polls counted
		// below are the scheduled ones, a minute apart and each done within 36 seconds.
		arrivals.length = 0;
		// The channels side by side: each list is 80 pages at 100 ms.
		const perChannel = await Promise.all(
			CHANNEL_NAMES.map(async (channel) => {
				const prefix = CHANNELS[channel].pathPrefix;
				const inProgress: string[] = [];
				for (let cursor = ''; ;) {
					const page = await service.call<{
						data: Array<{ id: string; name: string; status: string }>;
						cursor: { next: string; hasMore: boolean };
					}>('GET', `${prefix}/drafts${cursor ? `?cursor=${cursor}` : ''}`);
					const generated = page.data.filter(
						({ name, status }) => status === 'IN_PROGRESS' && name.startsWith('Scale draft'),
					);
					inProgress.push(...generated.map(({ id }) => id));
					if (!page.cursor.hasMore) break;
					cursor = page.cursor.next;
				}
				const chosen = inProgress.filter((_, index) => index % SUBMIT_EVERY === 0);
				await Promise.all(
					chosen.map(
						async (id) => await service.call('POST', `${prefix}/drafts/${id}/publishRequest`),
					),
				);
				return chosen;
			}),
		);
		const submitted = perChannel.flat();
		expect(submitted.length).toBeGreaterThanOrEqual(240);

		// Every poll's reads of lists and content, until each submission has fired.
		const missing = (items: Array<Record<string, unknown>>) => {
			const fired = new Set(items.map(({ id }) => String(id)));
			return submitted.filter((id) => !fired.has(id));
		};
		const fired = await waitFor(
			'every submission to fire',
			async () => {
				const items = [];
				for (const { id } of await executionsOf(client, workflowId)) {
					items.push(
						...((await execution(client, id)).data?.resultData.runData['Draft submitted']?.[0]?.data
							?.main[0] ?? []),
					);
				}
				return items.map(({ json }) => json);
			},
			(items) => missing(items).length === 0,
			// A busy machine reads fewer pages in a poll's 36 s: the polls it takes are its speed's.
			{
				timeoutMs: 20 * NEXT_POLL_MS,
				intervalMs: 5000,
				show: (items) => `${items.length} fired, ${missing(items).length} missing`,
			},
		);
		expect(fired.map(({ id }) => String(id)).sort()).toEqual([...submitted].sort());
		expect(fired.every(({ compiled }) => compiled !== null && typeof compiled === 'object')).toBe(
			true,
		);
		expect(await failedExecutions(client, workflowId)).toBe(0);
		expect(readFileSync(join(logFolder, 'n8n.log'), 'utf8')).not.toMatch(
			/Poll exceeded its timeout/,
		);

		// The figures of the closing note, measured, not asserted: n8n starts a poll a minute after the
		// one before, so a request more than 50 s after a poll's first starts the next. A poll that
		// outlasts 50 s on a loaded machine lends its last requests to the next: that each poll stays
		// within its requests is held by the node tests (test/nodes/MessageDraftsTrigger/scale.test.ts).
		const polls: number[][] = [];
		for (const at of arrivals) {
			const current = polls.at(-1);
			if (current && at - current[0] < 50_000) current.push(at);
			else polls.push([at]);
		}
		console.log(
			`backlog (${scheduler}): ${submitted.length} submissions fired in ${polls.length} polls; requests per poll ${polls.map((poll) => poll.length).join(', ')}`,
		);
	}, 2_400_000);
});
