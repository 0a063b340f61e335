/**
 * A backlog bigger than one poll may read: thousands of drafts waiting, Include Draft Content on,
 * the service's default rate limit (3,600 requests a minute). Every poll stays within its budget,
 * emits the oldest events it could read and saves them; the rest fire in the next polls, each
 * exactly once. A "minute" passes between polls by resetting the sandbox's rate-limit window
 * (`PUT /_sandbox/faults` starts a new window), so nothing waits for the clock.
 */
import type { IDataObject } from 'n8n-workflow';

import { DEFAULT_POLL_REQUEST_BUDGET as POLL_REQUEST_BUDGET } from '../../../nodes/MessageDraftsTrigger/helpers/pollRequests';
import { DEMO } from '../../../sandbox';
import type { Poller } from '../../harness/poller';
import { type SandboxHandle, useSandbox } from '../../harness/sandbox';
import { accountWithPendingDrafts, drafts, emitted, savedState, serviceClockAt, setFaults, trigger } from './fixtures';

const DEFAULT_RATE_LIMIT = 3600;

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
		for (const item of items) expect(item.compiled).toEqual(expect.objectContaining({ subject: expect.any(String) }));
		drained.ids.push(...items.map(({ id }) => String(id)));
		// The saved state is all that carries over: n8n restarting between polls changes nothing.
		poller.restart();
		if (items.length === 0) return drained;
	}
}

function report(label: string, events: number, drained: Drained) {
	const requests = drained.perPoll.map(({ requests }) => requests);
	const repeated = drained.ids.length - new Set(drained.ids).size;
	// The figures of the closing note.
	console.log(
		`${label}: ${events} events, ${drained.ids.length} emitted (${repeated} repeated) in ${drained.polls} polls (the last emits nothing); requests per poll max ${Math.max(...requests)}, list pages per poll ${drained.perPoll[0].listPages}, 429 answers ${drained.perPoll.reduce((sum, { rateLimited }) => sum + rateLimited, 0)}`,
	);
}

/** Every poll within its budget, no 429, and each poll but the last two as full as its budget allows. */
function expectBoundedPolls(drained: Drained, events: number) {
	for (const poll of drained.perPoll) {
		expect(poll.requests).toBeLessThanOrEqual(POLL_REQUEST_BUDGET);
		expect(poll.rateLimited).toBe(0);
	}
	const perPoll = POLL_REQUEST_BUDGET - drained.perPoll[0].listPages;
	expect(drained.polls).toBe(Math.ceil(events / perPoll) + 1);
	expect(drained.perPoll.slice(0, -2).every(({ items }) => items === perPoll)).toBe(true);
}

