/**
 * A backlog bigger than one poll may read: thousands of drafts waiting, Include Draft Content on,
 * the service's default rate limit (3,600 requests a minute), and lists longer than a poll's
 * budget. Every poll stays within its budget and reads on where the last one stopped; each page
 * read is compared at once and its events emitted, and the events a poll had no requests left for
 * fire in the next polls, each exactly once. A "minute" passes between polls by resetting the
 * sandbox's rate-limit window (`PUT /_sandbox/faults` starts a new window), so nothing waits for
 * the clock. Each case runs on n8n's in-memory scheduler and on its durable one with durable
 * cursors, where every scheduled poll starts from what the database holds.
 */
import type { IDataObject } from 'n8n-workflow';

import { DEFAULT_POLL_REQUEST_BUDGET as POLL_REQUEST_BUDGET } from '../../../nodes/MessageDraftsTrigger/helpers/pollClient';
import { DEMO } from '../../../sandbox';
import { useStretchedHttpTimeouts } from '../../harness/httpTimeout';
import type { Poller, SchedulerModel } from '../../harness/poller';
import { type SandboxHandle, useSandbox } from '../../harness/sandbox';
import {
	accountWithPendingDrafts,
	drafts,
	emitted,
	savedState,
	serviceClockAt,
	setFaults,
	startFlakyProxy,
	trigger,
} from './fixtures';

/**
 * The trigger's 30 s Timeout, stretched past the tests' own: the sandbox answers from this process,
 * and on a starved machine one answer, behind the others in flight, came after 30 s. What a poll
 * reads and fires is asserted here, not how fast the machine answers.
 */
useStretchedHttpTimeouts(100);

const DEFAULT_RATE_LIMIT = 3600;
const SCHEDULERS: SchedulerModel[] = ['inMemory', 'durableCursors'];
/**
 * n8n's time budget for a scheduled poll, four minutes here: its requests end each poll, never the
 * time, however busy the machine. (Under the five minutes n8n gives a poll it runs outside its
 * durable scheduler, which the trigger takes for a publication's.) The first poll of a publication
 * still ends at the trigger's own 30 s.
 */
const pollBudgetMs = 240_000;

/** A new rate-limit window, as when the next minute's poll comes. */
async function nextMinute(sandbox: SandboxHandle) {
	await setFaults(sandbox, { failRate: 0, latencyMs: 0, rateLimit: DEFAULT_RATE_LIMIT });
}

interface Drained {
	ids: string[];
	polls: number;
	perPoll: Array<{ requests: number; listPages: number; items: number; rateLimited: number }>;
}

/** Polls once a "minute" until a poll emits nothing; every request of every poll is counted. */
async function drain(sandbox: SandboxHandle, poller: Poller, maxPolls: number): Promise<Drained> {
	const drained: Drained = { ids: [], polls: 0, perPoll: [] };
	for (;;) {
		if (drained.polls === maxPolls) throw new Error(`Still emitting after ${maxPolls} polls`);
		await nextMinute(sandbox);
		await sandbox.clearRequests();
		const items = emitted(await poller.poll());
		drained.polls++;
		const requests = await sandbox.requests();
		drained.perPoll.push({
			requests: requests.length,
			listPages: requests.filter(({ path }) => /^(\/[a-z]+)?\/drafts$/.test(path)).length,
			items: items.length,
			rateLimited: requests.filter(({ status }) => status === 429).length,
		});
		for (const item of items)
			expect(item.compiled).toEqual(expect.objectContaining({ subject: expect.any(String) }));
		drained.ids.push(...items.map(({ id }) => String(id)));
		if (items.length === 0) return drained;
	}
}

