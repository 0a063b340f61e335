import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { DEMO } from '../../../../../sandbox';
import { nodeRuns } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import { allDrafts, byId } from '../../support';

// Nothing here changes the account: one sandbox serves every test of the file.
const sandbox = useSandbox();
const { run, runJson } = nodeRuns(new MessageDrafts(), sandbox);
const { email } = DEMO;

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

beforeEach(async () => {
	await sandbox.clearRequests();
});

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

describe('Message Drafts: Get', () => {
	const get = (draftId: string, extra: Record<string, unknown> = {}) => ({
		resource: 'draft',
		operation: 'get',
		draftId: byId(draftId),
		...extra,
	});

	it('reads an email draft in the chosen target language, content decoded', async () => {
		const [draft] = await runJson(
			get(email.welcomeRedesignDraft, { targetLanguage: 'handlebars' }),
		);
		expect(draft).toMatchObject({
			id: email.welcomeRedesignDraft,
			template: email.welcomeTemplate,
			status: 'PENDING_APPROVAL',
		});
		const compiled = draft.compiled as Record<string, string>;
		expect(compiled.subject).toBe('Welcome to Acme, {{first_name}}');
		expect(compiled.html).toContain('Here is how to get started.');
		expect((await sandbox.requests()).map(({ path, query }) => [path, query])).toEqual([
			[`/drafts/${email.welcomeRedesignDraft}`, { targetLanguage: 'handlebars' }],
		]);
	});

	it('leaves the content as the service sent it when Decode Content is off', async () => {
		const [draft] = await runJson(
			get(email.welcomeRedesignDraft, {
				targetLanguage: 'handlebars',
				decodeContent: false,
			}),
		);
		const subject = (draft.compiled as Record<string, string>).subject;
		expect(Buffer.from(subject, 'base64').toString('utf8')).toBe('Welcome to Acme, {{first_name}}');
	});

	it('applies a theme to an email draft', async () => {
		const read = async (theme: Record<string, unknown>) => {
			const [draft] = await runJson(
				get(email.welcomeRedesignDraft, { targetLanguage: 'html', ...theme }),
			);
			return (draft.compiled as Record<string, string>).html;
		};
		const themed = await read({ themeId: byId(DEMO.themes.midnight) });
		expect(themed).not.toBe(await read({}));
		expect((await sandbox.requests())[0].query).toEqual({
			targetLanguage: 'html',
			themeId: DEMO.themes.midnight,
		});
	});

	it('stops before any request for a theme under a version without themes', async () => {
		await expect(
			run(
				get(email.welcomeRedesignDraft, {
					targetLanguage: 'html',
					themeId: byId(DEMO.themes.midnight),
				}),
				{ version: '2024.12' },
			),
		).rejects.toThrow(
			'Applying a theme to email content: available from API version 2025.05v2; the credential uses 2024.12',
		);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('refuses a target language the version lacks before sending', async () => {
		await expect(
			run(get(email.welcomeRedesignDraft, { targetLanguage: 'django' }), { version: '2025.09' }),
		).rejects.toThrow(
			`'Target Language' "django" is not available for Email in API version 2025.09`,
		);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('reads an SMS draft with the channel default or a chosen target language, and no theme', async () => {
		const sms = DEMO.channels.sms;
		const [draft] = await runJson(
			get(sms.pendingDraft, {
				channel: 'sms',
				targetLanguage: '',
				themeId: byId(DEMO.themes.midnight),
			}),
		);
		expect(draft).toMatchObject({
			id: sms.pendingDraft,
			template: sms.template,
			status: 'PENDING_APPROVAL',
		});
		const content = (read: typeof draft) =>
			(read.compiled as { content: Array<{ type: string; value: string }> }).content[0];
		expect(content(draft)).toMatchObject({ type: 'Text', value: 'Hi , your order  has shipped.' });

		const [klaviyo] = await runJson(
			get(sms.pendingDraft, { channel: 'sms', targetLanguage: 'klaviyo' }),
		);
		expect(content(klaviyo).value).toBe('Hi {{first_name}}, your order {{order_id}} has shipped.');
		expect((klaviyo.compiled as { variables: string[] }).variables).toEqual([
			'first_name',
			'order_id',
		]);
		expect((await sandbox.requests()).map(({ path, query }) => [path, query])).toEqual([
			[`/sms/drafts/${sms.pendingDraft}`, {}],
			[`/sms/drafts/${sms.pendingDraft}`, { targetLanguage: 'klaviyo' }],
		]);
	});

	it('names the SMS target languages of the version for a value that is not one, before any request', async () => {
		await sandbox.clearRequests();
		await expect(
			run(get(DEMO.channels.sms.pendingDraft, { channel: 'sms', targetLanguage: 'html' })),
		).rejects.toThrow(`'Target Language' "html" is not available for SMS in API version 2026.07`);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('reads status-free drafts under an old version', async () => {
		const [draft] = await runJson(get(email.welcomeRedesignDraft, { targetLanguage: 'html' }), {
			version: '2019.10',
		});
		expect(draft.id).toBe(email.welcomeRedesignDraft);
		expect(draft).not.toHaveProperty('status');
		expect(draft.localizations).toEqual(
			expect.arrayContaining([expect.objectContaining({ language: 'fr-FR' })]),
		);
	});

	it("reports an unknown draft with its id, or as an item with the service's body", async () => {
		const parameters = get('tdft_missing', { targetLanguage: 'html' });
		await expect(run(parameters)).rejects.toThrow('Draft tdft_missing was not found in Email.');
		const [[item]] = await run(parameters, { continueOnFail: true });
		expect(item).toEqual({
			json: {
				message: 'Draft tdft_missing was not found in Email.',
				error: expect.objectContaining({
					httpCode: '404',
					draftId: 'tdft_missing',
					service: expect.objectContaining({ code: 'not_found' }),
				}),
			},
			pairedItem: { item: 0 },
		});
	});

	it('names the field and the fix for a draft id of the wrong shape', async () => {
		await expect(run(get('={{ "tem_welcome" }}', { targetLanguage: 'html' }))).rejects.toThrow(
			'Draft "tem_welcome" is not a valid ID (expected: tdft_…).',
		);
		expect(await sandbox.requests()).toEqual([]);
	});
});
