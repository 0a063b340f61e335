/**
 * Soak: hundreds of polls of the three events against a sandbox that answers 429 and 500 at random,
 * slows down, overruns the poll budget and drops connections, while a seeded script moves drafts
 * through their life cycle on every channel between polls. The events emitted must be exactly the
 * transitions the script made: none missing, none repeated.
 *
 * The script is the same on every run for its seed, however fast the machine: it changes a draft
 * again only after a calm stretch of polls has seen its last change (every few rounds, each
 * trigger polls without faults until a walk through each of its lists has begun and ended since),
 * and waits for the next second before a change where the draft changed in this one (the
 * service's timestamps have whole seconds).
 */
import type { IDataObject } from 'n8n-workflow';

import { CHANNEL_NAMES, type ChannelName } from '../../../nodes/shared/channels';
import { seededRandom } from '../../../sandbox/prng';
import { type FlakyProxy, startFlakyProxy } from '../../harness/flakyProxy';
import type { Poller } from '../../harness/poller';
import { useSandbox } from '../../harness/sandbox';
import {
	NO_FAULTS,
	anotherMain,
	drafts,
	emitted,
	nextSecond,
	savedState,
	setFaults,
	staticDataBytes,
	trigger,
} from './fixtures';

const SEED = 20260705;
const ROUNDS = 150;
const ACTIONS_PER_ROUND = 3;
const FAIL_RATE = 0.03;
const DROP_RATE = 0.01;
const BUDGET_MS = 600;
/** A calm poll's budget: its requests end it, not the time, however busy the machine. */
const CALM_BUDGET_MS = 120_000;
/** Share of rounds whose latency makes the polls overrun their budget. */
const OVERRUN_RATE = 0.02;
/** Rounds between two calm stretches: the faults of those rounds pile up before a calm poll. */
const SETTLE_EVERY = 3;
/** Calm polls that must see every list whole: a walk begun and ended in the stretch. */
const SETTLE_POLLS = 40;
/** The script's transitions for the seed, as it makes them: the same on every run. */
const TRANSITIONS = { draftSubmitted: 82, draftLocked: 17, templatePublished: 50 };

const sandbox = useSandbox();
const act = drafts(sandbox);
let proxy: FlakyProxy;

beforeAll(async () => {
	proxy = await startFlakyProxy(sandbox.url);
});
afterAll(async () => {
	await proxy.close();
});

type EventName = 'draftSubmitted' | 'draftLocked' | 'templatePublished';

interface DraftModel {
	id: string;
	channel: ChannelName;
	templateId: string;
	status: 'IN_PROGRESS' | 'PENDING_APPROVAL' | 'LOCKED_FOR_TRANSLATION';
	published: boolean;
	/** Drafts the script duplicated need one approval, so a single approve publishes them. */
	singleApproval: boolean;
	/** Whether a calm stretch of polls has seen the draft's last change. */
	observed: boolean;
	/** Epoch second of the draft's last change: updatedAt has whole seconds. */
	changedAtSecond: number;
}

const second = () => Math.floor(Date.now() / 1000);

type ChannelStates = Record<string, { sweep?: unknown; due?: unknown }>;
const channelsOf = (state: IDataObject) => (state.channels ?? {}) as ChannelStates;

/** The script of each scheduler's run, to hold the two runs to the same one. */
const scripts: string[][] = [];

/**
 * On n8n's in-memory scheduler, and on its durable one with durable cursors, where a poll may also
 * run on an instance that stalls: its task is taken over and its commit refused by the lease.
 */