function report(label: string, events: number, drained: Drained) {
	const requests = drained.perPoll.map(({ requests }) => requests);
	const repeated = drained.ids.length - new Set(drained.ids).size;
	// The figures of the closing note.
	console.log(
		`${label}: ${events} events, ${drained.ids.length} emitted (${repeated} repeated) in ${drained.polls} polls (the last emits nothing); requests per poll max ${Math.max(...requests)}, list pages in all ${drained.perPoll.reduce((sum, { listPages }) => sum + listPages, 0)}, 429 answers ${drained.perPoll.reduce((sum, { rateLimited }) => sum + rateLimited, 0)}`,
	);
}

/**
 * Every poll within its budget and without a 429; every poll but the last two as full as its
 * budget allows; and no more polls than the pages and reads of the backlog need, plus the one that
 * finds nothing left.
 */
function expectBoundedPolls(drained: Drained, events: number, pages: number) {
	for (const poll of drained.perPoll) {
		expect(poll.requests).toBeLessThanOrEqual(POLL_REQUEST_BUDGET);
		expect(poll.rateLimited).toBe(0);
	}
	expect(
		drained.perPoll.slice(0, -2).every(({ requests }) => requests === POLL_REQUEST_BUDGET),
	).toBe(true);
	expect(drained.polls).toBeLessThanOrEqual(Math.ceil((events + pages) / POLL_REQUEST_BUDGET) + 1);
}

/**
 * Publishes while the service answers 429: the publication's poll takes no look, so the first look,
 * with Include Existing, is the first poll on the schedule's, which its requests end, however busy
 * the machine, where the publication's poll may end at its 30 s.
 */
async function publishDuringRateLimit(sandbox: SandboxHandle, poller: Poller) {
	await setFaults(sandbox, { failNext: 1, failStatuses: [429], rateLimit: DEFAULT_RATE_LIMIT });
	expect(await poller.poll()).toBeNull();
}

/** Pages of the email list, and of each other channel's (one each in the demo account). */
const pagesOf = (emailDrafts: number) => Math.ceil(emailDrafts / 25) + 4;

/** The email drafts whose events the trigger still owes, as its saved state holds them. */
const owedOf = (poller: Poller) =>
	(savedState(poller).channels as Record<string, { due?: string[] }>).email.due;

