/**
 * Soak: hundreds of polls of the three events against a sandbox that answers 429 and 500 at random,
 * slows down, overruns the poll budget and drops connections, while a seeded script moves drafts
 * through their life cycle on every channel between polls. The events emitted must be exactly the
 * transitions the script made: none missing, none repeated.
 */
import type { IDataObject } from 'n8n-workflow';

import { CHANNEL_NAMES, type ChannelName } from '../../../nodes/shared/channels';
import { type FlakyProxy, startFlakyProxy } from '../../harness/flakyProxy';
import type { Poller } from '../../harness/poller';
import { useSandbox } from '../../harness/sandbox';
import { NO_FAULTS, drafts, emitted, savedState, setFaults, staticDataBytes, trigger } from './fixtures';

const SEED = 20260705;
const ROUNDS = 150;
const ACTIONS_PER_ROUND = 3;
const FAIL_RATE = 0.03;
const DROP_RATE = 0.01;
const BUDGET_MS = 600;
/** Share of rounds whose latency makes the polls overrun their budget. */
const OVERRUN_RATE = 0.02;

const sandbox = useSandbox();
const act = drafts(sandbox);
let proxy: FlakyProxy;

beforeAll(async () => {
	proxy = await startFlakyProxy(sandbox.url);
});
afterAll(async () => {
	await proxy.close();
});

