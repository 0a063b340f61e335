/**
 * The trigger as each of n8n's schedulers runs it (see test/harness/poller.ts): the publication's
 * first poll, kept by the in-memory scheduler and thrown away by the durable one with durable
 * cursors; a publication during an outage; polls that n8n runs twice or abandons. Whatever n8n
 * does with a poll, every draft submitted after the publication fires once.
 */
import { type ChannelName } from '../../../nodes/shared/channels';
import { DEMO } from '../../../sandbox';
import { rawAnswer } from '../../harness/flakyProxy';
import { type Poller, SCHEDULER_MODELS, type SchedulerModel } from '../../harness/poller';
import {
	anotherMain,
	emittedIds,
	holdRequests,
	nextSecond,
	savedState,
	trigger,
	useTriggerSandbox,
} from './fixtures';

const { sandbox, act, proxy } = useTriggerSandbox();

/** Five drafts in progress, one a channel: submitted, each is one event. */
const FIVE: Array<[ChannelName, string]> = [
	['email', DEMO.email.springSaleDraft],
	['sms', DEMO.channels.sms.publishedDraft],
	['push', DEMO.channels.push.publishedDraft],
	['voice', DEMO.channels.voice.publishedDraft],
	['liveactivity', DEMO.channels.liveactivity.publishedDraft],
];

/** An answer of a service in trouble, given by the proxy in place of the sandbox's: only the trigger goes through it. */
const SERVICE_UNAVAILABLE = rawAnswer('503 Service Unavailable', [], {
	code: 'server_error',
	message: 'The service is down for maintenance',
});
const RATE_LIMITED = rawAnswer(
	'429 Too Many Requests',
	['Retry-After: 2', 'X-RateLimit-Remaining: 0'],
	{ code: 'rate_limited', message: 'Rate limit exceeded' },
);

/** A new draft, a copy of `id`, submitted: one event. */
async function submitCopy(channel: ChannelName, id: string): Promise<string> {
	const copy = await act.duplicate(channel, id, `Copy of ${id}`);
	await act.submit(channel, copy);
	return copy;
}

/** Five new drafts submitted, one a channel. */
async function submitFive(): Promise<string[]> {
	const submitted: string[] = [];
	for (const [channel, id] of FIVE) submitted.push(await submitCopy(channel, id));
	return submitted;
}

/** Every draft waiting for approval now, on every channel. */
async function waitingNow(): Promise<string[]> {
	const waiting: string[] = [];
	for (const [channel] of FIVE)
		waiting.push(
			...(await act.list(channel))
				.filter(({ status }) => status === 'PENDING_APPROVAL')
				.map(({ id }) => String(id)),
		);
	return waiting;
}

/**
 * Runs `held` with the requests it starts with held back, `beside` meanwhile to its end, then lets
 * `held` end: what each emitted.
 */
async function overlapping(
	held: () => ReturnType<Poller['poll']>,
	beside: () => ReturnType<Poller['poll']>,
): Promise<[string[], string[]]> {
	const holding = holdRequests(proxy);
	const running = held();
	await holding.first;
	proxy.heal();
	const besideIds = emittedIds(await beside());
	holding.release();
	return [emittedIds(await running), besideIds];
}

/** Polls until a poll emits nothing, at most `most` times; everything emitted, in order. */
async function pollUntilQuiet(
	poll: () => Promise<Parameters<typeof emittedIds>[0]>,
	most = 5,
): Promise<string[]> {
	const fired: string[] = [];
	for (let count = 0; count < most; count++) {
		const batch = emittedIds(await poll());
		if (batch.length === 0) return fired;
		fired.push(...batch);
	}
	throw new Error(`Still emitting after ${most} polls`);
}

