import { po } from 'gettext-parser';
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { DEMO } from '../../../../../sandbox';
import { nodeRuns } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import {
	blockParent,
	byId,
	draftNamed,
	draftParent,
	localizationIdOf,
	localizationRead,
	nodeType,
	replacing,
	translationsOf,
} from '../../helpers';

const sandbox = useSandbox();
const { run, runJson, runError } = nodeRuns(nodeType, sandbox);
const { email, blocks } = DEMO;

beforeEach(async () => {
	await sandbox.reset();
	await sandbox.clearRequests();
});

/** A PO file as a translation tool writes it, built with a real gettext library. */
function poFile(translations: Record<string, string>): string {
	const entries = Object.fromEntries(
		Object.entries(translations).map(([msgid, msgstr]) => [msgid, { msgid, msgstr: [msgstr] }]),
	);
	return po
		.compile({
			charset: 'utf-8',
			headers: { 'Content-Type': 'text/plain; charset=UTF-8', Language: 'fr-FR' },
			translations: {
				'': {
					'': { msgid: '', msgstr: ['Content-Type: text/plain; charset=UTF-8\nLanguage: fr-FR\n'] },
					...entries,
				},
			},
		})
		.toString('utf8');
}

function binaryItem(text: string | Buffer, property = 'data'): INodeExecutionData {
	return {
		json: {},
		binary: {
			[property]: {
				data: (typeof text === 'string' ? Buffer.from(text, 'utf8') : text).toString('base64'),
				mimeType: 'text/x-gettext-translation',
				fileName: 'fr-FR.po',
			},
		},
	};
}

const PASSWORD_FR = {
	'Reset your password': 'Réinitialisez votre mot de passe',
	'Someone asked to reset the password of %(email)s.':
		'Quelqu’un a demandé à réinitialiser le mot de passe de %(email)s.',
};