function mulberry32(seed: number) {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

type EventName = 'draftSubmitted' | 'draftLocked' | 'templatePublished';

interface DraftModel {
	id: string;
	channel: ChannelName;
	templateId: string;
	status: 'IN_PROGRESS' | 'PENDING_APPROVAL' | 'LOCKED_FOR_TRANSLATION';
	published: boolean;
	/** Drafts the script duplicated need one approval, so a single approve publishes them. */
	singleApproval: boolean;
	/** Whether a successful poll has seen the draft's current waiting or locked state. */
	observed: boolean;
	/** Epoch second of the draft's last change: updatedAt has whole seconds. */
	changedAtSecond: number;
}

const second = () => Math.floor(Date.now() / 1000);

/** Whether the trigger is part-way through a pass over some list. */
const passUnderWay = (state: IDataObject) => Object.values((state.channels ?? {}) as Record<string, { sweep?: unknown }>).some(({ sweep }) => sweep !== undefined);

/**
 * On n8n's in-memory scheduler, and on its durable one with durable cursors, where a poll may also
 * run on an instance that stalls: its task is taken over and its commit refused by the lease.
 */
describe.each(['inMemory', 'durableCursors'] as const)('Message Drafts Trigger soak (%s)', (scheduler) => {
	it('emits every transition exactly once through faults, restarts and stalled polls, with bounded static data', async () => {
		const started = Date.now();
		const random = mulberry32(SEED);
		const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
		await setFaults(sandbox, { ...NO_FAULTS, rateLimit: 1_000_000 });

		// The cast: every draft of the demo account, plus a few fresh copies per channel.
		const model = new Map<string, DraftModel>();
		for (const channel of CHANNEL_NAMES) {
			const listed = await act.list(channel);
			for (const draft of listed) {
				model.set(String(draft.id), {
					id: String(draft.id),
					channel,
					templateId: String(draft.templateId),
					status: draft.status as DraftModel['status'],
					published: draft.designApprovedDate !== undefined,
					singleApproval: false,
					observed: true,
					changedAtSecond: 0,
				});
			}
			for (const source of listed.slice(0, 3)) {
				const id = await act.duplicate(channel, String(source.id), `Soak copy of ${String(source.name)}`);
				model.set(id, { ...model.get(String(source.id))!, id, status: 'IN_PROGRESS', published: false, singleApproval: true });
			}
		}
		const publicationObserved = new Map<string, boolean>();

		const pollers: Record<EventName, Poller> = {
			draftSubmitted: trigger(sandbox, { scheduler, event: 'draftSubmitted', baseUrl: proxy.url, pollBudgetMs: BUDGET_MS }),
			draftLocked: trigger(sandbox, { scheduler, event: 'draftLocked', baseUrl: proxy.url, pollBudgetMs: BUDGET_MS }),
			templatePublished: trigger(sandbox, { scheduler, event: 'templatePublished', baseUrl: proxy.url, pollBudgetMs: BUDGET_MS }),
		};
		const expected: Record<EventName, string[]> = { draftSubmitted: [], draftLocked: [], templatePublished: [] };
		const received: Record<EventName, string[]> = { draftSubmitted: [], draftLocked: [], templatePublished: [] };
		const figures = { polls: 0, failedPolls: 0, restarts: 0, stalled: 0, maxStaticDataBytes: 0, maxWatched: 0 };

		const keyOf = (event: EventName, item: IDataObject) =>
			event === 'templatePublished' ? `${String(item.id)}>${String(item.publishedDraftId)}` : String(item.id);
		const watchedBy: Record<EventName, (draft: DraftModel) => boolean> = {
			draftSubmitted: (draft) => draft.status === 'PENDING_APPROVAL',
			draftLocked: (draft) => draft.status === 'LOCKED_FOR_TRANSLATION',
			templatePublished: () => false,
		};

		async function pollAll(round: number) {
			for (const event of Object.keys(pollers) as EventName[]) {
				const poller = pollers[event];
				const restarted = round > 0 && round <= ROUNDS && random() < 0.04;
				if (restarted) {
					poller.restart();
					figures.restarts++;
				}
				// On the in-memory scheduler n8n's start polls as a publication does, and a publication's
				// poll that meets a fault emits nothing without a look: it observes nothing for sure.
				const publication = restarted && scheduler === 'inMemory';
				figures.polls++;
				// What the poll starts from: its own scheduler's memory, or what n8n kept.
				const startState = scheduler === 'inMemory' && !restarted ? poller.lastPollState() : savedState(poller);
				// A poll of an instance that stalled: it runs, and nothing of it counts.
				const leaseLost = scheduler === 'durableCursors' && round > 0 && round <= ROUNDS && random() < 0.05;
				if (leaseLost) figures.stalled++;
				const result = await poller.poll({ leaseLost }).then(
					(value) => ({ value, failed: false }),
					() => ({ value: null, failed: true }),
				);
				if (result.failed) figures.failedPolls++;
				// Nothing of a failed or a stalled poll is kept: what it saw is still unseen.
				if (result.failed || leaseLost) continue;
				received[event].push(...emitted(result.value).map((item) => keyOf(event, item)));
				// A poll that read the lists in part (its time ran out) looked at part of the changes only:
				// only a poll that began and ended a pass through every list saw every change.
				const wholeLook = !passUnderWay(startState) && !passUnderWay(poller.lastPollState());
				if (publication || !wholeLook) continue;
				// What this poll saw may now change again without the change going unseen.
				for (const draft of model.values()) if (watchedBy[event](draft)) draft.observed = true;
				if (event === 'templatePublished') for (const template of publicationObserved.keys()) publicationObserved.set(template, true);
				const channels = (savedState(poller).channels ?? {}) as Record<string, { seen?: object; sweep?: { read: object } }>;
				// What the trigger knows now: the last pass's records, and what the pass under way has read.
				const watched = Object.values(channels).reduce((sum, { seen, sweep }) => sum + Object.keys(seen ?? {}).length + Object.keys(sweep?.read ?? {}).length, 0);
				figures.maxWatched = Math.max(figures.maxWatched, watched);
				figures.maxStaticDataBytes = Math.max(figures.maxStaticDataBytes, staticDataBytes(poller));
				// Proportional to what is watched now: about 60 bytes an entry plus a fixed part.
				expect(staticDataBytes(poller)).toBeLessThanOrEqual(70 * watched + 400);
			}
		}

		/** A draft can change when no poll could miss it: its last change was seen and had another second. */
		const changeable = (draft: DraftModel) => !draft.published && draft.observed && draft.changedAtSecond < second();

		/** One seeded change to a draft. */
		async function change(draft: DraftModel) {
			const publishable = publicationObserved.get(draft.templateId) !== false;
			const roll = random();
			if (draft.status === 'IN_PROGRESS') {
				if (roll < 0.7) {
					await act.submit(draft.channel, draft.id);
					draft.status = 'PENDING_APPROVAL';
					expected.draftSubmitted.push(draft.id);
				} else {
					await act.lock(draft.channel, draft.id);
					draft.status = 'LOCKED_FOR_TRANSLATION';
					expected.draftLocked.push(draft.id);
				}
			} else if (draft.status === 'PENDING_APPROVAL') {
				if (roll < 0.35 || !publishable) {
					await act.reject(draft.channel, draft.id);
					draft.status = 'IN_PROGRESS';
					if (roll < 0.15) {
						// Rejected and submitted again before the next poll.
						await act.submit(draft.channel, draft.id);
						draft.status = 'PENDING_APPROVAL';
						expected.draftSubmitted.push(draft.id);
					}
				} else {
					if (draft.singleApproval && roll < 0.7) await act.approve(draft.channel, draft.id);
					else await act.approveAll(draft.channel, draft.id);
					draft.status = 'IN_PROGRESS';
					draft.published = true;
					publicationObserved.set(draft.templateId, false);
					expected.templatePublished.push(`${draft.templateId}>${draft.id}`);
				}
			} else {
				await act.unlock(draft.channel, draft.id);
				draft.status = 'IN_PROGRESS';
			}
			draft.observed = draft.status === 'IN_PROGRESS';
			draft.changedAtSecond = second();
		}

		// Activation: what waits now is the baseline, and fires nothing. The service's clock reads in
		// whole seconds, so the trigger counts changes of the second or two before the publication as
		// after it: the setup's last changes are let age first.
		await new Promise((resolve) => setTimeout(resolve, 2500));
		await pollAll(0);
		expect(Object.values(received).flat()).toEqual([]);

		let faultsFromStatus = 0;
		const drop = mulberry32(SEED + 1);
		for (let round = 1; round <= ROUNDS; round++) {
			await setFaults(sandbox, { ...NO_FAULTS, rateLimit: 1_000_000 });
			proxy.heal();
			const cast = [...model.values()];
			for (let action = 0; action < ACTIONS_PER_ROUND; action++) {
				const ready = cast.filter(changeable);
				if (ready.length > 0) await change(pick(ready));
			}
			if (random() < 0.1) {
				// Keep the cast from running out of unpublished drafts.
				const source = pick(cast);
				const id = await act.duplicate(source.channel, source.id, `Soak copy ${round}`);
				model.set(id, { ...source, id, status: 'IN_PROGRESS', published: false, singleApproval: true, observed: true, changedAtSecond: second() });
			}

			const overrun = random() < OVERRUN_RATE;
			await setFaults(sandbox, {
				failRate: FAIL_RATE,
				failSeed: Math.floor(random() * 2 ** 31),
				failStatuses: [500, 429],
				latencyMs: overrun ? 250 : pick([0, 0, 0, 1, 3]),
				rateLimit: 1_000_000,
			});
			proxy.dropWhen(() => drop() < DROP_RATE);
			await sandbox.clearRequests();
			await pollAll(round);
			faultsFromStatus += (await sandbox.requests()).filter(({ status }) => status === 500 || status === 429).length;
		}

		// Calm again: a good poll of each trigger that reads every list whole emits whatever the last
		// failed polls missed (on a busy machine a poll's 600 ms may end before its lists do: more polls).
		proxy.heal();
		await setFaults(sandbox, { ...NO_FAULTS, rateLimit: 1_000_000 });
		for (let calm = 1; calm <= 5; calm++) {
			const before = figures.failedPolls;
			await pollAll(ROUNDS + calm);
			if (figures.failedPolls === before && Object.values(pollers).every((poller) => !passUnderWay(poller.lastPollState()))) break;
		}

		const sorted = (list: string[]) => [...list].sort();
		for (const event of Object.keys(expected) as EventName[]) expect(sorted(received[event])).toEqual(sorted(expected[event]));

		// The saved state holds what waits now, nothing of the past (n8n's start saves it on either scheduler).
		pollers.draftSubmitted.restart();
		await pollers.draftSubmitted.poll();
		const pendingNow = [...model.values()].filter(({ status }) => status === 'PENDING_APPROVAL').length;
		const submittedState = savedState(pollers.draftSubmitted).channels as Record<string, { seen: object }>;
		expect(Object.values(submittedState).reduce((sum, { seen }) => sum + Object.keys(seen).length, 0)).toBe(pendingNow);

		const transitions = Object.values(expected).flat().length;
		const emittedCount = Object.values(received).flat().length;
		const seconds = (Date.now() - started) / 1000;
		// The figures of the closing note.
		console.log(
			[
				`soak (${scheduler}, seed ${SEED}): ${figures.polls} polls (${figures.failedPolls} failed, ${figures.restarts} restarts, ${figures.stalled} stalled) in ${seconds.toFixed(1)} s`,
				`transitions ${transitions} (submitted ${expected.draftSubmitted.length}, locked ${expected.draftLocked.length}, published ${expected.templatePublished.length})`,
				`faults injected ${faultsFromStatus + proxy.dropped} (429/500 answers ${faultsFromStatus}, dropped connections ${proxy.dropped}, overrun rounds by latency included in failed polls)`,
				`events emitted ${emittedCount}`,
				`static data: max ${figures.maxStaticDataBytes} bytes (max ${figures.maxWatched} watched records); now ${Object.values(pollers).map(staticDataBytes).join(' / ')} bytes (submitted / locked / published)`,
			].join('\n'),
		);
		expect(figures.polls).toBeGreaterThanOrEqual(450);
		expect(transitions).toBeGreaterThan(80);
		expect(figures.failedPolls).toBeGreaterThan(10);
		expect(emittedCount).toBe(transitions);
	}, 120_000);
});
