import { DEMO } from '../../../../../sandbox';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import { byId, decode, localizationIdOf, localizationRead, nodeType } from '../../helpers';

const { sandbox, run, runJson, runError } = useNodeOnSandbox(nodeType);
const { email, channels } = DEMO;

/** The id of the French localization of the published welcome draft. */
const welcomeInFrench = async () =>
	await localizationIdOf(sandbox, 'email', email.welcomePublishedDraft, 'fr-FR');

describe('Localization > Get (published)', () => {
	it('reads a published email localization in a target language with a theme, decoded', async () => {
		const localizationId = await welcomeInFrench();
		const parameters = {
			resource: 'localization',
			operation: 'get',
			channel: 'email',
			localizationId,
			targetLanguage: 'handlebars',
			themeId: byId(DEMO.themes.midnight),
		};
		await sandbox.clearRequests();
		const [localization] = await runJson(parameters);
		expect(localization).toMatchObject(localizationRead(localizationId, email.welcomeTemplate));
		const compiled = localization.compiled as Record<string, string>;
		expect(compiled.subject).toBe('Bienvenue chez Acme, {{first_name}}');
		expect(compiled.html).toContain('Bienvenue, {{first_name}} !');
		expect(compiled.html).toContain('#102040');
		expect(await sandbox.requests()).toEqual([
			expect.objectContaining({
				path: `/localizations/${localizationId}`,
				query: { targetLanguage: 'handlebars', themeId: DEMO.themes.midnight },
			}),
		]);

		const [raw] = await runJson({
			...parameters,
			themeId: { __rl: true, mode: 'list', value: '' },
			decodeContent: false,
		});
		const rawCompiled = raw.compiled as Record<string, string>;
		expect(decode(rawCompiled.subject)).toBe('Bienvenue chez Acme, {{first_name}}');
		expect(decode(rawCompiled.html)).not.toContain('#102040');
	});

	it('reads a published SMS localization with the channel default or a chosen target language', async () => {
		const localizationId = await localizationIdOf(
			sandbox,
			'sms',
			channels.sms.publishedDraft,
			'fr-FR',
		);
		const parameters = {
			resource: 'localization',
			operation: 'get',
			channel: 'sms',
			localizationId,
			targetLanguage: '',
		};
		await sandbox.clearRequests();
		const [plain] = await runJson(parameters);
		expect(plain).toMatchObject(localizationRead(localizationId, channels.sms.template));
		expect(plain.compiled).toMatchObject({
			content: [{ type: 'Text', value: expect.stringContaining('Bonjour') }],
		});
		expect((await sandbox.requests())[0]).toMatchObject({
			path: `/sms/localizations/${localizationId}`,
			query: {},
		});

		const [liquid] = await runJson({ ...parameters, targetLanguage: 'liquid' });
		expect(liquid.compiled).toMatchObject({
			content: [
				{
					type: 'Text',
					value: 'Bonjour {{ first_name }}, votre commande {{ order_id }} a été expédiée.',
				},
			],
		});
	});

	it('passes the 2019.10 field names of a localization through', async () => {
		const { body: refs } = await sandbox.api<Array<{ localization: string; language: string }>>(
			'GET',
			`/drafts/${email.welcomePublishedDraft}/localizations`,
			{ version: '2019.10' },
		);
		const localizationId = refs.find(({ language }) => language === 'de-DE')?.localization ?? '';
		const [localization] = await runJson(
			{
				resource: 'localization',
				operation: 'get',
				channel: 'email',
				localizationId,
				targetLanguage: 'jinja',
			},
			{ version: '2019.10' },
		);
		expect(localization).toMatchObject({ localization: localizationId, language: 'de-DE' });
		expect(localization).not.toHaveProperty('id');
		expect((localization.compiled as Record<string, string>).subject).toBe(
			'Willkommen bei Acme, {{ first_name }}',
		);
		expect(localization.compiled).not.toHaveProperty('ampHtml');
	});

	it('stops before any request when the version has no themes or the theme id has the wrong shape', async () => {
		const localizationId = await welcomeInFrench();
		await sandbox.clearRequests();
		await expect(
			run(
				{
					resource: 'localization',
					operation: 'get',
					channel: 'email',
					localizationId,
					targetLanguage: 'html',
					themeId: byId(DEMO.themes.classic),
				},
				{ version: '2024.12' },
			),
		).rejects.toThrow(
			'Applying a theme to email content: available from API version 2025.05v2; the credential uses 2024.12',
		);
		await expect(
			run({
				resource: 'localization',
				operation: 'getForDraft',
				channel: 'email',
				localizationId,
				draftId: byId(email.welcomeRedesignDraft),
				targetLanguage: 'html',
				themeId: byId('={{ "midnight" }}'),
			}),
		).rejects.toThrow('Theme "midnight" is not a valid ID (expected: thm_…).');
		expect(await sandbox.requests()).toEqual([]);
	});

	it('reports an unknown localization with its id, or as an item with continueOnFail', async () => {
		const parameters = {
			resource: 'localization',
			operation: 'get',
			channel: 'email',
			localizationId: 'loc_missing',
			targetLanguage: 'html',
		};
		const error = await runError(parameters);
		expect(error).toMatchObject({ message: 'Localization loc_missing was not found in Email.' });
		const [[item]] = await run(parameters, { continueOnFail: true });
		expect(item.json.error).toMatchObject({
			httpCode: '404',
			localizationId: 'loc_missing',
			service: { code: 'not_found' },
		});
		expect(item.pairedItem).toEqual({ item: 0 });
	});
});