describe.each(SCHEDULER_MODELS)(
	"Message Drafts Trigger on n8n's %s scheduler",
	(scheduler: SchedulerModel) => {
		it('fires drafts submitted right after the publication, once, whatever n8n kept of its first poll', async () => {
			const poller = trigger(sandbox, { scheduler });
			expect(await poller.publish()).toBeNull();
			if (scheduler === 'durableCursors') {
				// n8n's durable cursors keep nothing of a publication's poll that emits nothing.
				expect(savedState(poller)).toEqual({});
			}
			const submitted = await submitFive();
			expect((await pollUntilQuiet(() => poller.poll())).sort()).toEqual([...submitted].sort());
			expect(await poller.poll()).toBeNull();
			// And the next submission, once.
			const next = await submitCopy('email', DEMO.email.springSaleDraft);
			expect(await pollUntilQuiet(() => poller.poll())).toEqual([next]);
		});

		it('with Include Existing on Activation, fires what waited at the publication and what came after, each once', async () => {
			const poller = trigger(sandbox, { scheduler, options: { includeExisting: true } });
			const waiting = (await Promise.all(FIVE.map(async ([channel]) => await act.list(channel))))
				.flat()
				.filter(({ status }) => status === 'PENDING_APPROVAL')
				.map(({ id }) => String(id));
			expect(waiting.length).toBeGreaterThan(0);
			expect(emittedIds(await poller.publish()).sort()).toEqual([...waiting].sort());
			const submitted = await submitFive();
			expect((await pollUntilQuiet(() => poller.poll())).sort()).toEqual([...submitted].sort());
		});

		describe.each([
			{ outage: 'answers 503', start: () => proxy.intercept(() => SERVICE_UNAVAILABLE) },
			{ outage: 'answers 429 with Retry-After', start: () => proxy.intercept(() => RATE_LIMITED) },
			{ outage: 'does not answer at all', start: () => proxy.dropWhen(() => true) },
		])('published while the service $outage', ({ start }) => {
			it('stays published, and fires what was submitted meanwhile and after, once each, when the service is back', async () => {
				const poller = trigger(sandbox, { scheduler, baseUrl: proxy.url });
				await start();
				// n8n would fail the publication for good on a throw here.
				expect(await poller.publish()).toBeNull();
				const meanwhile = await submitFive();
				// The polls on the schedule fail while the outage lasts, so n8n backs off.
				await expect(poller.poll()).rejects.toThrow();

				proxy.heal();
				expect((await pollUntilQuiet(() => poller.poll())).sort()).toEqual([...meanwhile].sort());
				const after = await submitCopy('email', DEMO.email.springSaleDraft);
				expect(await pollUntilQuiet(() => poller.poll())).toEqual([after]);
			});
		});

		it('published during an outage and started again before the service is back, fires what was submitted before the restart, once', async () => {
			const poller = trigger(sandbox, { scheduler, baseUrl: proxy.url });
			proxy.intercept(() => SERVICE_UNAVAILABLE);
			expect(await poller.publish()).toBeNull();
			await nextSecond();
			const beforeRestart = await submitFive();
			await nextSecond();
			// n8n starts again. Its in-memory scheduler polls at once, on a new context as at a publication;
			// the durable one goes on with its scheduled polls, which fail while the outage lasts.
			poller.restart();
			if (scheduler === 'inMemory') expect(await poller.poll()).toBeNull();
			else await expect(poller.poll()).rejects.toThrow();

			proxy.heal();
			expect((await pollUntilQuiet(() => poller.poll())).sort()).toEqual([...beforeRestart].sort());
			const after = await submitCopy('email', DEMO.email.springSaleDraft);
			expect(await pollUntilQuiet(() => poller.poll())).toEqual([after]);
		});

		// n8n's in-memory scheduler starts its schedule once the publication's poll is over.
		(scheduler === 'inMemory' ? describe.skip : describe).each([
			{ includeExisting: true, what: 'each draft waiting at the publication fires once' },
			{ includeExisting: false, what: 'nothing fires twice' },
		])(
			"a poll on the schedule that runs while the publication's poll is still under way (Include Existing $includeExisting)",
			({ includeExisting, what }) => {
				it.each([
					{ where: 'on the same main', scheduledOn: undefined },
					{ where: 'on another main', scheduledOn: anotherMain() },
				])(
					`emits nothing of that poll's, $where: ${what}, and what is submitted after it fires once`,
					async ({ scheduledOn }) => {
						const poller = trigger(sandbox, {
							scheduler,
							baseUrl: proxy.url,
							options: { includeExisting },
							scheduledOn,
						});
						const waiting = await waitingNow();
						// The editor's Fetch Test Event first: the credential's pacer knows the account's allowance,
						// so the publication's reads go side by side and the held ones hold back no others.
						await poller.pollManually();
						const emitted = await overlapping(
							async () => await poller.publish(),
							async () => await poller.poll(),
						);
						const fired = [...emitted.flat(), ...(await pollUntilQuiet(() => poller.poll()))];
						expect(fired.sort()).toEqual(includeExisting ? [...waiting].sort() : []);

						await nextSecond();
						const after = await submitFive();
						expect((await pollUntilQuiet(() => poller.poll())).sort()).toEqual([...after].sort());
					},
				);
			},
		);

		(scheduler === 'inMemory' ? it.skip : it)(
			'a poll on the schedule under way when the workflow is published again emits nothing the publication emits',
			async () => {
				const poller = trigger(sandbox, { scheduler, baseUrl: proxy.url });
				expect(await poller.publish()).toBeNull();
				await nextSecond();
				const submitted = await submitFive();
				const emitted = await overlapping(
					async () => await poller.poll(),
					async () => await poller.publish(),
				);
				const fired = [...emitted.flat(), ...(await pollUntilQuiet(() => poller.poll()))];
				expect(fired.sort()).toEqual([...submitted].sort());
			},
		);

		(scheduler === 'durableCursors' ? it : it.skip)(
			"a poll on the schedule that runs after n8n saved the publication's static data and before it committed its cursor emits nothing of it again",
			async () => {
				const poller = trigger(sandbox, { scheduler, options: { includeExisting: true } });
				const waiting = await waitingNow();
				let betweenSaves: string[] = [];
				const published = emittedIds(
					await poller.publish({
						betweenSaves: async () => {
							betweenSaves = emittedIds(await poller.poll());
						},
					}),
				);
				const fired = [
					...published,
					...betweenSaves,
					...(await pollUntilQuiet(() => poller.poll())),
				];
				expect(fired.sort()).toEqual([...waiting].sort());
			},
		);

		it('refuses the publication with its worded error for a wrong key or a watched template that does not exist', async () => {
			const wrongKey = trigger(sandbox, { scheduler, apiKey: 'not-the-key' });
			await expect(wrongKey.publish()).rejects.toThrow('The service did not accept the API key.');
			const missing = trigger(sandbox, {
				scheduler,
				channels: ['email'],
				templateId: 'tem_deleted',
			});
			await expect(missing.publish()).rejects.toThrow(
				'Template tem_deleted was not found in Email.',
			);
			for (const refused of [wrongKey, missing]) expect(savedState(refused)).toEqual({});
		});
	},
);
