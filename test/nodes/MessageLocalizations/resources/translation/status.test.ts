import { DEMO } from '../../../../../sandbox';
import { nodeRuns } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import { blockParent, draftParent, nodeType } from '../../helpers';

const sandbox = useSandbox();
const { runJson, runError } = nodeRuns(nodeType, sandbox);
const { email } = DEMO;

const status = (parent: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
	resource: 'translation',
	operation: 'status',
	...parent,
	...extra,
});

beforeEach(async () => {
	await sandbox.reset();
	await sandbox.clearRequests();
});

describe('Message Localizations: Translation Status', () => {
	it("counts each language's translated and missing keys of an email draft, one read per language", async () => {
		const draftId = email.welcomeRedesignDraft;
		const languages = await runJson(status(draftParent(draftId)));
		expect(languages.map(({ language }) => language)).toEqual(['de-DE', 'es-ES', 'fr-FR']);
		expect(languages.find(({ language }) => language === 'fr-FR')).toEqual({
			draftId,
			channel: 'email',
			language: 'fr-FR',
			keys: 6,
			translated: 5,
			missing: 1,
			missingKeys: ['Here is how to get started.'],
			shareTranslated: 0.8333,
			complete: false,
		});
		expect((await sandbox.sent()).sort()).toEqual(
			[
				`GET /drafts/${draftId}/localizationKeys`,
				`GET /drafts/${draftId}/localizations`,
				...['de-DE', 'es-ES', 'fr-FR'].map(
					(language) => `GET /drafts/${draftId}/localizations/${language}/translations`,
				),
			].sort(),
		);
	});

	it('sees a language become complete once its missing key is translated, and Only Incomplete Languages leaves it out', async () => {
		// A copy in progress, whose translations may change.
		const { body: copy } = await sandbox.api<{ id: string }>(
			'POST',
			`/drafts/${email.welcomeRedesignDraft}/duplicate`,
			{ body: { name: 'Copy' } },
		);
		const draftId = copy.id;
		const path = `/drafts/${draftId}/localizations/fr-FR/translations`;
		const { body: translations } = await sandbox.api<Record<string, string>>('GET', path);
		const { status: replaced } = await sandbox.api('PUT', path, {
			body: { ...translations, 'Here is how to get started.': 'Voici comment commencer.' },
		});
		expect(replaced).toBeLessThan(300);
		const all = await runJson(status(draftParent(draftId)));
		expect(all.find(({ language }) => language === 'fr-FR')).toMatchObject({
			translated: 6,
			missing: 0,
			missingKeys: [],
			shareTranslated: 1,
			complete: true,
		});
		const incomplete = await runJson(status(draftParent(draftId), { onlyIncomplete: true }));
		expect(incomplete.map(({ language }) => language)).toEqual(
			all.filter(({ complete }) => !complete).map(({ language }) => language),
		);
		expect(incomplete.map(({ language }) => language)).not.toContain('fr-FR');
	});

	it('counts a language just added, with nothing translated yet, on the SMS channel', async () => {
		const { publishedDraft } = DEMO.channels.sms;
		const { body: copy } = await sandbox.api<{ id: string }>(
			'POST',
			`/sms/drafts/${publishedDraft}/duplicate`,
			{ body: { name: 'Copy' } },
		);
		await sandbox.api('PUT', `/sms/drafts/${copy.id}/localizations/de-DE`, { body: {} });
		const { body: keys } = await sandbox.api<Array<{ key: string }>>(
			'GET',
			`/sms/drafts/${copy.id}/localizationKeys`,
		);
		await sandbox.clearRequests();
		const languages = await runJson(status(draftParent(copy.id, 'sms'), { onlyIncomplete: true }));
		expect(languages.find(({ language }) => language === 'de-DE')).toEqual({
			draftId: copy.id,
			channel: 'sms',
			language: 'de-DE',
			keys: keys.length,
			translated: 0,
			missing: keys.length,
			missingKeys: keys.map(({ key }) => key),
			shareTranslated: 0,
			complete: false,
		});
		expect(
			(await sandbox.sent()).every((request) => request.startsWith(`GET /sms/drafts/${copy.id}/`)),
		).toBe(true);
	});

	it('reports the languages of a block', async () => {
		const languages = await runJson(status(blockParent(DEMO.blocks.footer)));
		expect(languages.length).toBeGreaterThan(0);
		for (const language of languages) {
			expect(language).toMatchObject({ blockId: DEMO.blocks.footer });
			expect(language.translated).toBe((language.keys as number) - (language.missing as number));
			expect(language).not.toHaveProperty('draftId');
		}
		expect(
			(await sandbox.sent()).every((request) =>
				request.startsWith(`GET /blocks/${DEMO.blocks.footer}/`),
			),
		).toBe(true);
	});

	it('names the version that reads translations under an older one, before sending anything', async () => {
		const error = await runError(status(draftParent(email.welcomeRedesignDraft)), {
			version: '2025.09',
		});
		expect(error.message).toBe(
			'Reading translations: available from API version 2026.06; the credential uses 2025.09.',
		);
		expect(await sandbox.sent()).toEqual([]);
	});
});