describe('Translation > Replace from a PO file', () => {
	it("replaces an email draft's translations, and the draft's localization reads them in the target language's syntax", async () => {
		const draftId = email.passwordTranslationDraft;
		const replaced = await runJson(replacing(draftParent(draftId), 'fr-FR', 'poFile'), {
			input: [binaryItem(poFile(PASSWORD_FR))],
		});
		expect(replaced).toEqual([{ success: true, draftId, languageId: 'fr-FR' }]);
		expect(await translationsOf(sandbox, `/drafts/${draftId}/localizations/fr-FR`)).toEqual(
			PASSWORD_FR,
		);

		const localizationId = await localizationIdOf(sandbox, 'email', draftId, 'fr-FR');
		const read = async (targetLanguage: string) => {
			const [localization] = await runJson({
				resource: 'localization',
				operation: 'getForDraft',
				channel: 'email',
				localizationId,
				draftId: byId(draftId),
				targetLanguage,
			});
			return localization;
		};
		const handlebars = await read('handlebars');
		expect(handlebars).toMatchObject(localizationRead(localizationId, email.passwordTemplate));
		const compiled = handlebars.compiled as Record<string, string>;
		expect(compiled.subject).toBe('Réinitialisez votre mot de passe');
		expect(compiled.html).toContain(
			'Quelqu’un a demandé à réinitialiser le mot de passe de {{email}}.',
		);
		expect(compiled.text).toContain(
			'Quelqu’un a demandé à réinitialiser le mot de passe de {{email}}.',
		);
		// Untranslated keys keep their source string.
		expect(compiled.html).toContain('If it was not you, ignore this email.');

		const freemarker = (await read('freemarker')).compiled as Record<string, string>;
		expect(freemarker.html).toContain('le mot de passe de ${email}.');
		const ampscript = (await read('ampscript')).compiled as Record<string, string>;
		expect(ampscript.html).toContain('le mot de passe de %%=v(@email)=%%.');
	});

	it('replaces the translations of an SMS draft from a PO file in a named binary property', async () => {
		const draft = await draftNamed(sandbox, 'sms', 'Shipping notice v3');
		const source = 'Hi %(first_name)s, your order %(order_id)s has shipped.';
		const replaced = await runJson(
			replacing(draftParent(draft.id, 'sms'), 'fr-FR', 'poFile', {
				binaryPropertyName: 'translations',
			}),
			{
				input: [
					binaryItem(
						poFile({ [source]: 'Salut %(first_name)s, la commande %(order_id)s est partie.' }),
						'translations',
					),
				],
			},
		);
		expect(replaced).toEqual([{ success: true, draftId: draft.id, languageId: 'fr-FR' }]);

		const localizationId = await localizationIdOf(sandbox, 'sms', draft.id, 'fr-FR');
		const [localization] = await runJson({
			resource: 'localization',
			operation: 'getForDraft',
			channel: 'sms',
			localizationId,
			draftId: byId(draft.id),
			targetLanguage: 'liquid',
		});
		expect(localization.compiled).toMatchObject({
			content: [
				{ type: 'Text', value: 'Salut {{ first_name }}, la commande {{ order_id }} est partie.' },
			],
		});
		expect(
			(await sandbox.requests()).filter(({ method }) => method === 'PUT').map(({ path }) => path),
		).toEqual([`/sms/drafts/${draft.id}/localizations/fr-FR/translations`]);
	});

	it('reports the line of a broken PO file, or an item with continueOnFail, and keeps the translations', async () => {
		const draftId = email.passwordTranslationDraft;
		const before = await translationsOf(sandbox, `/drafts/${draftId}/localizations/fr-FR`);
		const parameters = replacing(draftParent(draftId), 'fr-FR', 'poFile');
		const broken = binaryItem(
			'msgid "Reset your password"\nmsgstr "Réinitialiser"\nmsgctxt_typo "x"\n',
		);
		const error = await runError(parameters, { input: [broken] });
		expect(error).toMatchObject({
			message: 'The service did not accept the request.',
			httpCode: '400',
		});
		expect(error.description).toMatch(/^Service message: The PO file cannot be read: line 3 /);

		const [[item]] = await run(parameters, { input: [broken], continueOnFail: true });
		expect(item.json.error).toMatchObject({
			httpCode: '400',
			draftId,
			languageId: 'fr-FR',
			service: { code: 'invalid_body' },
		});
		expect(JSON.stringify(item.json.error)).toContain('line 3');
		expect(item.pairedItem).toEqual({ item: 0 });
		expect(await translationsOf(sandbox, `/drafts/${draftId}/localizations/fr-FR`)).toEqual(before);
	});

	it('says when the input item has no PO file', async () => {
		await expect(
			run(replacing(draftParent(email.passwordTranslationDraft), 'fr-FR', 'poFile')),
		).rejects.toThrow(/binary/i);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('rejects a PO file for a block before any request', async () => {
		const error = await runError(replacing(blockParent(blocks.footer), 'fr-FR', 'poFile'), {
			input: [binaryItem(poFile({ Unsubscribe: 'Désabonnement' }))],
		});
		expect(error.message).toBe('Blocks take translations as JSON only, not as a PO file.');
		expect(error.description).toContain('"Key/Value Fields" or "JSON Object"');

		const [[item]] = await run(replacing(blockParent(blocks.footer), 'fr-FR', 'poFile'), {
			input: [binaryItem(poFile({ Unsubscribe: 'Désabonnement' }))],
			continueOnFail: true,
		});
		expect(item.json).toMatchObject({
			message: 'Blocks take translations as JSON only, not as a PO file.',
		});
		expect(item.pairedItem).toEqual({ item: 0 });
		expect(await sandbox.requests()).toEqual([]);
		expect(
			await translationsOf(sandbox, `/blocks/${blocks.footer}/localizations/fr-FR`),
		).toMatchObject({
			Unsubscribe: 'Se désabonner',
		});
	});
});

describe('Translation > Replace from a PO file in another charset, or with nothing in it', () => {
	const draftId = email.passwordTranslationDraft;
	const parameters = replacing(draftParent(draftId), 'fr-FR', 'poFile');
	const path = `/drafts/${draftId}/localizations/fr-FR`;

	/** A PO file as an older tool writes it: a header naming the charset, the bytes in that charset. */
	function encodedPoFile(
		charset: string,
		encoding: BufferEncoding | 'windows-1252',
		translations: Record<string, string>,
	): Buffer {
		const text = [
			'# French, saved by a Latin-1 tool',
			'msgid ""',
			'msgstr ""',
			'"Language: fr-FR\\n"',
			`"Content-Type: text/plain; charset=${charset}\\n"`,
			'',
			...Object.entries(translations).flatMap(([msgid, msgstr]) => [
				`msgid "${msgid}"`,
				`msgstr "${msgstr}"`,
				'',
			]),
		].join('\n');
		if (encoding !== 'windows-1252') return Buffer.from(text, encoding);
		// Node writes no Windows-1252; its curly apostrophe is the one byte 0x92.
		return Buffer.from(text.replace(/’/g, '\u0092'), 'latin1');
	}

	it('reads a PO file in ISO-8859-1 as its header says, accents and all', async () => {
		const translations = {
			'Reset your password': 'Réinitialisez votre mot de passe, Amélie: ça, à, ü, ß, ñ',
		};
		const bytes = encodedPoFile('ISO-8859-1', 'latin1', translations);
		// Really Latin-1: é is the single byte 0xE9, which is not UTF-8.
		expect(bytes.includes(Buffer.from([0xe9]))).toBe(true);
		expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();

		const replaced = await runJson(parameters, { input: [binaryItem(bytes)] });
		expect(replaced).toEqual([{ success: true, draftId, languageId: 'fr-FR' }]);
		expect(await translationsOf(sandbox, path)).toEqual(translations);
	});

	it('reads a PO file in Windows-1252, whose curly apostrophe Latin-1 lacks', async () => {
		const translations = { 'Reset your password': 'Réinitialisez l’accès à votre compte' };
		const bytes = encodedPoFile('windows-1252', 'windows-1252', translations);
		expect(bytes.includes(Buffer.from([0x92]))).toBe(true);
		await run(parameters, { input: [binaryItem(bytes)] });
		expect(await translationsOf(sandbox, path)).toEqual(translations);
	});

	it.each([
		[
			'a charset the node cannot read',
			encodedPoFile('klingon-8', 'latin1', { Hello: 'Bonjour' }),
			'The PO file in Input Binary Field "data" names a charset the node cannot read: klingon-8.',
		],
		[
			'Latin-1 bytes under a UTF-8 header',
			encodedPoFile('UTF-8', 'latin1', { Hello: 'Déjà' }),
			'The PO file in Input Binary Field "data" is not valid UTF-8 text.',
		],
		[
			'Latin-1 bytes without a header',
			Buffer.from('msgid "Hello"\nmsgstr "Déjà"\n', 'latin1'),
			'The PO file in Input Binary Field "data" is not valid UTF-8 text.',
		],
	])('stops before any request on %s, naming the fix', async (_label, bytes, message) => {
		const before = await translationsOf(sandbox, path);
		await sandbox.clearRequests();
		const error = await runError(parameters, { input: [binaryItem(bytes)] });
		expect(error.message).toBe(message);
		expect(error.description).toContain(
			'Save the file in UTF-8, or name its charset in the header',
		);
		expect(await sandbox.requests()).toEqual([]);
		expect(await translationsOf(sandbox, path)).toEqual(before);
	});

	it.each([
		['empty', '', ' (it is empty)'],
		['whitespace only', '  \n\t\r\n  ', ' (it is empty)'],
		['a header only', 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n', ''],
		['comments only', '# Translated by nobody\n#, fuzzy\n', ''],
	])(
		'refuses a PO file that is %s before any request, keeping every translation',
		async (_label, text, empty) => {
			const before = await translationsOf(sandbox, path);
			expect(Object.keys(before).length).toBeGreaterThan(0);
			await sandbox.clearRequests();
			const error = await runError(parameters, { input: [binaryItem(text)] });
			expect(error.message).toBe(
				`The PO file in Input Binary Field "data" has no translations${empty}.`,
			);
			expect(error.description).toBe(
				'Replacing with it would delete every translation of fr-FR. Check the step that made the file. To clear the translations on purpose, set Source to "JSON Object" with {}.',
			);
			const [[item]] = await run(parameters, { input: [binaryItem(text)], continueOnFail: true });
			expect(item.json).toMatchObject({
				message: error.message,
				error: { description: error.description },
			});
			expect(await sandbox.requests()).toEqual([]);
			expect(await translationsOf(sandbox, path)).toEqual(before);
		},
	);

	it('still sends a file whose entries are all untranslated: the service keeps no translation', async () => {
		await run(parameters, { input: [binaryItem('msgid "Reset your password"\nmsgstr ""\n')] });
		expect(await sandbox.sent()).toEqual([`PUT ${path}/translations`]);
		expect(await translationsOf(sandbox, path)).toEqual({});
	});
});

describe('Translation > Replace from JSON or key/value fields', () => {
	it('replaces the translations of an email draft from a JSON object', async () => {
		const draftId = email.passwordTranslationDraft;
		const translations = { 'Reset your password': 'Restablece tu contraseña ahora' };
		const replaced = await runJson(
			replacing(draftParent(draftId), 'es-ES', 'json', {
				translationsJson: JSON.stringify(translations),
			}),
		);
		expect(replaced).toEqual([{ success: true, draftId, languageId: 'es-ES' }]);
		expect(await translationsOf(sandbox, `/drafts/${draftId}/localizations/es-ES`)).toEqual(
			translations,
		);
	});

	it('clears every translation with an empty JSON object', async () => {
		const draftId = email.passwordTranslationDraft;
		await run(replacing(draftParent(draftId), 'fr-FR', 'json', { translationsJson: '{}' }));
		expect(await translationsOf(sandbox, `/drafts/${draftId}/localizations/fr-FR`)).toEqual({});
	});

	it('names the problem in a JSON source that is not an object of strings, before any request', async () => {
		const replaceWith = async (translationsJson: string) =>
			await run(
				replacing(draftParent(email.passwordTranslationDraft), 'fr-FR', 'json', {
					translationsJson,
				}),
			);
		await expect(replaceWith('{"Reset your password": 3}')).rejects.toThrow(
			'The translation of "Reset your password" in Translations (JSON) is not a string',
		);
		await expect(replaceWith('["Reset your password"]')).rejects.toThrow(
			'Translations (JSON) must be an object',
		);
		expect(await sandbox.requests()).toEqual([]);
	});

	it("replaces a block's translations from key/value fields and reads them back", async () => {
		const parameters = {
			resource: 'translation',
			...blockParent(blocks.footer),
			languageId: 'de-DE',
		};
		const replaced = await runJson({
			...parameters,
			operation: 'replace',
			source: 'keyValue',
			translationEntries: {
				entries: [
					{ key: 'Unsubscribe', value: 'Abbestellen' },
					{ key: 'Acme Inc., 1 Main Street', value: 'Acme GmbH, Hauptstraße 1' },
				],
			},
		});
		expect(replaced).toEqual([{ success: true, blockId: blocks.footer, languageId: 'de-DE' }]);
		const expected = {
			Unsubscribe: 'Abbestellen',
			'Acme Inc., 1 Main Street': 'Acme GmbH, Hauptstraße 1',
		};
		expect(await translationsOf(sandbox, `/blocks/${blocks.footer}/localizations/de-DE`)).toEqual(
			expected,
		);

		const read = await runJson({ ...parameters, operation: 'get' });
		expect(read).toEqual([expected]);
		expect(await sandbox.sent()).toEqual([
			`PUT /blocks/${blocks.footer}/localizations/de-DE/translations`,
			`GET /blocks/${blocks.footer}/localizations/de-DE/translations`,
			`GET /blocks/${blocks.footer}/localizations/de-DE/translations`,
		]);
	});

	it('refuses the same source string twice in key/value fields', async () => {
		await expect(
			run(
				replacing(blockParent(blocks.footer), 'fr-FR', 'keyValue', {
					translationEntries: {
						entries: [
							{ key: 'Unsubscribe', value: 'a' },
							{ key: 'Unsubscribe', value: 'b' },
						],
					},
				}),
			),
		).rejects.toThrow('The source string "Unsubscribe" is given twice');
		expect(await sandbox.requests()).toEqual([]);
	});
});

describe('Translation > Replace on a draft that cannot change', () => {
	it.each([
		['published', email.welcomePublishedDraft],
		['pending approval', email.welcomeRedesignDraft],
	])(
		'says the %s draft is in the wrong state, with and without continueOnFail, and changes nothing',
		async (_label, draftId) => {
			const before = await translationsOf(sandbox, `/drafts/${draftId}/localizations/fr-FR`);
			const parameters = replacing(draftParent(draftId), 'fr-FR', 'json', {
				translationsJson: '{"Welcome to Acme, %(first_name)s": "Salut %(first_name)s"}',
			});
			const error = await runError(parameters);
			expect(error).toMatchObject({
				message: `Draft ${draftId} is not in a state that allows this operation.`,
				httpCode: '403',
			});
			expect(error.description).toContain(
				'This operation needs a draft in progress or locked for translation (IN_PROGRESS or LOCKED_FOR_TRANSLATION).',
			);

			const [items] = await run(parameters, {
				continueOnFail: true,
				input: [{ json: {} }, { json: {} }],
			});
			const details = (json: IDataObject) =>
				json.error as { httpCode: string; service: { code: string }; draftId: string };
			expect(
				items.map(({ json, pairedItem }) => [
					details(json).httpCode,
					details(json).service.code,
					details(json).draftId,
					pairedItem,
				]),
			).toEqual([
				['403', 'prohibited_action', draftId, { item: 0 }],
				['403', 'prohibited_action', draftId, { item: 1 }],
			]);
			expect(await translationsOf(sandbox, `/drafts/${draftId}/localizations/fr-FR`)).toEqual(
				before,
			);
		},
	);
});
