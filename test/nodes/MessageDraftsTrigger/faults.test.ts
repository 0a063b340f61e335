import { DEMO } from '../../../sandbox';
import {
	NO_FAULTS,
	emitted,
	emittedIds,
	savedState,
	setFaults,
	trigger,
	useTriggerSandbox,
} from './fixtures';

const { sandbox, act, proxy } = useTriggerSandbox();
const { email } = DEMO;

/**
 * An email trigger through the proxy, with content, after its first look (what it saved then);
 * since, the spring sale draft is submitted and the order review draft rejected and submitted anew.
 */
async function twoSubmissionsWithContent() {
	const poller = trigger(sandbox, {
		baseUrl: proxy.url,
		channels: ['email'],
		options: { includeContent: true },
	});
	await poller.poll();
	const saved = savedState(poller);
	await act.submit('email', email.springSaleDraft);
	await act.reject('email', email.orderReviewDraft);
	await act.submit('email', email.orderReviewDraft);
	return { poller, saved };
}

describe('Message Drafts Trigger: faults lose nothing and repeat nothing', () => {
	it('a connection dropped part-way through the walk emits nothing, saves nothing, and the next poll catches up once', async () => {
		const poller = trigger(sandbox, { baseUrl: proxy.url });
		await poller.poll();
		const saved = savedState(poller);
		await act.submit('email', email.springSaleDraft);
		await act.submit(
			'sms',
			(await act.list('sms')).find(({ name }) => name === 'Shipping notice v4')!.id as string,
		);

		// The email pages get through, then every connection is cut.
		proxy.dropWhen((request) => request > 2);
		const error = await poller.poll().catch((e: unknown) => e as Error);
		expect(error).toMatchObject({
			message: `The connection to ${new URL(proxy.url).origin} was closed before an answer came.`,
			description: expect.stringContaining(
				"Try again; if it keeps happening, check that the 'Base URL'",
			),
		});
		expect(JSON.stringify(error)).not.toContain(sandbox.apiKey);
		expect(savedState(poller)).toEqual(saved);

		proxy.heal();
		expect(emittedIds(await poller.poll())).toEqual([
			email.springSaleDraft,
			expect.stringMatching(/^tdft_/),
		]);
		expect(await poller.poll()).toBeNull();
	});

	it('tries a dropped request again within the poll, so a passing hiccup costs nothing', async () => {
		const poller = trigger(sandbox, { baseUrl: proxy.url, channels: ['email'] });
		await poller.poll();
		await act.submit('email', email.springSaleDraft);
		proxy.dropWhen((request) => request === 2);
		expect(emittedIds(await poller.poll())).toEqual([email.springSaleDraft]);
		expect(proxy.dropped).toBeGreaterThanOrEqual(1);
	});

	it("throws the service's 500 after a few quick tries and keeps the state; the next good poll emits the missed change once", async () => {
		const poller = trigger(sandbox, { channels: ['email'] });
		await poller.poll();
		const saved = savedState(poller);
		await act.submit('email', email.springSaleDraft);

		await setFaults(sandbox, { failRate: 1, failStatuses: [500] });
		await sandbox.clearRequests();
		const error = (await poller.poll().then(
			() => undefined,
			(e: unknown) => e,
		)) as Error & { description?: string; httpCode?: string };
		expect(error).toMatchObject({
			message: 'The service failed to answer (HTTP 500).',
			httpCode: '500',
		});
		expect(error.description).toContain('Service message: Injected fault');
		expect((await sandbox.requests()).map(({ status }) => status)).toEqual([500, 500, 500]);
		expect(savedState(poller)).toEqual(saved);

		await setFaults(sandbox, NO_FAULTS);
		expect(emittedIds(await poller.poll())).toEqual([email.springSaleDraft]);
		expect(await poller.poll()).toBeNull();
	});

	it("stops at a 429 without spending more of the account's allowance, and catches up on the next poll", async () => {
		const poller = trigger(sandbox, { event: 'templatePublished', channels: ['email'] });
		await poller.poll();
		await act.approveAll('email', email.orderReviewDraft);

		await setFaults(sandbox, { failRate: 1, failStatuses: [429] });
		await sandbox.clearRequests();
		await expect(poller.poll()).rejects.toThrow("The service's rate limit was reached.");
		expect(await sandbox.requests()).toHaveLength(1);

		await setFaults(sandbox, NO_FAULTS);
		expect(emittedIds(await poller.poll())).toEqual([email.orderTemplate]);
		expect(await poller.poll()).toBeNull();
	});

	it("stops with a clear error, emitting and saving nothing, when not one read fits in n8n's poll budget", async () => {
		const poller = trigger(sandbox, { pollBudgetMs: 400 });
		await poller.poll();
		const saved = savedState(poller);
		await act.submit('email', email.springSaleDraft);

		await setFaults(sandbox, { latencyMs: 1000 });
		await expect(poller.poll()).rejects.toThrow(
			'The poll ran out of time: n8n gives it 400 ms, and not one read fitted in it.',
		);
		expect(savedState(poller)).toEqual(saved);

		await setFaults(sandbox, NO_FAULTS);
		expect(emittedIds(await poller.poll())).toEqual([email.springSaleDraft]);
	});

	it("reads content only while n8n's poll budget lasts: emits what it read, and the next polls the rest, each once", async () => {
		const poller = trigger(sandbox, {
			channels: ['email'],
			templateId: email.springSaleTemplate,
			options: { includeContent: true },
			pollBudgetMs: 2000,
		});
		await poller.poll();
		const submitted: string[] = [];
		for (let copy = 1; copy <= 40; copy++) {
			const id = await act.duplicate('email', email.springSaleDraft, `Spring sale copy ${copy}`);
			await act.submit('email', id);
			submitted.push(id);
		}

		// 600 ms a request: two list pages and three rounds of sixteen content reads cannot fit in 1.8 s.
		await setFaults(sandbox, { latencyMs: 600 });
		const perPoll: number[] = [];
		const received: string[] = [];
		while (received.length < submitted.length && perPoll.length < 8) {
			const items = emitted(await poller.poll());
			perPoll.push(items.length);
			expect(
				items.every(
					({ compiled }) => typeof (compiled as { subject?: unknown }).subject === 'string',
				),
			).toBe(true);
			received.push(...items.map(({ id }) => String(id)));
			poller.restart();
		}
		expect(perPoll[0]).toBeGreaterThan(0);
		expect(perPoll[0]).toBeLessThan(submitted.length);
		expect([...received].sort()).toEqual([...submitted].sort());
		await setFaults(sandbox, NO_FAULTS);
		expect(await poller.poll()).toBeNull();
	}, 60_000);

	it('loses and repeats nothing across restarts, after good polls and after failed ones', async () => {
		const poller = trigger(sandbox, { channels: ['email', 'push'] });
		await poller.poll();
		await act.submit('email', email.springSaleDraft);
		expect(emittedIds(await poller.poll())).toEqual([email.springSaleDraft]);
		poller.restart();
		expect(await poller.poll()).toBeNull();

		await act.reject('email', email.orderReviewDraft);
		await act.submit('email', email.orderReviewDraft);
		await setFaults(sandbox, { failRate: 1, failStatuses: [500] });
		await expect(poller.poll()).rejects.toThrow('HTTP 500');
		poller.restart();
		await setFaults(sandbox, NO_FAULTS);
		expect(emittedIds(await poller.poll())).toEqual([email.orderReviewDraft]);
		poller.restart();
		expect(await poller.poll()).toBeNull();
	});

	it('a content read that keeps failing fails the poll: nothing emitted or saved, and the next poll emits both events once', async () => {
		const { poller, saved } = await twoSubmissionsWithContent();
		proxy.intercept((line) =>
			requestPath(line) === `/drafts/${email.orderReviewDraft}`
				? 'HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'
				: undefined,
		);
		await expect(poller.poll()).rejects.toThrow('HTTP 500');
		expect(savedState(poller)).toEqual(saved);

		proxy.heal();
		expect(emittedIds(await poller.poll()).sort()).toEqual(
			[email.orderReviewDraft, email.springSaleDraft].sort(),
		);
		expect(await poller.poll()).toBeNull();
	});

	it('gives a draft archived between the list read and its content read without content, and the poll goes on', async () => {
		const { poller } = await twoSubmissionsWithContent();
		// The list has been read; the spring sale draft is archived just before its content read arrives.
		proxy.intercept(async (line) => {
			if (requestPath(line) === `/drafts/${email.springSaleDraft}`) {
				expect((await sandbox.api('DELETE', `/drafts/${email.springSaleDraft}`)).status).toBe(204);
			}
			return undefined;
		});
		const items = emitted(await poller.poll());
		expect(items.map(({ id }) => id).sort()).toEqual(
			[email.orderReviewDraft, email.springSaleDraft].sort(),
		);
		const byId = Object.fromEntries(items.map((item) => [item.id, item]));
		expect(byId[email.springSaleDraft]).toMatchObject({
			status: 'PENDING_APPROVAL',
			event: 'draftSubmitted',
			compiled: null,
		});
		expect(byId[email.orderReviewDraft].compiled).toMatchObject({ subject: expect.any(String) });
		proxy.heal();
		expect(await poller.poll()).toBeNull();
	});

	it('reads the channels side by side, and emits the same items in the same order whatever order the channels answer in', async () => {
		const reference = trigger(sandbox, { options: { includeExisting: true } });
		const expected = emitted(await reference.poll()).map(({ seenAt: _seenAt, ...item }) => item);

		// The first email page is held back until three other channels' lists have been asked for: a
		// poll that read one channel after the other would only get there once the hold gave up.
		const asked: string[] = [];
		const othersAsked = promiseWithRelease();
		proxy.intercept(async (line) => {
			asked.push(requestPath(line));
			if (['/sms/drafts', '/push/drafts', '/voice/drafts'].every((path) => asked.includes(path)))
				othersAsked.release();
			if (requestPath(line) === '/drafts' && !line.includes('cursor='))
				await othersAsked.orAfter(3000);
			return undefined;
		});
		const poller = trigger(sandbox, { baseUrl: proxy.url, options: { includeExisting: true } });
		const items = emitted(await poller.poll()).map(({ seenAt: _seenAt, ...item }) => item);
		expect(asked.slice(0, 4).sort()).toEqual([
			'/drafts',
			'/push/drafts',
			'/sms/drafts',
			'/voice/drafts',
		]);
		expect(items).toEqual(expected);
		expect(items.length).toBeGreaterThan(5);
	});

	it("stops the other channels' reads at the first failure: no further page is asked for, nothing is emitted or saved", async () => {
		const poller = trigger(sandbox, { baseUrl: proxy.url });
		await poller.poll();
		const saved = savedState(poller);
		await act.submit('email', email.springSaleDraft);

		// SMS answers 429; the other channels' first pages, sent at the same time, are held until that
		// failure is in (a wide margin over the few milliseconds it takes, so a busy machine does not matter).
		const asked: string[] = [];
		const smsFailed = promiseWithRelease();
		proxy.intercept(async (line) => {
			const path = requestPath(line);
			asked.push(line.split(' ')[1]);
			if (path === '/sms/drafts') {
				setTimeout(smsFailed.release, 1500);
				return rateLimitedAnswer();
			}
			await smsFailed.orAfter(6000);
			return undefined;
		});
		await expect(poller.poll()).rejects.toThrow("The service's rate limit was reached.");
		// The five channels' first pages were under way at once; the email list's second page never went.
		expect([...asked].sort()).toEqual([
			'/drafts',
			'/liveactivity/drafts',
			'/push/drafts',
			'/sms/drafts',
			'/voice/drafts',
		]);
		expect(savedState(poller)).toEqual(saved);

		proxy.heal();
		expect(emittedIds(await poller.poll())).toEqual([email.springSaleDraft]);
		expect(await poller.poll()).toBeNull();
	});
});

/** The path of a request line, without its query. */
function requestPath(line: string): string {
	return line.split(' ')[1].split('?')[0];
}

/** A promise released by hand, and a wait on it that gives up after a while (so a test that fails still ends). */
function promiseWithRelease() {
	let release!: () => void;
	const released = new Promise<void>((resolve) => {
		release = resolve;
	});
	return {
		release: () => release(),
		async orAfter(ms: number) {
			let timer: NodeJS.Timeout | undefined;
			await Promise.race([
				released,
				new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
			]);
			clearTimeout(timer);
		},
	};
}

/** What the service answers when the account's allowance is spent. */
function rateLimitedAnswer(): string {
	const body = JSON.stringify({
		code: 'rate_limited',
		message: 'Rate limit exceeded: wait for the number of seconds in Retry-After',
	});
	return [
		'HTTP/1.1 429 Too Many Requests',
		'Content-Type: application/json',
		`Content-Length: ${Buffer.byteLength(body)}`,
		'Retry-After: 1',
		'Connection: close',
		'',
		body,
	].join('\r\n');
}
