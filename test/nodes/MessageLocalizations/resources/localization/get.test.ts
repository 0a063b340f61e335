import type { INodeParameters } from 'n8n-workflow';

import type { ApiVersion } from '../../../../../nodes/shared/versions';
import { DEMO } from '../../../../../sandbox';
import { nodeRuns } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import {
	blockParent,
	byId,
	decode,
	draftLocalizations,
	draftNamed,
	draftParent,
	languageOperation,
	localizationIdOf,
	localizationRead,
	type LocalizationRef,
	nodeType,
} from '../../helpers';

const sandbox = useSandbox();
const { run, runJson, runError } = nodeRuns(nodeType, sandbox);
const { email, channels, blocks } = DEMO;

beforeEach(async () => {
	await sandbox.reset();
	await sandbox.clearRequests();
});

describe('Localization > Get Many', () => {
	it("lists an email draft's localizations as the service sends them", async () => {
		const items = await runJson({
			resource: 'localization',
			operation: 'getAll',
			...draftParent(email.welcomePublishedDraft),
		});
		expect(items).toEqual(await draftLocalizations(sandbox, 'email', email.welcomePublishedDraft));
		expect(items.map(({ languages }) => languages)).toEqual([['fr-FR'], ['de-DE'], ['es-ES']]);
		expect(items[0]).toMatchObject({
			id: expect.stringMatching(/^loc_/),
			updatedAt: expect.any(String),
		});
	});

	it('lists the localizations of an SMS draft under the /sms prefix', async () => {
		const items = await runJson({
			resource: 'localization',
			operation: 'getAll',
			...draftParent(channels.sms.publishedDraft, 'sms'),
		});
		expect(items.map(({ languages }) => languages)).toEqual([['fr-FR'], ['es-419']]);
		expect(items[0]).toMatchObject({ url: expect.stringMatching(/^\/sms\/localizations\//) });
		expect((await sandbox.requests()).map(({ path }) => path)).toEqual([
			`/sms/drafts/${channels.sms.publishedDraft}/localizations`,
		]);
	});

	it("lists a block's localizations, with no channel in the path", async () => {
		const items = await runJson({
			resource: 'localization',
			operation: 'getAll',
			channel: 'sms',
			...blockParent(blocks.footer),
		});
		expect(items.map(({ languages }) => languages)).toEqual([['fr-FR'], ['de-DE']]);
		expect((await sandbox.requests()).map(({ path }) => path)).toEqual([
			`/blocks/${blocks.footer}/localizations`,
		]);
	});

	it('passes the 2019.10 field names through: localization and a single language', async () => {
		const items = await runJson(
			{
				resource: 'localization',
				operation: 'getAll',
				...draftParent(email.welcomePublishedDraft),
			},
			{ version: '2019.10' },
		);
		expect(items).toHaveLength(3);
		expect(items[0]).toMatchObject({
			localization: expect.stringMatching(/^loc_/),
			language: 'fr-FR',
		});
		expect(items[0]).not.toHaveProperty('id');
		expect(items[0]).not.toHaveProperty('languages');
		expect(items[0]).not.toHaveProperty('updatedAt');
	});

	it('stops before any request when the version has no localizations, or no blocks', async () => {
		const refusals: Array<[INodeParameters, ApiVersion, string]> = [
			[
				draftParent(email.welcomePublishedDraft),
				'2019.03',
				'Localizations, translations and localization keys: available from API version 2019.10; the credential uses 2019.03',
			],
			[
				blockParent(blocks.footer),
				'2020.11',
				'Blocks: available from API version 2023.03; the credential uses 2020.11',
			],
			[
				draftParent(channels.push.publishedDraft, 'push'),
				'2024.08',
				'SMS, push, voice and live-activity templates: available from API version 2024.12',
			],
		];
		for (const [parent, version, message] of refusals) {
			await expect(
				run({ resource: 'localization', operation: 'getAll', ...parent }, { version }),
			).rejects.toThrow(message);
		}
		expect(await sandbox.requests()).toEqual([]);
	});
});

describe('Localization > Create or Update and Delete', () => {
	it('adds a language to an email draft, renames it, then deletes it', async () => {
		const parameters = {
			resource: 'localization',
			...draftParent(email.springSaleDraft),
			languageId: 'it-IT',
		};
		const created = await runJson({ ...parameters, operation: 'upsert', name: 'Italiano' });
		expect(created).toEqual([
			{ success: true, draftId: email.springSaleDraft, languageId: 'it-IT' },
		]);
		expect(await draftLocalizations(sandbox, 'email', email.springSaleDraft)).toEqual([
			expect.objectContaining({ name: 'Italiano', languages: ['it-IT'] }),
		]);

		await run({ ...parameters, operation: 'upsert', name: 'Italian' });
		await run({ ...parameters, operation: 'upsert', name: '' });
		expect(
			(await draftLocalizations(sandbox, 'email', email.springSaleDraft)).map(({ name }) => name),
		).toEqual(['Italian']);

		const deleted = await runJson({ ...parameters, operation: 'delete' });
		expect(deleted).toEqual([
			{ deleted: true, draftId: email.springSaleDraft, languageId: 'it-IT' },
		]);
		expect(await draftLocalizations(sandbox, 'email', email.springSaleDraft)).toEqual([]);
	});

	it('adds and deletes a language of a push draft', async () => {
		const draft = await draftNamed(sandbox, 'push', 'Shipping notice v4');
		const parameters = {
			resource: 'localization',
			...draftParent(draft.id, 'push'),
			languageId: 'de-DE',
		};
		await run({ ...parameters, operation: 'upsert' });
		expect(
			(await draftLocalizations(sandbox, 'push', draft.id)).map(({ name, languages }) => [
				name,
				languages,
			]),
		).toEqual([['de-DE', ['de-DE']]]);
		const deleted = await runJson({ ...parameters, operation: 'delete' });
		expect(deleted).toEqual([{ deleted: true, draftId: draft.id, languageId: 'de-DE' }]);
		expect(await draftLocalizations(sandbox, 'push', draft.id)).toEqual([]);
		expect(
			(await sandbox.requests())
				.filter(({ method }) => method !== 'GET')
				.map(({ method, path }) => `${method} ${path}`),
		).toEqual([
			`PUT /push/drafts/${draft.id}/localizations/de-DE`,
			`DELETE /push/drafts/${draft.id}/localizations/de-DE`,
		]);
	});

	it('adds and deletes a language of a block', async () => {
		const parameters = {
			resource: 'localization',
			...blockParent(blocks.header),
			languageId: 'nl-NL',
		};
		const created = await runJson({ ...parameters, operation: 'upsert', name: 'Dutch' });
		expect(created).toEqual([{ success: true, blockId: blocks.header, languageId: 'nl-NL' }]);
		const { body: refs } = await sandbox.api<LocalizationRef[]>(
			'GET',
			`/blocks/${blocks.header}/localizations`,
		);
		expect(refs).toEqual([expect.objectContaining({ name: 'Dutch', languages: ['nl-NL'] })]);

		await run({ ...parameters, operation: 'delete' });
		const { body: after } = await sandbox.api<LocalizationRef[]>(
			'GET',
			`/blocks/${blocks.header}/localizations`,
		);
		expect(after).toEqual([]);
	});

	it('names the Language field for a language id of the wrong shape, before any request', async () => {
		const error = await runError(
			languageOperation('localization', 'upsert', draftParent(email.springSaleDraft), 'en_US'),
		);
		expect(error).toMatchObject({
			message: 'Language "en_US" is not a valid ID (expected: fr-FR or zh-Hans-CN).',
		});
		expect(await sandbox.requests()).toEqual([]);
	});

	it('takes BCP 47 language ids with a script or a numeric region', async () => {
		for (const languageId of ['zh-Hans-CN', 'es-419', 'fr']) {
			const parameters = languageOperation(
				'localization',
				'upsert',
				draftParent(email.springSaleDraft),
				languageId,
			);
			expect(await runJson(parameters)).toEqual([
				{ success: true, draftId: email.springSaleDraft, languageId },
			]);
		}
		expect(
			(await draftLocalizations(sandbox, 'email', email.springSaleDraft)).map(
				({ languages }) => languages,
			),
		).toEqual([['zh-Hans-CN'], ['es-419'], ['fr']]);
	});

	it('says which state a draft must be in when it cannot change, and leaves it as it was', async () => {
		const parameters = languageOperation(
			'localization',
			'upsert',
			draftParent(email.welcomeRedesignDraft),
			'it-IT',
		);
		const error = await runError(parameters);
		expect(error).toMatchObject({
			message: `Draft ${email.welcomeRedesignDraft} is not in a state that allows this operation.`,
			httpCode: '403',
		});
		expect(error.description).toContain('PENDING_APPROVAL');
		expect(error.description).toContain('This operation needs a draft in progress (IN_PROGRESS).');

		const [[item]] = await run(parameters, { continueOnFail: true });
		expect(item.json).toMatchObject({
			message: `Draft ${email.welcomeRedesignDraft} is not in a state that allows this operation.`,
			error: {
				httpCode: '403',
				draftId: email.welcomeRedesignDraft,
				languageId: 'it-IT',
				service: { code: 'prohibited_action' },
			},
		});
		expect(item.pairedItem).toEqual({ item: 0 });
		expect(
			(await draftLocalizations(sandbox, 'email', email.welcomeRedesignDraft)).map(
				({ languages }) => languages,
			),
		).toEqual([['fr-FR'], ['de-DE'], ['es-ES']]);
	});
});

describe('Localization > Get (published)', () => {
	it('reads a published email localization in a target language with a theme, decoded', async () => {
		const localizationId = await localizationIdOf(
			sandbox,
			'email',
			email.welcomePublishedDraft,
			'fr-FR',
		);
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
		const localizationId = await localizationIdOf(
			sandbox,
			'email',
			email.welcomePublishedDraft,
			'fr-FR',
		);
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
