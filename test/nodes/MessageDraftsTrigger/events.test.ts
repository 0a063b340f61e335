import type { IDataObject } from 'n8n-workflow';

import type { ChannelName } from '../../../nodes/shared/channels';
import { DEMO } from '../../../sandbox';
import { useSandbox } from '../../harness/sandbox';
import {
	NO_FAULTS,
	drafts,
	emitted,
	nextSecond,
	savedState,
	serviceClockAt,
	setFaults,
	trigger,
} from './fixtures';

const sandbox = useSandbox();
const act = drafts(sandbox);
const { email } = DEMO;

/** The id of a channel's draft by name (the demo account's non-email drafts have generated ids). */
async function draftNamed(channel: ChannelName, name: string): Promise<string> {
	const draft = (await act.list(channel)).find((candidate) => candidate.name === name);
	if (!draft) throw new Error(`No ${channel} draft named ${name}`);
	return String(draft.id);
}

const ids = (items: IDataObject[]) => items.map(({ id }) => id);

beforeEach(async () => {
	await sandbox.reset();
	await setFaults(sandbox, NO_FAULTS);
});

describe('Message Drafts Trigger: Draft Submitted for Approval', () => {
	it('ignores drafts already waiting at activation, then fires once per submission with the documented fields', async () => {
		const poller = trigger(sandbox);
		expect(await poller.poll()).toBeNull();
		const waiting = savedState(poller).channels as Record<string, { seen: Record<string, string> }>;
		expect(Object.keys(waiting.email.seen).sort()).toEqual(
			[email.orderReviewDraft, email.summerNewsletterDraft, email.welcomeRedesignDraft].sort(),
		);
		expect(Object.keys(waiting.sms.seen)).toEqual([DEMO.channels.sms.pendingDraft]);

		const smsDraft = await draftNamed('sms', 'Shipping notice v4');
		await act.submit('email', email.springSaleDraft);
		await act.submit('sms', smsDraft);
		const before = Date.now();
		await sandbox.clearRequests();
		const items = emitted(await poller.poll());

		expect(ids(items)).toEqual([email.springSaleDraft, smsDraft]);
		expect(items[0]).toMatchObject({
			id: email.springSaleDraft,
			templateId: email.springSaleTemplate,
			name: 'Spring sale',
			status: 'PENDING_APPROVAL',
			event: 'draftSubmitted',
			channel: 'email',
			templateName: 'Spring sale',
			tags: [{ id: DEMO.tags.seasonal, name: 'Seasonal' }],
		});
		expect(items[1]).toMatchObject({
			channel: 'sms',
			templateName: 'Shipping notice (sms)',
			status: 'PENDING_APPROVAL',
		});
		expect(Date.parse(String(items[0].seenAt))).toBeGreaterThanOrEqual(before - 1000);
		expect(String(items[0].seenAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

		// ⌈drafts/25⌉ reads per channel and nothing else: 77 email drafts make 4 pages.
		const requests = await sandbox.requests();
		const perChannel = (prefix: string) =>
			requests.filter(({ path }) => path === `${prefix}/drafts`).length;
		const emailDrafts = (await act.list('email')).length;
		expect(perChannel('')).toBe(Math.ceil(emailDrafts / 25));
		for (const prefix of ['/sms', '/push', '/voice', '/liveactivity'])
			expect(perChannel(prefix)).toBe(1);
		expect(requests).toHaveLength(Math.ceil(emailDrafts / 25) + 4);

		expect(await poller.poll()).toBeNull();
	});

	it('emits the drafts already waiting on the first poll when Include Existing on Activation is on, once', async () => {
		const poller = trigger(sandbox, { options: { includeExisting: true } });
		const items = emitted(await poller.poll());
		expect(ids(items).sort()).toEqual(
			[
				email.orderReviewDraft,
				email.summerNewsletterDraft,
				email.welcomeRedesignDraft,
				...Object.values(DEMO.channels).map(({ pendingDraft }) => pendingDraft),
			].sort(),
		);
		expect(items.every(({ event }) => event === 'draftSubmitted')).toBe(true);
		expect(await poller.poll()).toBeNull();
	});

	it('fires again when a draft is rejected and submitted anew, whether or not a poll saw the rejection', async () => {
		const poller = trigger(sandbox, { channels: ['email'] });
		await poller.poll();

		// Rejected, a poll in between, submitted again.
		await act.reject('email', email.orderReviewDraft);
		expect(await poller.poll()).toBeNull();
		await act.submit('email', email.orderReviewDraft);
		expect(ids(emitted(await poller.poll()))).toEqual([email.orderReviewDraft]);

		// Rejected and submitted again between two polls: seen by its new updatedAt.
		await nextSecond();
		await act.reject('email', email.orderReviewDraft);
		await act.submit('email', email.orderReviewDraft);
		expect(ids(emitted(await poller.poll()))).toEqual([email.orderReviewDraft]);
		expect(await poller.poll()).toBeNull();
	});

	it('does not fire again for a waiting draft that gets its first of two approvals or a new tag', async () => {
		const poller = trigger(sandbox, { channels: ['email'] });
		await poller.poll();
		await nextSecond();
		await act.approve('email', email.welcomeRedesignDraft);
		const { status } = await sandbox.api('PUT', `/tags/assign/${email.summerNewsletterDraft}`, {
			body: { tagIds: [DEMO.tags.legalReview] },
		});
		expect(status).toBe(200);
		expect(await poller.poll()).toBeNull();

		// The second approval publishes it: it leaves review, and fires nothing here either.
		await act.approve('email', email.welcomeRedesignDraft);
		expect(await poller.poll()).toBeNull();
	});

	it('keeps only the drafts waiting now in its static data', async () => {
		const poller = trigger(sandbox, { channels: ['email'] });
		await poller.poll();
		await act.approveAll('email', email.orderReviewDraft);
		await act.reject('email', email.summerNewsletterDraft);
		await act.reject('email', email.welcomeRedesignDraft);
		await act.submit('email', email.springSaleDraft);
		// n8n saves the static data of a poll that emits.
		const [submitted] = emitted(await poller.poll());
		expect(savedState(poller)).toEqual({
			format: 2,
			event: 'draftSubmitted',
			revision: 2,
			channels: { email: { scope: '', seen: { [email.springSaleDraft]: submitted.updatedAt } } },
		});
	});

	it('emits a change once when two polls of the same trigger overlap', async () => {
		const poller = trigger(sandbox, { channels: ['email'] });
		await poller.poll();
		await act.submit('email', email.springSaleDraft);
		const results = await Promise.all([poller.poll(), poller.poll()]);
		expect(results.flatMap(emitted).map(({ id }) => id)).toEqual([email.springSaleDraft]);
		expect(await poller.poll()).toBeNull();
	});
});

describe('Message Drafts Trigger: updatedAt', () => {
	afterEach(() => {
		jest.useRealTimers();
	});

	it("fires again when a waiting draft's updatedAt changes, to a later time or to an earlier one (the service's clock stepped back)", async () => {
		const poller = trigger(sandbox, { channels: ['email'] });
		await poller.poll();
		const start = Date.now();
		for (const at of [start + 3_600_000, start - 7_200_000]) {
			serviceClockAt(at);
			await act.reject('email', email.orderReviewDraft);
			await act.submit('email', email.orderReviewDraft);
			jest.useRealTimers();
			const items = emitted(await poller.poll());
			expect(items).toEqual([
				expect.objectContaining({
					id: email.orderReviewDraft,
					updatedAt: new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
				}),
			]);
			expect(await poller.poll()).toBeNull();
		}
	});

	it('never sees a draft submitted and decided between two polls: the service keeps only its present state (a limit of polling)', async () => {
		// The demo's waiting draft goes back to work first, so that both start in progress.
		await act.reject('email', email.orderReviewDraft);
		const poller = trigger(sandbox, { channels: ['email'] });
		await poller.poll();
		await nextSecond();
		await act.submit('email', email.springSaleDraft);
		await act.reject('email', email.springSaleDraft);
		await act.submit('email', email.orderReviewDraft);
		await act.approve('email', email.orderReviewDraft);
		expect(await poller.poll()).toBeNull();

		// Submitted again and still waiting at the next poll: it fires.
		await nextSecond();
		await act.submit('email', email.springSaleDraft);
		expect(ids(emitted(await poller.poll()))).toEqual([email.springSaleDraft]);
	});

	it('cannot tell a rejection and a new submission within the same whole second: the list shows nothing new (a limit of the service)', async () => {
		serviceClockAt(Math.floor(Date.now() / 1000) * 1000 + 100);
		const poller = trigger(sandbox, { channels: ['email'] });
		await poller.poll();
		await act.submit('email', email.springSaleDraft);
		expect(ids(emitted(await poller.poll()))).toEqual([email.springSaleDraft]);
		await act.reject('email', email.springSaleDraft);
		await act.submit('email', email.springSaleDraft);
		expect(await poller.poll()).toBeNull();
	});
});

describe('Message Drafts Trigger: Draft Locked for Translation', () => {
	it('fires once per lock, asks the service for locked drafts only, and fires again on a new lock', async () => {
		const poller = trigger(sandbox, { event: 'draftLocked' });
		expect(await poller.poll()).toBeNull();

		const smsDraft = await draftNamed('sms', 'Shipping notice v4');
		await act.lock('sms', smsDraft);
		await sandbox.clearRequests();
		const items = emitted(await poller.poll());
		expect(items).toEqual([
			expect.objectContaining({
				id: smsDraft,
				event: 'draftLocked',
				channel: 'sms',
				status: 'LOCKED_FOR_TRANSLATION',
			}),
		]);
		const requests = await sandbox.requests();
		expect(requests).toHaveLength(5);
		expect(requests.every(({ query }) => query.status === 'LOCKED_FOR_TRANSLATION')).toBe(true);

		await act.unlock('sms', smsDraft);
		expect(await poller.poll()).toBeNull();
		await nextSecond();
		await act.lock('sms', smsDraft);
		expect(ids(emitted(await poller.poll()))).toEqual([smsDraft]);
		expect(await poller.poll()).toBeNull();
	});

	it('uses the filter value of older versions (awaitingTranslation before 2026.06)', async () => {
		const poller = trigger(sandbox, {
			event: 'draftLocked',
			version: '2025.09',
			options: { includeExisting: true },
		});
		await sandbox.clearRequests();
		const items = emitted(await poller.poll());
		expect(ids(items)).toContain(email.passwordTranslationDraft);
		expect(items).toHaveLength(5);
		const requests = await sandbox.requests();
		expect(requests.map(({ query }) => query.status)).toEqual(Array(5).fill('awaitingTranslation'));
	});
});

describe('Message Drafts Trigger: Template Published', () => {
	it("fires when a template's published draft changes, and for a template's first publication", async () => {
		const poller = trigger(sandbox, { event: 'templatePublished' });
		expect(await poller.poll()).toBeNull();

		await act.approveAll('email', email.orderReviewDraft);
		await act.approveAll('email', email.summerNewsletterDraft);
		await act.approveAll('push', DEMO.channels.push.pendingDraft);
		const items = emitted(await poller.poll());
		const byId = Object.fromEntries(items.map((item) => [item.id, item]));
		expect(Object.keys(byId).sort()).toEqual(
			[email.orderTemplate, email.summerNewsletterTemplate, DEMO.channels.push.template].sort(),
		);
		expect(byId[email.orderTemplate]).toMatchObject({
			event: 'templatePublished',
			channel: 'email',
			templateId: email.orderTemplate,
			templateName: 'Order confirmation',
			publishedDraftId: email.orderReviewDraft,
			previousPublishedDraftId: email.orderPublishedDraft,
			assignedChannel: null,
		});
		expect(byId[email.summerNewsletterTemplate]).toMatchObject({
			publishedDraftId: email.summerNewsletterDraft,
			previousPublishedDraftId: null,
			assignedChannel: DEMO.assignedChannel,
		});
		expect(byId[DEMO.channels.push.template]).toMatchObject({
			channel: 'push',
			previousPublishedDraftId: DEMO.channels.push.publishedDraft,
		});
		expect(await poller.poll()).toBeNull();
	});

	it('does not count a submission or a rejection as a publication', async () => {
		const published = trigger(sandbox, { event: 'templatePublished', channels: ['email'] });
		const submitted = trigger(sandbox, { channels: ['email'] });
		await published.poll();
		await submitted.poll();
		await act.reject('email', email.orderReviewDraft);
		await act.submit('email', email.springSaleDraft);
		expect(await published.poll()).toBeNull();
		expect(ids(emitted(await submitted.poll()))).toEqual([email.springSaleDraft]);
	});
});

describe('Message Drafts Trigger: Include Draft Content', () => {
	it('adds the decoded content of email (in the chosen target language) and of other channels', async () => {
		const poller = trigger(sandbox, {
			channels: ['email', 'sms'],
			options: { includeExisting: true, includeContent: true, targetLanguage: 'handlebars' },
		});
		const items = emitted(await poller.poll());
		const order = items.find(({ id }) => id === email.orderReviewDraft) as IDataObject;
		expect(order.compiled).toMatchObject({ subject: 'Order {{order_id}} confirmed' });
		expect(String((order.compiled as IDataObject).html)).toContain('<');
		const sms = items.find(({ id }) => id === DEMO.channels.sms.pendingDraft) as IDataObject;
		expect((sms.compiled as IDataObject).content).toEqual(
			expect.arrayContaining([expect.objectContaining({ type: 'Text' })]),
		);
	});

	it('adds the published content to Template Published items', async () => {
		const poller = trigger(sandbox, {
			event: 'templatePublished',
			channels: ['email'],
			options: { includeContent: true },
		});
		await poller.poll();
		await act.approveAll('email', email.orderReviewDraft);
		const [item] = emitted(await poller.poll());
		expect(item.compiled).toMatchObject({ subject: 'Order  confirmed' });
		expect(String((item.compiled as IDataObject).text)).toContain(
			'Questions? Reply to this email.',
		);
	});

	it('names the valid email target languages when the chosen one is not in the version', async () => {
		const poller = trigger(sandbox, {
			channels: ['email'],
			version: '2025.09',
			options: { includeContent: true, targetLanguage: 'django' },
		});
		await expect(poller.poll()).rejects.toThrow(
			'Email Target Language "django" is not available in API version 2025.09',
		);
	});
});

describe('Message Drafts Trigger: manual run (Fetch Test Event)', () => {
	it('returns the latest matching draft and leaves the saved state as it was', async () => {
		const poller = trigger(sandbox, { channels: ['email', 'sms'] });
		await poller.poll();
		const saved = poller.savedStaticData();
		await nextSecond();
		await act.submit('email', email.springSaleDraft);

		const [items] = (await poller.pollManually()) ?? [[]];
		expect(items.map(({ json }) => json)).toEqual([
			expect.objectContaining({
				id: email.springSaleDraft,
				event: 'draftSubmitted',
				channel: 'email',
			}),
		]);
		expect(poller.savedStaticData()).toEqual(saved);
		// The manual run consumed nothing: the active workflow still gets the event, once.
		expect(ids(emitted(await poller.poll()))).toEqual([email.springSaleDraft]);
	});

	it('says clearly that nothing matches, before any poll too, and saves nothing', async () => {
		const poller = trigger(sandbox, { templateId: email.springSaleTemplate });
		await expect(poller.pollManually()).rejects.toThrow(
			'No draft awaiting approval matches this trigger right now',
		);
		expect(poller.savedStaticData()).toEqual({});
		const locked = trigger(sandbox, {
			event: 'draftLocked',
			channels: ['email'],
			tagIds: [DEMO.tags.seasonal],
		});
		await expect(locked.pollManually()).rejects.toThrow(
			'No draft locked for translation matches this trigger right now',
		);
	});
});

describe('Message Drafts Trigger: scope', () => {
	it('watches the chosen channels only, reading only their lists', async () => {
		const poller = trigger(sandbox, { channels: ['sms'] });
		await poller.poll();
		await act.submit('email', email.springSaleDraft);
		const smsDraft = await draftNamed('sms', 'Shipping notice v4');
		await act.submit('sms', smsDraft);
		await sandbox.clearRequests();
		expect(ids(emitted(await poller.poll()))).toEqual([smsDraft]);
		expect((await sandbox.requests()).map(({ path }) => path)).toEqual(['/sms/drafts']);
	});

	it("watches one template, with the service's filter from 2026.06 and on the client before", async () => {
		for (const version of ['2026.06', '2025.09'] as const) {
			await sandbox.reset();
			const poller = trigger(sandbox, {
				channels: ['email'],
				templateId: email.springSaleTemplate,
				version,
			});
			await poller.poll();
			await act.submit('email', email.springSaleDraft);
			await act.reject('email', email.orderReviewDraft);
			await act.submit('email', email.orderReviewDraft);
			await sandbox.clearRequests();
			expect(ids(emitted(await poller.poll()))).toEqual([email.springSaleDraft]);
			const requests = await sandbox.requests();
			if (version === '2026.06')
				expect(requests).toEqual([
					expect.objectContaining({ query: { templateId: email.springSaleTemplate } }),
				]);
			else expect(requests.every(({ query }) => query.templateId === undefined)).toBe(true);
		}
	});

	it('watches a workspace or a folder, nested folders included', async () => {
		const marketing = trigger(sandbox, { folderId: DEMO.workspaces.marketing });
		const product = trigger(sandbox, { folderId: DEMO.folders.notifications });
		await marketing.poll();
		await product.poll();
		const smsDraft = await draftNamed('sms', 'Shipping notice v4');
		await act.submit('email', email.springSaleDraft);
		await act.submit('sms', smsDraft);
		expect(ids(emitted(await marketing.poll()))).toEqual([email.springSaleDraft]);
		expect(ids(emitted(await product.poll()))).toEqual([smsDraft]);
	});

	it('watches drafts with any of the chosen tags, and needs 2025.09 for tags', async () => {
		const poller = trigger(sandbox, { tagIds: [DEMO.tags.seasonal, DEMO.tags.legalReview] });
		await poller.poll();
		await act.submit('email', email.springSaleDraft);
		await act.submit('sms', await draftNamed('sms', 'Shipping notice v4'));
		expect(ids(emitted(await poller.poll()))).toEqual([email.springSaleDraft]);

		await sandbox.clearRequests();
		const old = trigger(sandbox, {
			channels: ['email'],
			tagIds: [DEMO.tags.seasonal],
			version: '2025.05v2',
		});
		await expect(old.poll()).rejects.toThrow(
			'Tags: available from API version 2025.09; the credential uses 2025.05v2',
		);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('does not fire for drafts that were waiting before a filter changed', async () => {
		// Same static data, narrower client-side filter: a restart with an edited trigger.
		const wide = trigger(sandbox, { channels: ['email'] });
		await wide.poll();
		const narrow = trigger(sandbox, { channels: ['email'], tagIds: [DEMO.tags.legalReview] });
		await narrow.poll();
		expect(emitted(await narrow.poll())).toEqual([]);
	});
});

describe('Message Drafts Trigger: versions', () => {
	it('fails at activation before 2024.08, naming the version it needs, without a request', async () => {
		await sandbox.clearRequests();
		const poller = trigger(sandbox, { channels: ['email'], version: '2023.03' });
		const error = await poller.poll().catch((e: unknown) => e as Error);
		expect(error).toMatchObject({
			message:
				'Message Drafts Trigger needs API version 2024.08 or newer; the credential uses 2023.03.',
		});
		await expect(poller.pollManually()).rejects.toThrow('needs API version 2024.08');
		expect(await sandbox.requests()).toEqual([]);
		expect(poller.savedStaticData()).toEqual({});
	});

	it('names the channels a version lacks', async () => {
		const poller = trigger(sandbox, { version: '2024.08' });
		await expect(poller.poll()).rejects.toThrow(
			'API version 2024.08 has no SMS, Push, Voice, Live Activity drafts or templates: they come with API version 2024.12',
		);
	});

	it('gives the same field names under 2024.08 and 2026.07', async () => {
		const keysUnder = async (
			version: '2024.08' | '2026.07',
			event: 'draftSubmitted' | 'templatePublished',
		) => {
			await sandbox.reset();
			const poller = trigger(sandbox, { channels: ['email'], event, version });
			await poller.poll();
			await act.approveAll('email', email.orderReviewDraft);
			await act.submit('email', email.springSaleDraft);
			const [item] = emitted(await poller.poll());
			return Object.keys(item).sort();
		};
		expect(await keysUnder('2024.08', 'draftSubmitted')).toEqual(
			await keysUnder('2026.07', 'draftSubmitted'),
		);
		expect(await keysUnder('2024.08', 'templatePublished')).toEqual(
			await keysUnder('2026.07', 'templatePublished'),
		);
	});
});
