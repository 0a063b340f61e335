/** Localization reference, localization object and translation entries, on every channel. */
import { po } from 'gettext-parser';
import { CHANNELS, CHANNEL_NAMES } from '../../../nodes/shared/channels';
import { DEMO } from '../../../sandbox/index';
import { decode, openSandbox, type SandboxClient } from '../client';

let client: SandboxClient;

beforeAll(async () => {
	client = await openSandbox();
});
afterAll(() => client.close());
afterEach(() => client.reset());

const PO = 'text/x-gettext-translation';

async function workCopy(name: string): Promise<string> {
	const source =
		name === 'email' ? DEMO.email.orderReviewDraft : DEMO.channels[name as 'sms'].pendingDraft;
	return (
		await client.post(`${CHANNELS[name as 'sms'].pathPrefix}/drafts/${source}/duplicate`, {
			name: 'Localization work',
		})
	).json.id;
}

describe('Localization reference (LocalizationRef)', () => {
	it('is id/languages from 2020.11 and localization/language before, with updatedAt from 2024.08', async () => {
		client.expectViolations({ status: 404, place: 'operation' });
		const path = `/drafts/${DEMO.email.welcomePublishedDraft}/localizations`;
		const latest = (await client.get(path)).json;
		expect(latest.map((ref: { languages: string[] }) => ref.languages[0])).toEqual([
			'fr-FR',
			'de-DE',
			'es-ES',
		]);
		expect(Object.keys(latest[0])).toEqual([
			'id',
			'name',
			'url',
			'localeGroup',
			'languages',
			'updatedAt',
		]);
		expect(latest[0].id).toMatch(/^loc_/);
		expect(latest[0].localeGroup).toMatch(/^lgr_/);
		const old = (await client.get(path, { version: '2019.10' })).json;
		expect(Object.keys(old[0])).toEqual(['localization', 'name', 'url', 'localeGroup', 'language']);
		expect(old[0]).toMatchObject({ localization: latest[0].id, language: 'fr-FR' });
		expect((await client.get(path, { version: '2019.03' })).status).toBe(404);
	});
});

describe('Localization object', () => {
	it.each(CHANNEL_NAMES)(
		'%s: reads published and draft localizations with translations applied',
		async (name) => {
			const { pathPrefix } = CHANNELS[name];
			const templateId =
				name === 'email' ? DEMO.email.welcomeTemplate : DEMO.channels[name].template;
			const query = name === 'email' ? '?targetLanguage=handlebars' : '?targetLanguage=handlebars';
			const template = (await client.get(`${pathPrefix}/templates/${templateId}${query}`)).json;
			const ref = template.localizations.find(
				(each: { languages: string[] }) => each.languages[0] === 'fr-FR',
			);
			const localization = await client.get(`${pathPrefix}/localizations/${ref.id}${query}`);
			expect(localization.status).toBe(200);
			expect(localization.json).toMatchObject({
				id: ref.id,
				languages: ['fr-FR'],
				template: templateId,
				url: ref.url,
				localeGroup: ref.localeGroup,
			});
			const text =
				JSON.stringify(localization.json.compiled) +
				(name === 'email' ? decode(localization.json.compiled.subject) : '');
			expect(text).toMatch(/Bienvenue|commande|expédiée/);
			expect(text).toContain('{{');
			const draftRead = await client.get(
				`${pathPrefix}/localizations/${ref.id}/drafts/${template.publishedDraftId}${query}`,
			);
			expect(draftRead.json.compiled).toEqual(localization.json.compiled);
			expect((await client.get(`${pathPrefix}/localizations/loc_unknown${query}`)).status).toBe(
				404,
			);
		},
	);

	it('uses the source string where a translation is missing, and themes email localizations', async () => {
		client.expectViolations({ status: 400, place: 'query.targetLanguage' });
		const draftId = DEMO.email.passwordTranslationDraft;
		const refs = (await client.get(`/drafts/${draftId}/localizations`)).json;
		const url = `${refs[0].url}?targetLanguage=html&themeId=${DEMO.themes.midnight}`;
		const compiled = (await client.get(url)).json.compiled;
		expect(decode(compiled.subject)).toBe('Réinitialisez votre mot de passe');
		expect(decode(compiled.html)).toContain('Password reset requested');
		expect(decode(compiled.html)).toContain('data-theme="thm_midnight"');
		expect((await client.get(`${refs[0].url}`)).json.parameter).toBe('targetLanguage');
	});
});

