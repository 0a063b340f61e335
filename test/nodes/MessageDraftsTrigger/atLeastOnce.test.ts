/**
 * n8n's durable scheduler runs a poll at least once: the same poll may run twice from the same
 * saved state (an instance stalled and another took its task over), two polls may overlap, a main
 * may die in the middle of one, and a poll that runs past the poll timeout is abandoned. With
 * durable cursors, whatever happens to a poll, each submission fires exactly once. The clock runs
 * ten times as fast, so n8n's 45 s poll timeout passes in 4.5 s.
 */
import { DEMO } from '../../../sandbox';
import { useFastClock } from '../../harness/fastClock';
import { SAVE_WAIT_MS } from '../../../nodes/MessageDraftsTrigger/helpers/pollRun';
import {
	anotherMain,
	emittedIds,
	holdRequests,
	trigger,
	type TriggerOptions,
	useTriggerSandbox,
} from './fixtures';

useFastClock(10);
const { sandbox, act, proxy } = useTriggerSandbox();

/** A durable-cursors poller of email drafts that has published, and three drafts it has not seen. */
async function pollerAndThree(options: TriggerOptions = {}) {
	const poller = trigger(sandbox, { scheduler: 'durableCursors', channels: ['email'], ...options });
	expect(await poller.publish()).toBeNull();
	return { poller, submitted: await submitThree() };
}

/** Three new drafts waiting for approval. */
async function submitThree(): Promise<string[]> {
	const submitted: string[] = [];
	for (let copy = 1; copy <= 3; copy++) {
		const id = await act.duplicate('email', DEMO.email.springSaleDraft, `At least once ${copy}`);
		await act.submit('email', id);
		submitted.push(id);
	}
	return submitted;
}

describe('Message Drafts Trigger: polls run at least once, each submission fires exactly once (durable scheduler, durable cursors)', () => {
	it('the same poll run twice from the same saved state: the stalled run commits nothing, the takeover fires each once', async () => {
		const { poller, submitted } = await pollerAndThree();
		// The instance stalls: its poll runs, and its commit is refused.
		expect(await poller.poll({ leaseLost: true, runsOn: anotherMain() })).toBeNull();
		expect(emittedIds(await poller.poll()).sort()).toEqual([...submitted].sort());
		expect(await poller.poll()).toBeNull();
	});

	it('two polls overlapping across instances: the one whose lease is lost fires nothing, the other each once', async () => {
		const { poller, submitted } = await pollerAndThree({ baseUrl: proxy.url });
		const held = holdRequests(proxy);
		const stalled = poller.poll({ leaseLost: true, runsOn: anotherMain() });
		await held.first;
		proxy.heal();
		const takeover = emittedIds(await poller.poll());
		held.release();
		expect(await stalled).toBeNull();
		expect(takeover.sort()).toEqual([...submitted].sort());
		expect(await poller.poll()).toBeNull();
	});

	it('a main killed in the middle of a poll: the poll commits nothing, and the next one fires each once', async () => {
		const { poller, submitted } = await pollerAndThree({ baseUrl: proxy.url });
		const held = holdRequests(proxy);
		// The poll never ends: its main is gone, with whatever it held in memory, and another main
		// runs the task again once its lease has run out.
		void poller.poll({ leaseLost: true });
		await held.first;
		poller.restart();
		proxy.heal();
		expect(emittedIds(await poller.poll()).sort()).toEqual([...submitted].sort());
		expect(await poller.poll()).toBeNull();
		held.release();
	});

	it('a poll abandoned at the poll timeout commits nothing, and the next one fires each once', async () => {
		// A time budget past n8n's poll timeout, as a misconfigured n8n could give, and a service that
		// does not answer: the poll waits on until n8n has moved on without it. The poll timeout is
		// shorter than a request's 30 s Timeout, so the request still waits when it comes, whatever
		// the machine's speed: no timer of the test races the poll's.
		const { poller, submitted } = await pollerAndThree({
			baseUrl: proxy.url,
			pollBudgetMs: 120_000,
			pollTimeoutMs: 20_000,
		});
		const held = holdRequests(proxy);
		try {
			expect(await poller.poll()).toBeNull();
			expect(poller.abandoned).toBe(1);
			proxy.heal();
			// It waits on, unheard, and n8n saves nothing of it: once it has ended and n8n has had its
			// time to save, the next poll reads from the last commit.
			expect(await poller.poll()).toBeNull();
			await poller.abandonedEnded();
			await new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS));
			expect(emittedIds(await poller.poll()).sort()).toEqual([...submitted].sort());
			expect(await poller.poll()).toBeNull();
		} finally {
			held.release();
		}
	});
});

// After a main starts again, n8n's durable scheduler fired the occurrences it had missed at once,
// each from the same saved state (seen in the queue stage: each draft fired twice, once five times).
describe.each(['durable', 'durableCursors'] as const)(
	'Message Drafts Trigger: polls on the schedule that overlap on one main (%s scheduler)',
	(scheduler) => {
		it('two polls under way at once: each draft fires once', async () => {
			const { poller, submitted } = await pollerAndThree({ scheduler, baseUrl: proxy.url });
			const held = holdRequests(proxy);
			const first = poller.poll();
			await held.first;
			proxy.heal();
			const second = emittedIds(await poller.poll());
			held.release();
			const fired = [...emittedIds(await first), ...second];
			expect(fired.sort()).toEqual([...submitted].sort());
			expect(await poller.poll()).toBeNull();
		});

		it('a poll that starts after another emitted and before n8n saved its state: each draft fires once', async () => {
			const { poller, submitted } = await pollerAndThree({ scheduler });
			let beforeSave: string[] = [];
			const first = emittedIds(
				await poller.poll({
					beforeSave: async () => {
						beforeSave = emittedIds(await poller.poll());
					},
				}),
			);
			expect([...first, ...beforeSave].sort()).toEqual([...submitted].sort());
			expect(await poller.poll()).toBeNull();
		});
	},
);
