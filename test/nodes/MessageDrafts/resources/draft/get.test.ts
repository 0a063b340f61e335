import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { DEMO } from '../../../../../sandbox';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import { byId, email } from '../../support';

// Nothing here changes the account: one sandbox serves every test of the file.
const { sandbox, run, runJson } = useNodeOnSandbox(new MessageDrafts(), { reset: false });

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

	it('reads the draft whose ID is given with spaces around it, as pasted', async () => {
		const [draft] = await runJson(
			get(` ${email.welcomeRedesignDraft} `, { targetLanguage: 'handlebars' }),
		);
		expect(draft).toMatchObject({ id: email.welcomeRedesignDraft });
		expect((await sandbox.requests()).map(({ path }) => path)).toEqual([
			`/drafts/${email.welcomeRedesignDraft}`,
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