describe.each(SCHEDULERS)(
	'Message Drafts Trigger: a backlog larger than one poll may read (%s)',
	(scheduler) => {
		/** A trigger on email whose first look fires the drafts already waiting, with content. */
		const watchingExisting = (sandbox: SandboxHandle) =>
			trigger(sandbox, {
				scheduler,
				pollBudgetMs,
				channels: ['email'],
				options: { includeExisting: true, includeContent: true },
			});

		describe('5,000 drafts submitted after activation', () => {
			const sandbox = useSandbox({ generate: { drafts: 5000 } });
			const act = drafts(sandbox);

			it('emits each submission exactly once, each poll as full as its budget allows', async () => {
				const poller = trigger(sandbox, {
					scheduler,
					pollBudgetMs,
					options: { includeContent: true },
				});
				await nextMinute(sandbox);
				expect(await poller.poll()).toBeNull();

				// Arranged with the rate limit out of the way, then back to the default for the polls.
				await setFaults(sandbox, { rateLimit: 1_000_000 });
				const emailDrafts = await act.list('email');
				const generated = emailDrafts.filter(({ name }) =>
					String(name).startsWith('Generated draft '),
				);
				expect(generated).toHaveLength(5000);
				const expected: string[] = [];
				for (let start = 0; start < generated.length; start += 50) {
					const batch = generated.slice(start, start + 50).map(({ id }) => String(id));
					await Promise.all(batch.map(async (id) => await act.submit('email', id)));
					expected.push(...batch);
				}

				const drained = await drain(sandbox, poller, 20);
				report(`5,000 new submissions (${scheduler})`, expected.length, drained);
				expect([...drained.ids].sort()).toEqual([...expected].sort());
				expect(new Set(drained.ids).size).toBe(drained.ids.length);
				expectBoundedPolls(drained, expected.length, pagesOf(emailDrafts.length));
				expect(owedOf(poller)).toBeUndefined();
			}, 600_000);
		});

		describe('10,000 drafts already waiting, Include Existing on Activation', () => {
			const sandbox = useSandbox({ account: accountWithPendingDrafts(10_000) });

			it('emits every waiting draft exactly once, in list order, within a bounded number of polls', async () => {
				const poller = watchingExisting(sandbox);
				const emailDrafts = await drafts(sandbox).list('email');
				const pending = emailDrafts.filter(({ status }) => status === 'PENDING_APPROVAL');
				expect(pending.length).toBeGreaterThan(10_000);
				await publishDuringRateLimit(sandbox, poller);

				const drained = await drain(sandbox, poller, 40);
				report(`10,000 existing, Include Existing (${scheduler})`, pending.length, drained);
				// Each seeded draft has its own second, so oldest first is the list's order.
				expect(drained.ids).toEqual(
					[...pending]
						.sort((a: IDataObject, b: IDataObject) =>
							String(a.updatedAt).localeCompare(String(b.updatedAt)),
						)
						.map(({ id }) => String(id)),
				);
				expectBoundedPolls(drained, pending.length, Math.ceil(emailDrafts.length / 25));
			}, 600_000);
		});

		describe('events owed to a later poll whose drafts change before it', () => {
			const sandbox = useSandbox({ account: accountWithPendingDrafts(1000) });
			const act = drafts(sandbox);

			it('still fire, once, when the draft is archived, rejected or published meanwhile', async () => {
				const poller = watchingExisting(sandbox);
				await publishDuringRateLimit(sandbox, poller);
				await nextMinute(sandbox);
				const first = emitted(await poller.poll()).map(({ id }) => String(id));
				const pending = (await act.list('email'))
					.filter(({ status }) => status === 'PENDING_APPROVAL')
					.map(({ id }) => String(id));
				// The page where the budget ran out: its reads that did not fit are owed, the pages after it not read yet.
				const owed = owedOf(poller) ?? [];
				expect(owed.length).toBeGreaterThan(3);
				expect(owed.every((id) => pending.includes(id) && !first.includes(id))).toBe(true);
				const unread = pending.filter((id) => !first.includes(id) && !owed.includes(id));

				const [archived, rejected, published] = owed.slice(-3);
				expect((await sandbox.api('DELETE', `/drafts/${archived}`)).status).toBe(204);
				await act.reject('email', rejected);
				await act.approveAll('email', published);
				// A new submission stamped a day earlier than them (the service's clock stepped back):
				// its place in the list was read already, so the next sweep of the list finds it.
				serviceClockAt(Date.now() - 86_400_000);
				await act.submit('email', DEMO.email.springSaleDraft);
				jest.useRealTimers();

				await nextMinute(sandbox);
				const second = emitted(await poller.poll());
				// Owed first: those gone from the watched state, then those still waiting; then the rest of the list.
				expect(second.map(({ id }) => String(id))).toEqual([
					...[archived, rejected, published].sort(),
					...owed.slice(0, -3),
					...unread,
				]);
				const byId = Object.fromEntries(second.map((item) => [String(item.id), item]));
				// Gone from the list: read by id, as the service shows them now; an archived draft has nothing left to show.
				expect(byId[rejected]).toMatchObject({
					status: 'IN_PROGRESS',
					templateId: DEMO.email.welcomeTemplate,
					event: 'draftSubmitted',
					channel: 'email',
				});
				expect(byId[rejected].compiled).toEqual(
					expect.objectContaining({ subject: expect.any(String) }),
				);
				expect(byId[published]).toMatchObject({
					status: 'IN_PROGRESS',
					designApprovedDate: expect.any(String),
				});
				expect(byId[archived]).toMatchObject({
					id: archived,
					event: 'draftSubmitted',
					channel: 'email',
					compiled: null,
				});
				expect(owedOf(poller)).toBeUndefined();

				await nextMinute(sandbox);
				expect(emitted(await poller.poll()).map(({ id }) => id)).toEqual([
					DEMO.email.springSaleDraft,
				]);
				await nextMinute(sandbox);
				expect(await poller.poll()).toBeNull();
				// Submitted anew: a new event, once.
				await act.submit('email', rejected);
				await nextMinute(sandbox);
				expect(emitted(await poller.poll()).map(({ id }) => id)).toEqual([rejected]);
				expect(await poller.poll()).toBeNull();
			}, 600_000);
		});

		describe('lists longer than a poll may read', () => {
			// 77 demo drafts and 44,923 more: the email list is 1,800 pages, two polls' worth.
			const sandbox = useSandbox({ generate: { drafts: 44_923 } });
			const act = drafts(sandbox);

			it('reads on across polls, never past the budget, and fires each submission once wherever it is in the list', async () => {
				const poller = trigger(sandbox, { scheduler, pollBudgetMs });
				await nextMinute(sandbox);
				await sandbox.clearRequests();
				// Five channels: the publication's poll reads as far as its budget and its 30 s go, and fails nothing.
				expect(await poller.poll()).toBeNull();
				expect((await sandbox.requests()).length).toBeLessThanOrEqual(POLL_REQUEST_BUDGET);

				await setFaults(sandbox, { rateLimit: 1_000_000 });
				const generated = (await act.list('email')).filter(({ name }) =>
					String(name).startsWith('Generated draft '),
				);
				// One near the start, one in the middle, one at the end of the list.
				const submitted = [generated[10], generated[22_000], generated[44_900]].map(({ id }) =>
					String(id),
				);
				for (const id of submitted) await act.submit('email', id);

				const fired: string[] = [];
				for (let poll = 0; poll < 6; poll++) {
					await nextMinute(sandbox);
					await sandbox.clearRequests();
					fired.push(...emitted(await poller.poll()).map(({ id }) => String(id)));
					const requests = await sandbox.requests();
					expect(requests.length).toBeLessThanOrEqual(POLL_REQUEST_BUDGET);
					expect(requests.every(({ status }) => status === 200)).toBe(true);
				}
				expect([...fired].sort()).toEqual([...submitted].sort());
			}, 600_000);

			// Nine polls of up to 900 requests: 70 s on a quiet machine, over ten minutes on a starved one.
			it('a poll that fails part-way through a pass already under way loses nothing it read: every submission fires once', async () => {
				const proxy = await startFlakyProxy(sandbox.url);
				try {
					const poller = trigger(sandbox, {
						scheduler,
						pollBudgetMs,
						channels: ['email'],
						baseUrl: proxy.url,
					});
					// A pass takes two polls: after three, a pass is under way.
					for (let poll = 0; poll < 3; poll++) {
						await nextMinute(sandbox);
						expect(await poller.poll()).toBeNull();
					}
					await setFaults(sandbox, { rateLimit: 1_000_000 });
					const generated = (await act.list('email')).filter(({ name }) =>
						String(name).startsWith('Generated draft '),
					);
					// One draft every 25 pages, all along the list.
					const submitted = generated
						.filter((_, index) => index % 625 === 0)
						.map(({ id }) => String(id));
					for (const id of submitted) await act.submit('email', id);
					// The next poll reads 110 pages, then its connection drops.
					proxy.dropWhen((request) => request > 110);
					await nextMinute(sandbox);
					await expect(poller.poll()).rejects.toThrow('was closed before an answer came');
					proxy.heal();
					const fired: string[] = [];
					for (let poll = 0; poll < 5; poll++) {
						await nextMinute(sandbox);
						fired.push(...emitted(await poller.poll()).map(({ id }) => String(id)));
					}
					expect([...fired].sort()).toEqual([...submitted].sort());
				} finally {
					await proxy.close();
				}
			}, 1_800_000);
		});
	},
);
