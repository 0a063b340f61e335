import type { IDataObject } from 'n8n-workflow';

import { DEMO } from '../../../../../sandbox';
import type { ApiVersion } from '../../../../../nodes/shared/versions';
import {
	byId,
	fromBase64,
	runError,
	templateParameters,
	useTemplatesOnSandbox,
} from '../../support';

const { sandbox, run } = useTemplatesOnSandbox();

describe('Message Templates: Template Get', () => {
	it('reads an email template with readable content in the chosen target language', async () => {
		await sandbox.clearRequests();
		const [template] = await run(
			templateParameters('get', {
				channel: 'email',
				templateId: byId(DEMO.email.welcomeTemplate),
				targetLanguage: 'handlebars',
			}),
		);

		const compiled = template.compiled as IDataObject;
		expect(template).toMatchObject({ id: DEMO.email.welcomeTemplate, name: 'Welcome email' });
		expect(compiled.subject).toBe('Welcome to Acme, {{first_name}}');
		expect(compiled.html).toContain('<h1>Welcome, {{first_name}}!</h1>');
		expect(compiled.html).toContain('href="{{account_url}}"');
		expect(compiled.text).toContain('Open your account: {{account_url}}');
		expect(compiled.variables).toEqual(['first_name', 'account_url']);
		expect(await sandbox.requests()).toEqual([
			expect.objectContaining({
				path: `/templates/${DEMO.email.welcomeTemplate}`,
				query: { targetLanguage: 'handlebars' },
			}),
		]);
	});

	it('keeps the base64 content when Decode Content is off', async () => {
		const { body } = await sandbox.api<IDataObject>(
			'GET',
			`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=liquid`,
		);
		const [template] = await run(
			templateParameters('get', {
				templateId: byId(DEMO.email.welcomeTemplate),
				targetLanguage: 'liquid',
				decodeContent: false,
			}),
		);
		expect(template.compiled).toEqual(body.compiled);
		expect(fromBase64((template.compiled as IDataObject).subject)).toBe(
			'Welcome to Acme, {{ first_name }}',
		);
	});

	it('reads an SMS template with the channel default target language, or a chosen one', async () => {
		await sandbox.clearRequests();
		const [plain] = await run(
			templateParameters('get', {
				channel: 'sms',
				templateId: byId(DEMO.channels.sms.template),
				targetLanguage: '',
			}),
		);
		const [liquid] = await run(
			templateParameters('get', {
				channel: 'sms',
				templateId: byId(DEMO.channels.sms.template),
				targetLanguage: 'liquid',
			}),
		);

		expect(plain).toMatchObject({
			id: DEMO.channels.sms.template,
			compiled: { content: [{ type: 'Text' }] },
		});
		const text = (template: IDataObject) =>
			((template.compiled as IDataObject).content as IDataObject[])[0].value;
		expect(text(plain)).toBe('Hi , your order  has shipped.');
		expect(text(liquid)).toBe('Hi {{ first_name }}, your order {{ order_id }} has shipped.');
		expect((await sandbox.requests()).map(({ path, query }) => [path, query])).toEqual([
			[`/sms/templates/${DEMO.channels.sms.template}`, {}],
			[`/sms/templates/${DEMO.channels.sms.template}`, { targetLanguage: 'liquid' }],
		]);
	});

	it('applies an email theme, and never sends one on another channel', async () => {
		await sandbox.clearRequests();
		const [themed] = await run(
			templateParameters('get', {
				templateId: byId(DEMO.email.orderTemplate),
				targetLanguage: 'html',
				themeId: { __rl: true, mode: 'list', value: DEMO.themes.midnight },
			}),
		);
		expect((themed.compiled as IDataObject).html).toContain(
			`<style data-theme="${DEMO.themes.midnight}">`,
		);

		const [voice] = await run(
			templateParameters('get', {
				channel: 'voice',
				templateId: byId(DEMO.channels.voice.template),
				themeId: byId(DEMO.themes.midnight),
			}),
		);
		expect(typeof (voice.compiled as IDataObject).content).toBe('string');
		expect((await sandbox.requests()).map(({ query }) => query)).toEqual([
			{ targetLanguage: 'html', themeId: DEMO.themes.midnight },
			{},
		]);
	});

	it('stops before any request when the version has no themes for email content', async () => {
		await sandbox.clearRequests();
		const error = await runError({
			parameters: templateParameters('get', {
				templateId: byId(DEMO.email.orderTemplate),
				targetLanguage: 'html',
				themeId: byId(DEMO.themes.midnight),
			}),
			credentials: sandbox.credentials('2024.12'),
		});
		expect(error.message).toBe(
			'Applying a theme to email content: available from API version 2025.05v2; the credential uses 2024.12.',
		);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('stops before any request when the version has no SMS templates', async () => {
		await sandbox.clearRequests();
		const error = await runError({
			parameters: templateParameters('get', {
				channel: 'sms',
				templateId: byId(DEMO.channels.sms.template),
				targetLanguage: '',
			}),
			credentials: sandbox.credentials('2024.08'),
		});
		expect(error.message).toBe(
			'SMS, push, voice and live-activity templates: available from API version 2024.12; the credential uses 2024.08.',
		);
		expect(await sandbox.requests()).toEqual([]);
	});
});

describe('Message Templates: version differences in template output', () => {
	const welcome = (version: ApiVersion) =>
		run(
			templateParameters('get', {
				templateId: byId(DEMO.email.welcomeTemplate),
				targetLanguage: 'html',
			}),
			version,
		);

	it('has localization references with "localization" and "language" before 2020.11', async () => {
		const [template] = await welcome('2019.10');
		const [reference] = template.localizations as IDataObject[];
		expect(reference).toEqual(
			expect.objectContaining({ language: 'fr-FR', localization: expect.stringMatching(/^loc_/) }),
		);
		expect(reference).not.toHaveProperty('id');
		expect(reference).not.toHaveProperty('languages');
		expect(template).not.toHaveProperty('publishedDraftId');
	});

	it('has localization references with "id" and "languages" from 2020.11', async () => {
		const [template] = await welcome('2020.11');
		const [reference] = template.localizations as IDataObject[];
		expect(reference).toEqual(
			expect.objectContaining({ languages: ['fr-FR'], id: expect.stringMatching(/^loc_/) }),
		);
		expect(reference).not.toHaveProperty('localization');
		expect(reference).not.toHaveProperty('updatedAt');
	});

	it('has the "channel" field only from 2026.07, and only where one is assigned', async () => {
		const [latest] = await welcome('2026.07');
		expect(latest.channel).toEqual(DEMO.assignedChannel);
		const [before] = await welcome('2026.06');
		expect(before).not.toHaveProperty('channel');
		expect(before.publishedDraftId).toBe(DEMO.email.welcomePublishedDraft);

		const listed = await run(
			templateParameters('getAll', { returnAll: true, filters: { name: 'order confirmation' } }),
		);
		expect(listed.map(({ id }) => id)).toEqual([DEMO.email.orderTemplate]);
		expect(listed[0]).not.toHaveProperty('channel');
	});
});