describe.each(['inMemory', 'durableCursors'] as const)(
	'Message Drafts Trigger soak (%s)',
	(scheduler) => {
		it('emits every transition exactly once through faults, restarts and stalled polls, with bounded static data', async () => {
			const started = Date.now();
			await sandbox.reset();
			const random = seededRandom(SEED);
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
					const id = await act.duplicate(
						channel,
						String(source.id),
						`Soak copy of ${String(source.name)}`,
					);
					model.set(id, {
						...model.get(String(source.id))!,
						id,
						status: 'IN_PROGRESS',
						published: false,
						singleApproval: true,
					});
				}
			}
			const publicationObserved = new Map<string, boolean>();

			// Where the polls whose instance stalls run: another main, with memory of its own.
			const stalledMain = anotherMain();
			const pollers: Record<EventName, Poller> = {
				draftSubmitted: trigger(sandbox, {
					scheduler,
					event: 'draftSubmitted',
					baseUrl: proxy.url,
					pollBudgetMs: BUDGET_MS,
				}),
				draftLocked: trigger(sandbox, {
					scheduler,
					event: 'draftLocked',
					baseUrl: proxy.url,
					pollBudgetMs: BUDGET_MS,
				}),
				templatePublished: trigger(sandbox, {
					scheduler,
					event: 'templatePublished',
					baseUrl: proxy.url,
					pollBudgetMs: BUDGET_MS,
				}),
			};
			const expected: Record<EventName, string[]> = {
				draftSubmitted: [],
				draftLocked: [],
				templatePublished: [],
			};
			const received: Record<EventName, string[]> = {
				draftSubmitted: [],
				draftLocked: [],
				templatePublished: [],
			};
			const figures = {
				polls: 0,
				failedPolls: 0,
				calmPolls: 0,
				secondWaits: 0,
				republications: 0,
				restarts: 0,
				stalled: 0,
				maxStaticDataBytes: 0,
				maxWatched: 0,
			};
			/** Each change as the script made it: action, channel and the draft's place in the cast. */
			const script: string[] = [];

			const keyOf = (event: EventName, item: IDataObject) =>
				event === 'templatePublished'
					? `${String(item.id)}>${String(item.publishedDraftId)}`
					: String(item.id);

			async function pollAll() {
				for (const event of Object.keys(pollers) as EventName[]) {
					const poller = pollers[event];
					const restarted = random() < 0.04;
					if (restarted) {
						poller.restart();
						figures.restarts++;
					}
					// Drawn on both schedulers, so that both run the same script.
					const stalled = random() < 0.05;
					const republished = random() < 0.03;
					if (scheduler === 'durableCursors' && republished) {
						await republish(event);
						continue;
					}
					figures.polls++;
					// A poll of another instance that stalled: it runs, and nothing of it counts.
					const leaseLost = scheduler === 'durableCursors' && stalled;
					if (leaseLost) figures.stalled++;
					const result = await outcome(
						poller.poll({ leaseLost, runsOn: leaseLost ? stalledMain : undefined }),
					);
					// Nothing of a failed or a stalled poll is kept: what it saw is still unseen.
					if (!leaseLost) keep(event, result);
				}
			}

			const outcome = async (polled: ReturnType<Poller['poll']>) =>
				await polled.then(
					(value) => ({ value, failed: false }),
					() => ({ value: null, failed: true }),
				);
			function keep(event: EventName, { value, failed }: Awaited<ReturnType<typeof outcome>>) {
				if (failed) figures.failedPolls++;
				else received[event].push(...emitted(value).map((item) => keyOf(event, item)));
			}

			/**
			 * The workflow published again on the durable scheduler, whose polls on the schedule may run
			 * beside the publication's: one starts with it, another runs in the moment after n8n saved the
			 * workflow and before it committed what the publication's poll emitted.
			 */
			async function republish(event: EventName) {
				const poller = pollers[event];
				figures.republications++;
				figures.polls += 2;
				const beside = outcome(poller.poll());
				let betweenSaves: Awaited<ReturnType<typeof outcome>> | undefined;
				const publication = await outcome(
					poller.publish({
						betweenSaves: async () => {
							figures.polls++;
							betweenSaves = await outcome(poller.poll());
						},
					}),
				);
				for (const result of [publication, await beside, ...(betweenSaves ? [betweenSaves] : [])])
					keep(event, result);
			}

			/**
			 * A calm stretch: no faults, and each trigger polls until, on every channel, a walk through the
			 * list has begun and ended within it, and no event is owed. Every change made before it has been
			 * seen then, and may change again without the change going unseen.
			 */
			async function settle() {
				proxy.heal();
				await setFaults(sandbox, { ...NO_FAULTS, rateLimit: 1_000_000 });
				for (const event of Object.keys(pollers) as EventName[]) {
					const poller = pollers[event];
					const begun = new Set<string>();
					const ended = new Set<string>();
					for (let calm = 1; ; calm++) {
						const before = channelsOf(poller.nextPollState());
						figures.polls++;
						figures.calmPolls++;
						received[event].push(
							...emitted(await poller.poll({ budgetMs: CALM_BUDGET_MS })).map((item) =>
								keyOf(event, item),
							),
						);
						const after = channelsOf(poller.lastPollState());
						for (const channel of CHANNEL_NAMES) {
							if (before[channel]?.sweep === undefined) begun.add(channel);
							if (begun.has(channel) && after[channel]?.sweep === undefined) ended.add(channel);
						}
						if (
							ended.size === CHANNEL_NAMES.length &&
							Object.values(after).every(({ due }) => due === undefined)
						)
							break;
						if (calm === SETTLE_POLLS) {
							throw new Error(
								`${event}: ${SETTLE_POLLS} calm polls did not see every list whole; walks ended on ${[...ended].join(', ')}; state ${JSON.stringify(after)}`,
							);
						}
					}
					const watched = Object.values(savedState(poller).channels ?? {}).reduce(
						(sum: number, { seen, sweep }: { seen?: object; sweep?: { read: object } }) =>
							sum + Object.keys(seen ?? {}).length + Object.keys(sweep?.read ?? {}).length,
						0,
					);
					figures.maxWatched = Math.max(figures.maxWatched, watched);
					figures.maxStaticDataBytes = Math.max(
						figures.maxStaticDataBytes,
						staticDataBytes(poller),
					);
					// Proportional to what is watched now: about 60 bytes an entry plus a fixed part.
					expect(staticDataBytes(poller)).toBeLessThanOrEqual(70 * watched + 400);
				}
				for (const draft of model.values()) draft.observed = true;
				for (const template of publicationObserved.keys()) publicationObserved.set(template, true);
			}

			/** A draft can change when no poll could miss it: a calm stretch has seen its last change. */
			const changeable = (draft: DraftModel) => !draft.published && draft.observed;

			/** One seeded change to a draft, in a later second than its last one. */
			async function change(draft: DraftModel) {
				if (draft.changedAtSecond >= second()) {
					figures.secondWaits++;
					await nextSecond();
				}
				const publishable = publicationObserved.get(draft.templateId) !== false;
				const statusBefore = draft.status;
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
				draft.observed = false;
				draft.changedAtSecond = second();
				script.push(
					`${statusBefore}>${draft.status}${draft.published ? ' published' : ''} ${draft.channel} #${[...model.keys()].indexOf(draft.id)}`,
				);
			}

			// Activation: what waits now is the baseline, and fires nothing. The service's clock reads in
			// whole seconds, so the trigger counts changes of the second or two before the publication as
			// after it: the setup's last changes are let age first.
			await new Promise((resolve) => setTimeout(resolve, 2500));
			await settle();
			expect(Object.values(received).flat()).toEqual([]);

			let faultsFromStatus = 0;
			const drop = seededRandom(SEED + 1);
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
					model.set(id, {
						...source,
						id,
						status: 'IN_PROGRESS',
						published: false,
						singleApproval: true,
						observed: true,
						changedAtSecond: second(),
					});
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
				await pollAll();
				faultsFromStatus += (await sandbox.requests()).filter(
					({ status }) => status === 500 || status === 429,
				).length;
				// Calm again every few rounds, and at the end: what the failed polls missed is emitted.
				if (round % SETTLE_EVERY === 0 || round === ROUNDS) await settle();
			}

			const sorted = (list: string[]) => [...list].sort();
			for (const event of Object.keys(expected) as EventName[])
				expect(sorted(received[event])).toEqual(sorted(expected[event]));

			// The saved state holds what waits now, nothing of the past (n8n's start saves it on either scheduler).
			pollers.draftSubmitted.restart();
			await pollers.draftSubmitted.poll();
			const pendingNow = [...model.values()].filter(
				({ status }) => status === 'PENDING_APPROVAL',
			).length;
			const submittedState = savedState(pollers.draftSubmitted).channels as Record<
				string,
				{ seen: object }
			>;
			expect(
				Object.values(submittedState).reduce((sum, { seen }) => sum + Object.keys(seen).length, 0),
			).toBe(pendingNow);

			const transitions = Object.values(expected).flat().length;
			const emittedCount = Object.values(received).flat().length;
			const seconds = (Date.now() - started) / 1000;
			// The figures of the closing note.
			console.log(
				[
					`soak (${scheduler}, seed ${SEED}): ${figures.polls} polls (${figures.failedPolls} failed, ${figures.calmPolls} calm, ${figures.restarts} restarts, ${figures.stalled} stalled, ${figures.republications} publications with polls beside them) in ${seconds.toFixed(1)} s`,
					`transitions ${transitions} (${figures.secondWaits} waited for the next second; submitted ${expected.draftSubmitted.length}, locked ${expected.draftLocked.length}, published ${expected.templatePublished.length})`,
					`faults injected ${faultsFromStatus + proxy.dropped} (429/500 answers ${faultsFromStatus}, dropped connections ${proxy.dropped}, overrun rounds by latency included in failed polls)`,
					`events emitted ${emittedCount}`,
					`static data: max ${figures.maxStaticDataBytes} bytes (max ${figures.maxWatched} watched records); now ${Object.values(pollers).map(staticDataBytes).join(' / ')} bytes (submitted / locked / published)`,
				].join('\n'),
			);
			expect(figures.polls).toBeGreaterThanOrEqual(450);
			// The same script on every run for the seed, on either scheduler.
			expect({
				draftSubmitted: expected.draftSubmitted.length,
				draftLocked: expected.draftLocked.length,
				templatePublished: expected.templatePublished.length,
			}).toEqual(TRANSITIONS);
			if (scripts.length > 0) expect(script).toEqual(scripts[0]);
			scripts.push(script);
			expect(figures.failedPolls).toBeGreaterThan(10);
			expect(emittedCount).toBe(transitions);
		}, 600_000);
	},
);