describe('Translation entries', () => {
	it.each(CHANNEL_NAMES)(
		'%s: upserts and deletes a language, replaces and reads translations',
		async (name) => {
			client.expectViolations(
				{ status: 400, place: 'request.body' },
				{ status: 404, place: 'operation' },
			);
			const { pathPrefix } = CHANNELS[name];
			const id = await workCopy(name);
			const base = `${pathPrefix}/drafts/${id}/localizations`;
			const upsert = await client.put(`${base}/it-IT`, { name: 'Italiano' });
			expect([upsert.status, upsert.text]).toEqual([200, '']);
			expect((await client.put(`${base}/it-IT`, {})).status).toBe(200);
			expect((await client.put(`${base}/it-IT`)).json.code).toBe('invalid_body');
			const refs = (await client.get(base)).json;
			expect(refs.find((ref: { languages: string[] }) => ref.languages[0] === 'it-IT').name).toBe(
				'Italiano',
			);
			const keys = (await client.get(`${pathPrefix}/drafts/${id}/localizationKeys`)).json;
			expect(keys.length).toBeGreaterThan(0);
			const translations = Object.fromEntries(
				keys.map(({ key }: { key: string }) => [key, `IT ${key}`]),
			);
			expect((await client.put(`${base}/it-IT/translations`, translations)).status).toBe(200);
			expect((await client.get(`${base}/it-IT/translations`)).json).toEqual(translations);
			expect((await client.get(`${base}/it-IT/translations`, { version: '2025.09' })).status).toBe(
				404,
			);
			expect((await client.delete(`${base}/it-IT`)).status).toBe(200);
			expect((await client.delete(`${base}/it-IT`)).status).toBe(200);
			expect((await client.get(`${base}/it-IT/translations`)).status).toBe(404);
		},
	);

	it('accepts a PO body and names the line of a broken one', async () => {
		const id = await workCopy('email');
		const path = `/drafts/${id}/localizations/fr-FR/translations`;
		const body =
			'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Order %(order_id)s confirmed"\nmsgstr "Commande %(order_id)s validée"\n';
		expect((await client.put(path, body, { contentType: PO })).status).toBe(200);
		expect((await client.get(path)).json).toEqual({
			'Order %(order_id)s confirmed': 'Commande %(order_id)s validée',
		});
		const broken = await client.put(path, 'msgid "a"\nmsgstr "b"\nnonsense here\n', {
			contentType: PO,
		});
		expect(broken.status).toBe(400);
		expect(broken.json.code).toBe('invalid_body');
		expect(broken.json.message).toMatch(/line 3/);
		const cutShort = await client.put(path, 'msgid "a"\nmsgstr "b"\n\nmsgid "Order', {
			contentType: PO,
		});
		expect([cutShort.status, cutShort.json.code]).toEqual([400, 'invalid_body']);
		expect(cutShort.json.message).toMatch(/line 4/);
		for (const [malformed, line] of [
			['msgid "a" msgstr\n', 1],
			['msgid "a"\nmsgstr "b\n', 2],
			['msgid "a"\nmsgstr "b"\nmsgid broken', 3],
		] as const) {
			const answer = await client.put(path, malformed, { contentType: PO });
			expect([answer.status, answer.json.code]).toEqual([400, 'invalid_body']);
			expect(answer.json.message).toContain(`line ${line} `);
		}
		expect((await client.get(path)).json).toEqual({
			'Order %(order_id)s confirmed': 'Commande %(order_id)s validée',
		});
	});

	it('reads a PO body in the charset its header or the Content-Type names, and refuses bytes that are not text in it', async () => {
		const id = await workCopy('email');
		const path = `/drafts/${id}/localizations/fr-FR/translations`;
		const latin1 = (charset: string, msgstr: string) =>
			Buffer.from(
				`msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=${charset}\\n"\n\nmsgid "Order %(order_id)s confirmed"\nmsgstr "${msgstr}"\n`,
				'latin1',
			);
		const expected = {
			'Order %(order_id)s confirmed': 'Commande %(order_id)s validée, déjà reçue à Zürich',
		};

		expect(
			(
				await client.put(path, latin1('ISO-8859-1', expected['Order %(order_id)s confirmed']), {
					contentType: PO,
				})
			).status,
		).toBe(200);
		expect((await client.get(path)).json).toEqual(expected);
		// The request's charset wins over the header's.
		const relabelled = latin1('UTF-8', 'Commande %(order_id)s partie à Zürich');
		expect(
			(await client.put(path, relabelled, { contentType: `${PO}; charset=ISO-8859-1` })).status,
		).toBe(200);
		expect((await client.get(path)).json).toEqual({
			'Order %(order_id)s confirmed': 'Commande %(order_id)s partie à Zürich',
		});

		for (const [body, contentType, message] of [
			[latin1('UTF-8', 'Déjà'), PO, 'The PO file cannot be read: it is not valid UTF-8 text'],
			[
				latin1('x-unknown-9', 'Déjà'),
				PO,
				'The PO file cannot be read: the charset "x-unknown-9" is not supported',
			],
		] as const) {
			const answer = await client.put(path, body, { contentType });
			expect(answer.json).toEqual({ code: 'invalid_body', message });
		}
		expect((await client.get(path)).json).toEqual({
			'Order %(order_id)s confirmed': 'Commande %(order_id)s partie à Zürich',
		});
	});

	it('answers localization keys as a POT file for the gettext media type', async () => {
		const answer = await client.get(
			`/drafts/${DEMO.email.welcomePublishedDraft}/localizationKeys`,
			{
				accept: 'text/vnd.service.2026.07+x-gettext-translation',
			},
		);
		expect(answer.status).toBe(200);
		expect(answer.headers.get('content-type')).toMatch(
			/^text\/vnd\.service\.2026\.07\+x-gettext-translation(;|$)/,
		);
		const parsed = po.parse(answer.text);
		expect(parsed.translations['']['Welcome, %(first_name)s!']).toMatchObject({
			msgstr: [''],
			comments: { extracted: 'Email HTML body' },
		});
	});

	it('allows translations while locked, and nothing but reads on a pending draft', async () => {
		const locked = DEMO.email.passwordTranslationDraft;
		expect(
			(
				await client.put(`/drafts/${locked}/localizations/fr-FR/translations`, {
					'Reset your password': 'Nouveau mot de passe',
				})
			).status,
		).toBe(200);
		expect((await client.put(`/drafts/${locked}/localizations/it-IT`, {})).json.code).toBe(
			'prohibited_action',
		);
		const pending = DEMO.email.orderReviewDraft;
		expect(
			(await client.put(`/drafts/${pending}/localizations/fr-FR/translations`, {})).status,
		).toBe(403);
		expect((await client.delete(`/drafts/${pending}/localizations/fr-FR`)).status).toBe(403);
	});

	it('refuses bad translation bodies and language ids, changing nothing', async () => {
		client.expectViolations({ status: 400, place: /^request\.(body|body\/key|content-type)$/ });
		const before = await client.state();
		const path = `/drafts/${DEMO.email.passwordTranslationDraft}/localizations/fr-FR/translations`;
		expect((await client.put(path, { key: 1 })).json).toMatchObject({
			code: 'invalid_parameter',
			parameter: 'key',
		});
		expect((await client.put(path, ['a'])).json.code).toBe('invalid_body');
		expect((await client.put(path)).json.code).toBe('invalid_body');
		expect((await client.put(path, 'a=b', { contentType: 'text/plain' })).json.code).toBe(
			'invalid_body',
		);
		const tooMany = Object.fromEntries(
			Array.from({ length: 10_001 }, (_, index) => [`k${index}`, 'v']),
		);
		expect((await client.put(path, tooMany)).status).toBe(400);
		const badLanguage = await client.put(
			`/drafts/${DEMO.email.passwordTranslationDraft}/localizations/en_US/translations`,
			{},
		);
		expect(badLanguage.json).toMatchObject({ code: 'invalid_parameter', parameter: 'languageId' });
		expect(await client.state()).toBe(before);
	});
});
