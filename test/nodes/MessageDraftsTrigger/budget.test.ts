/**
 * A poll's request budget is a quarter of the account's rate limit, as the service's answers show
 * it: a small account is not overrun, a large one drains a backlog in fewer polls. The trigger and
 * the action nodes of one credential share one pacer. A "minute" passes between polls by resetting
 * the sandbox's window (`PUT /_sandbox/faults`); where a test waits for the window itself, the
 * clock runs thirty times as fast.
 */
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { useFastClock } from '../../harness/fastClock';
import type { Poller } from '../../harness/poller';
import { runNode } from '../../harness/runNode';
import { type SandboxHandle, useSandbox } from '../../harness/sandbox';
import { WELCOME_TEMPLATE_GET } from '../../harness/templateGet';
import {
	accountWithPendingDrafts,
	drafts,
	emitted,
	nextSecond,
	setFaults,
	trigger,
} from './fixtures';

const sandbox = useSandbox({ account: accountWithPendingDrafts(1000) });
/**
 * An hour for a scheduled poll: its requests end it, not the time, however busy the machine. The
 * first poll of a publication still ends at the trigger's own 30 s.
 */
const pollBudgetMs = 3_600_000;

/** Polls once a "minute" at the given limit until a poll emits nothing; requests and 429s per poll. */
async function drain(handle: SandboxHandle, poller: Poller, perMinute: number) {
	const polls: Array<{ requests: number; rateLimited: number; items: number }> = [];
	const ids: string[] = [];
	for (let poll = 0; poll < 100; poll++) {
		await setFaults(handle, { failRate: 0, latencyMs: 0, rateLimit: perMinute });
		await handle.clearRequests();
		const items = emitted(await poller.poll());
		const requests = await handle.requests();
		polls.push({
			requests: requests.length,
			rateLimited: requests.filter(({ status }) => status === 429).length,
			items: items.length,
		});
		ids.push(...items.map(({ id }) => String(id)));
		if (items.length === 0) return { polls, ids };
	}
	throw new Error('Still emitting after 100 polls');
}

describe('Message Drafts Trigger: the request budget from the account limit', () => {
	beforeEach(async () => {
		await sandbox.reset();
	});

	it('spends at most a quarter of a small account limit per poll, and emits every waiting draft once', async () => {
		const poller = trigger(sandbox, {
			channels: ['email'],
			options: { includeExisting: true, includeContent: true },
			pollBudgetMs,
		});
		const { polls, ids } = await drain(sandbox, poller, 400);

		expect(polls.every(({ requests }) => requests <= 100)).toBe(true);
		expect(polls.every(({ rateLimited }) => rateLimited === 0)).toBe(true);
		expect(ids.length).toBeGreaterThanOrEqual(1000);
		expect(new Set(ids).size).toBe(ids.length);
		// Each poll reads on where the last stopped: the list's 44 pages once, and a draft's content
		// per event, 100 requests a poll until the last two. The first, the publication's, may end
		// sooner, at its 30 s.
		expect(polls.slice(1, -2).every(({ requests }) => requests === 100)).toBe(true);
		expect(polls.length).toBeLessThanOrEqual(Math.ceil((ids.length + 44) / 100) + 2);
	}, 600_000);

	it('drains a backlog in one poll on the schedule where the account allows 36,000 a minute', async () => {
		const poller = trigger(sandbox, {
			channels: ['email'],
			options: { includeContent: true },
			pollBudgetMs,
		});
		// Published first (its poll takes 30 s at the most); then the thousand waiting drafts are
		// rejected and submitted again, each a new event.
		await setFaults(sandbox, { failRate: 0, latencyMs: 0, rateLimit: 1_000_000 });
		expect(await poller.poll()).toBeNull();
		const act = drafts(sandbox);
		const waiting = (await act.list('email'))
			.filter(({ status }) => status === 'PENDING_APPROVAL')
			.map(({ id }) => String(id));
		await nextSecond();
		for (const id of waiting) {
			await act.reject('email', id);
			await act.submit('email', id);
		}
		const { polls, ids } = await drain(sandbox, poller, 36_000);

		expect(polls.map(({ items }) => items > 0)).toEqual([true, false]);
		expect(polls[0].requests).toBeGreaterThan(900);
		expect(polls[0].rateLimited).toBe(0);
		expect([...ids].sort()).toEqual([...waiting].sort());
	}, 600_000);

	describe('waiting for the window, thirty times as fast', () => {
		useFastClock(30);

		it('shares the pacer with the action nodes of its credential: a poll after a run that spent the allowance waits for the window', async () => {
			await setFaults(sandbox, { failRate: 0, latencyMs: 0, rateLimit: 60 });
			await sandbox.clearRequests();
			// Published in the same minute: its poll takes 30 s at the most, shorter than any wait here.
			const poller = trigger(sandbox, { channels: ['sms'], pollBudgetMs });
			expect(await poller.poll()).toBeNull();
			const [output = []] = await runNode({
				nodeType: new MessageTemplates(),
				parameters: WELCOME_TEMPLATE_GET,
				credentials: sandbox.credentials(),
				input: Array.from({ length: 60 }, () => ({ json: {} })),
			});
			expect(output).toHaveLength(60);

			// The next poll on the schedule finds the minute spent, and waits for the next.
			expect(await poller.poll()).toBeNull();
			const requests = await sandbox.requests();
			expect(requests.filter(({ status }) => status === 429)).toEqual([]);
			expect(requests.length).toBeGreaterThan(60);
		}, 600_000);
	});
});
