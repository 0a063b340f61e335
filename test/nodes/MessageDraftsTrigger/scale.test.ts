/**
 * Accounts of 10,000 and 100,000 drafts on the five channels, a fifth of them waiting for approval
 * already, then thousands more submitted all over the lists, Include Draft Content on: with the
 * service answering in 100 ms, and at a low rate limit. No poll fails or is abandoned, however large
 * the account; each poll stays within its request budget; every submission fires exactly once,
 * within the polls docs/trigger.md states. n8n's durable scheduler runs the trigger here, with
 * durable cursors; the clock runs five times as fast, so 100 ms answers take 20 ms. Each poll has
 * almost five minutes, so that its requests end it, never the time, however busy the machine: how
 * much a poll reads in n8n's 36 s is the backlog end-to-end test's figure.
 */
import type { IDataObject } from 'n8n-workflow';

import { CHANNEL_NAMES } from '../../../nodes/shared/channels';
import { DEFAULT_POLL_REQUEST_BUDGET } from '../../../nodes/MessageDraftsTrigger/helpers/pollClient';
import { accountOnFiveChannels } from '../../harness/accounts';
import { useFastClock } from '../../harness/fastClock';
import type { Poller } from '../../harness/poller';
import { type SandboxHandle, useSandbox } from '../../harness/sandbox';
import { drafts, emitted, setFaults, trigger } from './fixtures';

useFastClock(5);

const PAGE = 25;
/** Under the five minutes n8n gives a poll it does not schedule as a task (the trigger takes that for a publication's). */
const pollBudgetMs = 290_000;

interface Run {
	/** Polls until the last submission fired. */
	pollsToFire: number;
	fired: string[];
	maxRequests: number;
	rateLimited: number;
}

/**
 * Polls once a "minute" until every submission has fired, then for a whole sweep of every list
 * more (`sweepPolls`), which finds nothing new; every request of every poll is counted.
 */
async function pollUntilFired(
	sandbox: SandboxHandle,
	poller: Poller,
	submitted: string[],
	conditions: IDataObject,
	sweepPolls: number,
): Promise<Run> {
	const run: Run = { pollsToFire: 0, fired: [], maxRequests: 0, rateLimited: 0 };
	const expected = new Set(submitted);
	let polls = 0;
	const poll = async () => {
		// A new rate-limit window, as when the next minute's poll comes.
		await setFaults(sandbox, conditions);
		await sandbox.clearRequests();
		const items = emitted(await poller.poll());
		run.fired.push(...items.map(({ id }) => String(id)));
		polls++;
		const requests = await sandbox.requests();
		run.maxRequests = Math.max(run.maxRequests, requests.length);
		run.rateLimited += requests.filter(({ status }) => status === 429).length;
	};
	while (run.fired.filter((id) => expected.has(id)).length < expected.size && polls < 200)
		await poll();
	run.pollsToFire = polls;
	while (polls < run.pollsToFire + sweepPolls) await poll();
	return run;
}

/** Every `every`-th draft still in progress, on every channel and all along the lists. */
async function submitAllOver(sandbox: SandboxHandle, every: number): Promise<string[]> {
	const act = drafts(sandbox);
	await setFaults(sandbox, { latencyMs: 0, rateLimit: 1_000_000 });
	const submitted: string[] = [];
	for (const channel of CHANNEL_NAMES) {
		const inProgress = (await act.list(channel)).filter(
			({ status, name }) => status === 'IN_PROGRESS' && String(name).startsWith('Scale draft'),
		);
		const chosen = inProgress.filter((_, index) => index % every === 0).map(({ id }) => String(id));
		for (let start = 0; start < chosen.length; start += 50) {
			await Promise.all(
				chosen.slice(start, start + 50).map(async (id) => await act.submit(channel, id)),
			);
		}
		submitted.push(...chosen);
	}
	return submitted;
}

const cases = [
	{
		drafts: 10_000,
		submitEvery: 4,
		conditions: { latencyMs: 100, rateLimit: 3600, failRate: 0 },
		label: '100 ms a request',
	},
	{
		drafts: 10_000,
		submitEvery: 4,
		conditions: { latencyMs: 0, rateLimit: 240, failRate: 0 },
		label: '240 requests a minute',
	},
	{
		drafts: 100_000,
		submitEvery: 40,
		conditions: { latencyMs: 100, rateLimit: 3600, failRate: 0 },
		label: '100 ms a request',
	},
	{
		drafts: 100_000,
		submitEvery: 40,
		conditions: { latencyMs: 0, rateLimit: 600, failRate: 0 },
		label: '600 requests a minute',
	},
];

describe.each(cases)(
	'Message Drafts Trigger: $drafts drafts on five channels, $label',
	({ drafts: total, submitEvery, conditions }) => {
		const sandbox = useSandbox({ account: accountOnFiveChannels(total) });

		it('fires each submission exactly once; no poll fails, is abandoned or goes past its budget', async () => {
			const poller = trigger(sandbox, {
				scheduler: 'durableCursors',
				pollBudgetMs,
				options: { includeContent: true },
			});
			await setFaults(sandbox, conditions);
			// The publication's poll reads what its 30 s allow, and the polls after it read on.
			expect(await poller.poll()).toBeNull();
			const submitted = await submitAllOver(sandbox, submitEvery);
			expect(submitted.length).toBeGreaterThanOrEqual(total / 50);

			const budget = Math.min(DEFAULT_POLL_REQUEST_BUDGET, Math.floor(conditions.rateLimit / 4));
			const pages = CHANNEL_NAMES.length + Math.ceil(total / PAGE);
			const run = await pollUntilFired(
				sandbox,
				poller,
				submitted,
				conditions,
				Math.ceil(pages / budget) + 1,
			);
			// The figures of the closing note and docs/trigger.md.
			console.log(
				`${total} drafts, ${submitted.length} submitted, ${JSON.stringify(conditions)}: all fired after ${run.pollsToFire} polls; ${run.fired.length} events in ${run.pollsToFire + Math.ceil(pages / budget) + 1} polls; at most ${run.maxRequests} requests a poll (budget ${budget}); ${run.rateLimited} answered 429; ${poller.abandoned} abandoned`,
			);
			expect([...run.fired].sort()).toEqual([...submitted].sort());
			expect(poller.abandoned).toBe(0);
			expect(run.maxRequests).toBeLessThanOrEqual(budget);
			expect(run.rateLimited).toBe(0);
			// A submission waits at most for the sweep under way to end and the next to reach it; the
			// reads of the events come on top.
			expect(run.pollsToFire).toBeLessThanOrEqual(
				Math.ceil((2 * pages + submitted.length) / budget) + 1,
			);
		}, 900_000);
	},
);