describe('Message Drafts Trigger: a backlog larger than one poll may read', () => {
	describe('5,000 drafts submitted after activation', () => {
		const sandbox = useSandbox({ generate: { drafts: 5000 } });
		const act = drafts(sandbox);

		it('emits each submission exactly once within ⌈events / reads left per poll⌉ polls', async () => {
			const poller = trigger(sandbox, { options: { includeContent: true } });
			await nextMinute(sandbox);
			expect(await poller.poll()).toBeNull();

			// Arranged with the rate limit out of the way, then back to the default for the polls.
			await setFaults(sandbox, { rateLimit: 1_000_000 });
			const generated = (await act.list('email')).filter(({ name }) => String(name).startsWith('Generated draft '));
			expect(generated).toHaveLength(5000);
			const expected: string[] = [];
			for (let start = 0; start < generated.length; start += 50) {
				const batch = generated.slice(start, start + 50).map(({ id }) => String(id));
				await Promise.all(batch.map(async (id) => await act.submit('email', id)));
				expected.push(...batch);
			}

			const drained = await drain(sandbox, poller, 20);
			report('5,000 new submissions', expected.length, drained);
			expect([...drained.ids].sort()).toEqual([...expected].sort());
			expect(new Set(drained.ids).size).toBe(drained.ids.length);
			expectBoundedPolls(drained, expected.length);
			const channels = savedState(poller).channels as Record<string, { seen: object; due?: string[] }>;
			expect(channels.email.due).toBeUndefined();
		}, 600_000);
	});

	describe('10,000 drafts already waiting, Include Existing on Activation', () => {
		const sandbox = useSandbox({ account: accountWithPendingDrafts(10_000) });

		it('emits every waiting draft exactly once, in list order, within a bounded number of polls', async () => {
			const poller = trigger(sandbox, { channels: ['email'], options: { includeExisting: true, includeContent: true } });
			const pending = (await drafts(sandbox).list('email')).filter(({ status }) => status === 'PENDING_APPROVAL');
			expect(pending.length).toBeGreaterThan(10_000);

			const drained = await drain(sandbox, poller, 40);
			report('10,000 existing, Include Existing', pending.length, drained);
			// Each seeded draft has its own second, so oldest first is the list's order.
			expect(drained.ids).toEqual(
				[...pending]
					.sort((a: IDataObject, b: IDataObject) => String(a.updatedAt).localeCompare(String(b.updatedAt)))
					.map(({ id }) => String(id)),
			);
			expectBoundedPolls(drained, pending.length);
		}, 600_000);
	});

	describe('events owed to a later poll whose drafts change before it', () => {
		const sandbox = useSandbox({ account: accountWithPendingDrafts(1000) });
		const act = drafts(sandbox);

		it('still fire, once, when the draft is archived, rejected or published meanwhile', async () => {
			const poller = trigger(sandbox, { channels: ['email'], options: { includeExisting: true, includeContent: true } });
			await nextMinute(sandbox);
			const first = emitted(await poller.poll()).map(({ id }) => String(id));
			const pending = (await act.list('email')).filter(({ status }) => status === 'PENDING_APPROVAL').map(({ id }) => String(id));
			const owed = pending.filter((id) => !first.includes(id));
			expect(first.length + owed.length).toBe(pending.length);
			expect(owed.length).toBeGreaterThan(3);
			expect((savedState(poller).channels as Record<string, { due?: string[] }>).email.due?.sort()).toEqual([...owed].sort());

			const [archived, rejected, published] = owed.slice(-3);
			expect((await sandbox.api('DELETE', `/drafts/${archived}`)).status).toBe(204);
			await act.reject('email', rejected);
			await act.approveAll('email', published);
			// A new submission stamped a day earlier than them (the service's clock stepped back) still waits its turn.
			serviceClockAt(Date.now() - 86_400_000);
			await act.submit('email', DEMO.email.springSaleDraft);
			jest.useRealTimers();

			await nextMinute(sandbox);
			const second = emitted(await poller.poll());
			expect(second.map(({ id }) => String(id))).toEqual([...[archived, rejected, published].sort(), ...owed.slice(0, -3), DEMO.email.springSaleDraft]);
			const byId = Object.fromEntries(second.map((item) => [String(item.id), item]));
			// Gone from the list: read by id, as the service shows them now; an archived draft has nothing left to show.
			expect(byId[rejected]).toMatchObject({ status: 'IN_PROGRESS', templateId: DEMO.email.welcomeTemplate, event: 'draftSubmitted', channel: 'email' });
			expect(byId[rejected].compiled).toEqual(expect.objectContaining({ subject: expect.any(String) }));
			expect(byId[published]).toMatchObject({ status: 'IN_PROGRESS', designApprovedDate: expect.any(String) });
			expect(byId[archived]).toMatchObject({ id: archived, event: 'draftSubmitted', channel: 'email', compiled: null });
			expect((savedState(poller).channels as Record<string, { due?: string[] }>).email.due).toBeUndefined();

			await nextMinute(sandbox);
			expect(await poller.poll()).toBeNull();
			// Submitted anew: a new event, once.
			await act.submit('email', rejected);
			await nextMinute(sandbox);
			expect(emitted(await poller.poll()).map(({ id }) => id)).toEqual([rejected]);
			expect(await poller.poll()).toBeNull();
		}, 120_000);
	});

	describe('lists longer than a poll may read', () => {
		// 77 demo drafts and 22,423 more: the email list is exactly 900 pages.
		const sandbox = useSandbox({ generate: { drafts: 22_423 } });

		it('stops at the budget with an error that says why, emitting and saving nothing, and never goes past it', async () => {
			const message = 'Reading the watched lists takes all of the 900 requests a poll may send.';
			// Five channels: 904 pages, cut at the 900th.
			const all = trigger(sandbox);
			// Email alone: 900 pages, and none left for the content of the drafts already waiting.
			const email = trigger(sandbox, { channels: ['email'], options: { includeExisting: true, includeContent: true } });
			for (const poller of [all, email]) {
				await nextMinute(sandbox);
				await sandbox.clearRequests();
				await expect(poller.poll()).rejects.toThrow(message);
				const requests = await sandbox.requests();
				expect(requests).toHaveLength(POLL_REQUEST_BUDGET);
				expect(requests.every(({ status }) => status === 200)).toBe(true);
				expect(poller.savedStaticData()).toEqual({});
			}
		}, 300_000);
	});
});
