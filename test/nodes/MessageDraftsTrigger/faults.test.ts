import { DEMO } from '../../../sandbox';
import { useSandbox } from '../../harness/sandbox';
import { type FlakyProxy, NO_FAULTS, drafts, emitted, savedState, setFaults, startFlakyProxy, trigger } from './fixtures';

const sandbox = useSandbox();
const act = drafts(sandbox);
const { email } = DEMO;
let proxy: FlakyProxy;

beforeAll(async () => {
	proxy = await startFlakyProxy(sandbox.url);
});
afterAll(async () => {
	await proxy.close();
});
beforeEach(async () => {
	proxy.heal();
	await sandbox.reset();
	await setFaults(sandbox, NO_FAULTS);
});

const ids = (result: Awaited<ReturnType<ReturnType<typeof trigger>['poll']>>) => emitted(result).map(({ id }) => id);

describe('Message Drafts Trigger: faults lose nothing and repeat nothing', () => {
	it('a connection dropped part-way through the walk emits nothing, saves nothing, and the next poll catches up once', async () => {
		const poller = trigger(sandbox, { baseUrl: proxy.url });
		await poller.poll();
		const saved = savedState(poller);
		await act.submit('email', email.springSaleDraft);
		await act.submit('sms', (await act.list('sms')).find(({ name }) => name === 'Shipping notice v4')!.id as string);

		// The email pages get through, then every connection is cut.
		proxy.dropWhen((request) => request > 2);
		const error = await poller.poll().catch((e: unknown) => e as Error);
		expect(error).toMatchObject({
			message: `The connection to ${new URL(proxy.url).origin} was closed before an answer came.`,
			description: expect.stringContaining('Try again; if it keeps happening, check that the Base URL'),
		});
		expect(JSON.stringify(error)).not.toContain(sandbox.apiKey);
		expect(savedState(poller)).toEqual(saved);

		proxy.heal();
		expect(ids(await poller.poll())).toEqual([email.springSaleDraft, expect.stringMatching(/^tdft_/)]);
		expect(await poller.poll()).toBeNull();
	});

	it('tries a dropped request again within the poll, so a passing hiccup costs nothing', async () => {
		const poller = trigger(sandbox, { baseUrl: proxy.url, channels: ['email'] });
		await poller.poll();
		await act.submit('email', email.springSaleDraft);
		proxy.dropWhen((request) => request === 2);
		expect(ids(await poller.poll())).toEqual([email.springSaleDraft]);
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
		expect(error).toMatchObject({ message: 'The service failed to answer (HTTP 500).', httpCode: '500' });
		expect(error.description).toContain('Service message: Injected fault');
		expect((await sandbox.requests()).map(({ status }) => status)).toEqual([500, 500, 500]);
		expect(savedState(poller)).toEqual(saved);

		await setFaults(sandbox, NO_FAULTS);
		expect(ids(await poller.poll())).toEqual([email.springSaleDraft]);
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
		expect(ids(await poller.poll())).toEqual([email.orderTemplate]);
		expect(await poller.poll()).toBeNull();
	});

	it("stops with a clear error, emitting and saving nothing, when n8n's poll budget runs out", async () => {
		const poller = trigger(sandbox, { pollBudgetMs: 400 });
		await poller.poll();
		const saved = savedState(poller);
		await act.submit('email', email.springSaleDraft);

		await setFaults(sandbox, { latencyMs: 150 });
		const started = Date.now();
		await expect(poller.poll()).rejects.toThrow('The poll ran out of time: n8n gives it 400 ms and reading the lists took longer');
		expect(Date.now() - started).toBeLessThan(400);
		expect(savedState(poller)).toEqual(saved);

		await setFaults(sandbox, NO_FAULTS);
		expect(ids(await poller.poll())).toEqual([email.springSaleDraft]);
	});

	it('loses and repeats nothing across restarts, after good polls and after failed ones', async () => {
		const poller = trigger(sandbox, { channels: ['email', 'push'] });
		await poller.poll();
		await act.submit('email', email.springSaleDraft);
		expect(ids(await poller.poll())).toEqual([email.springSaleDraft]);
		poller.restart();
		expect(await poller.poll()).toBeNull();

		await act.reject('email', email.orderReviewDraft);
		await act.submit('email', email.orderReviewDraft);
		await setFaults(sandbox, { failRate: 1, failStatuses: [500] });
		await expect(poller.poll()).rejects.toThrow('HTTP 500');
		poller.restart();
		await setFaults(sandbox, NO_FAULTS);
		expect(ids(await poller.poll())).toEqual([email.orderReviewDraft]);
		poller.restart();
		expect(await poller.poll()).toBeNull();
	});
});
