import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { DEMO } from '../../../../../sandbox';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import { allDrafts, byId, email } from '../../support';

// Nothing here changes the account: one sandbox serves every test of the file.
const { sandbox, run, runJson } = useNodeOnSandbox(new MessageDrafts(), { reset: false });

const getMany = (extra: Record<string, unknown> = {}) => ({
	resource: 'draft',
	operation: 'getAll',
	returnAll: true,
	...extra,
});

async function draftListRequests() {
	return (await sandbox.requests()).filter(
		({ method, path }) => method === 'GET' && path.endsWith('/drafts'),
	);
}

describe('Message Drafts: Get Many', () => {
	it('returns every email draft with Return All, one request per page of 25', async () => {
		const expected = await allDrafts(sandbox, 'email');
		expect(expected.length).toBeGreaterThan(50);
		await sandbox.clearRequests();
		const drafts = await runJson(getMany());
		expect(drafts.map(({ id }) => id)).toEqual(expected.map(({ id }) => id));
		expect(await draftListRequests()).toHaveLength(Math.ceil(expected.length / 25));
	});

	it('stops reading pages once the Limit is reached', async () => {
		const expected = await allDrafts(sandbox, 'email');
		await sandbox.clearRequests();
		const drafts = await runJson(getMany({ returnAll: false, limit: 30 }));
		expect(drafts.map(({ id }) => id)).toEqual(expected.slice(0, 30).map(({ id }) => id));
		expect(await draftListRequests()).toHaveLength(2);
	});

	it('lists the drafts of another channel under its prefix', async () => {
		const drafts = await runJson(getMany({ channel: 'push' }));
		expect(drafts.map(({ id }) => id).sort()).toEqual(
			(await allDrafts(sandbox, 'push')).map(({ id }) => id).sort(),
		);
		expect(drafts.map(({ id }) => id)).toContain(DEMO.channels.push.pendingDraft);
		expect((await draftListRequests()).every(({ path }) => path === '/push/drafts')).toBe(true);
	});

	it('keeps only the drafts awaiting approval, read from every page', async () => {
		const expected = (await allDrafts(sandbox, 'email')).filter(
			({ status }) => status === 'PENDING_APPROVAL',
		);
		await sandbox.clearRequests();
		const drafts = await runJson(getMany({ status: 'PENDING_APPROVAL' }));
		expect(drafts.map(({ id }) => id)).toEqual(expected.map(({ id }) => id));
		expect(drafts.map(({ id }) => id)).toEqual(
			expect.arrayContaining([
				email.welcomeRedesignDraft,
				email.orderReviewDraft,
				email.summerNewsletterDraft,
			]),
		);
		const requests = await draftListRequests();
		expect(requests.every(({ query }) => query.status === undefined)).toBe(true);
		expect(requests.length).toBeGreaterThan(1);
	});

	it('keeps a failed item on its output with Continue, where the status filter applies', async () => {
		const [items = []] = await run(
			getMany({
				status: 'PENDING_APPROVAL',
				output: 'selected',
				fields: 'id',
				filters: { templateId: { __rl: true, mode: 'id', value: '={{ $json.template }}' } },
			}),
			{
				continueOnFail: true,
				input: [{ json: { template: email.welcomeTemplate } }, { json: { template: 'not an id' } }],
			},
		);
		const failed = items.filter(({ json }) => typeof json.message === 'string');
		expect(failed).toEqual([
			expect.objectContaining({
				json: expect.objectContaining({ message: expect.stringMatching(/not a valid ID/) }),
				pairedItem: { item: 1 },
			}),
		]);
		expect(
			items.filter(({ pairedItem }) => (pairedItem as { item: number }).item === 0).length,
		).toBeGreaterThan(0);
	});

	it('keeps only the drafts in progress on the SMS channel', async () => {
		const drafts = await runJson(getMany({ channel: 'sms', status: 'IN_PROGRESS' }));
		const expected = (await allDrafts(sandbox, 'sms')).filter(
			({ status }) => status === 'IN_PROGRESS',
		);
		expect(expected.length).toBeGreaterThan(0);
		expect(drafts.map(({ id }) => id)).toEqual(expected.map(({ id }) => id));
		expect(drafts.map(({ id }) => id)).not.toContain(DEMO.channels.sms.pendingDraft);
	});

	it('counts a Limit in drafts kept by the status filter', async () => {
		const drafts = await runJson(
			getMany({ returnAll: false, limit: 2, status: 'PENDING_APPROVAL' }),
		);
		expect(drafts).toHaveLength(2);
		expect(drafts.every(({ status }) => status === 'PENDING_APPROVAL')).toBe(true);
	});

	it.each([
		['2025.09', 'awaitingTranslation'],
		['2020.11', 'awaitingTranslation'],
		['2026.06', 'LOCKED_FOR_TRANSLATION'],
		['2026.07', 'LOCKED_FOR_TRANSLATION'],
	] as const)(
		'filters the translation lock on the service under %s with status=%s',
		async (version, value) => {
			const drafts = await runJson(getMany({ status: 'LOCKED_FOR_TRANSLATION' }), {
				credentials: sandbox.credentials(version),
			});
			expect(drafts.map(({ id }) => id)).toEqual([email.passwordTranslationDraft]);
			const requests = await draftListRequests();
			expect(requests.map(({ query, status }) => [query.status, status])).toEqual([[value, 200]]);
		},
	);

	it('filters the translation lock on another channel', async () => {
		const drafts = await runJson(getMany({ channel: 'voice', status: 'LOCKED_FOR_TRANSLATION' }), {
			version: '2025.09',
		});
		expect(drafts.map(({ name, status }) => [name, status])).toEqual([
			['Shipping notice v3', 'LOCKED_FOR_TRANSLATION'],
		]);
		expect((await draftListRequests()).map(({ path, query }) => [path, query.status])).toEqual([
			['/voice/drafts', 'awaitingTranslation'],
		]);
	});

	it.each([
		[
			'LOCKED_FOR_TRANSLATION',
			'2019.10',
			'Filtering drafts by translation lock: available from API version 2020.11; the credential uses 2019.10',
		],
		[
			'PENDING_APPROVAL',
			'2023.03',
			'Draft and template fields status, templateName, designApprovedDate, path, workspaceId and publishedDraftId: available from API version 2024.08; the credential uses 2023.03',
		],
	] as const)(
		'stops before any request when filtering %s under %s',
		async (status, version, message) => {
			await expect(
				run(getMany({ status }), { credentials: sandbox.credentials(version) }),
			).rejects.toThrow(message);
			expect(await sandbox.requests()).toEqual([]);
		},
	);

	it("lists one template's drafts with the template filter", async () => {
		const drafts = await runJson(
			getMany({ filters: { templateId: byId(email.welcomeTemplate) } }),
			{ version: '2026.06' },
		);
		expect(drafts.map(({ id }) => id)).toEqual([
			email.welcomePublishedDraft,
			email.welcomeRedesignDraft,
		]);
		expect((await draftListRequests()).map(({ query }) => query.templateId)).toEqual([
			email.welcomeTemplate,
		]);
	});

	it('combines the template filter with a status', async () => {
		const drafts = await runJson(
			getMany({
				status: 'PENDING_APPROVAL',
				filters: { templateId: byId(email.welcomeTemplate) },
			}),
		);
		expect(drafts.map(({ id }) => id)).toEqual([email.welcomeRedesignDraft]);
	});

	it('stops before any request when the version has no template filter', async () => {
		await expect(
			run(getMany({ filters: { templateId: byId(email.welcomeTemplate) } }), {
				version: '2025.09',
			}),
		).rejects.toThrow(
			'Filtering templates by name, folder or workspace and drafts by template: available from API version 2026.06; the credential uses 2025.09',
		);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('turns a version gate into paired error items under continueOnFail', async () => {
		const [items] = await run(getMany({ filters: { templateId: byId(email.welcomeTemplate) } }), {
			version: '2025.09',
			input: [{ json: {} }, { json: {} }],
			continueOnFail: true,
		});
		expect(items.map(({ json, pairedItem }) => [json.message, pairedItem])).toEqual([
			[expect.stringContaining('available from API version 2026.06'), { item: 0 }],
			[expect.stringContaining('available from API version 2026.06'), { item: 1 }],
		]);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('names the field for a template id of the wrong shape', async () => {
		await expect(
			run(getMany({ filters: { templateId: byId('={{ "tdft_1" }}') } })),
		).rejects.toThrow('Template "tdft_1" is not a valid ID (expected: tem_…).');
		expect(await sandbox.requests()).toEqual([]);
	});

	it('stops before any request for a channel the version lacks', async () => {
		await expect(run(getMany({ channel: 'sms' }), { version: '2024.08' })).rejects.toThrow(
			'SMS, push, voice and live-activity templates: available from API version 2024.12; the credential uses 2024.08',
		);
		expect(await sandbox.requests()).toEqual([]);
	});
});
