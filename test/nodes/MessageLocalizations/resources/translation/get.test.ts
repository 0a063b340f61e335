import { DEMO } from '../../../../../sandbox';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import {
	blockParent,
	draftParent,
	languageOperation,
	nodeType,
	replacing,
	translationsOf,
} from '../../helpers';

const { sandbox, run, runJson, runError } = useNodeOnSandbox(nodeType);
const { email, blocks } = DEMO;

describe('Translation > Get', () => {
	it('reads the translations of an email draft and of a voice draft', async () => {
		const [emailTranslations] = await runJson(
			languageOperation('translation', 'get', draftParent(email.passwordTranslationDraft), 'fr-FR'),
		);
		expect(emailTranslations).toEqual({
			'Reset your password': 'Réinitialisez votre mot de passe',
		});

		const [voiceTranslations] = await runJson(
			languageOperation(
				'translation',
				'get',
				draftParent(DEMO.channels.voice.publishedDraft, 'voice'),
				'fr-FR',
			),
		);
		expect(voiceTranslations).toEqual(
			await translationsOf(
				sandbox,
				`/voice/drafts/${DEMO.channels.voice.publishedDraft}/localizations/fr-FR`,
			),
		);
		expect(Object.values(voiceTranslations)).toContain(
			'Bonjour %(first_name)s, votre commande %(order_id)s a été expédiée.',
		);
	});

	it('stops before any request when the version cannot read translations', async () => {
		await sandbox.clearRequests();
		for (const parent of [
			draftParent(email.passwordTranslationDraft),
			blockParent(blocks.footer),
		]) {
			await expect(
				run(
					{ resource: 'translation', operation: 'get', ...parent, languageId: 'fr-FR' },
					{ version: '2025.09' },
				),
			).rejects.toThrow(
				'Reading translations: available from API version 2026.06; the credential uses 2025.09',
			);
		}
		expect(await sandbox.requests()).toEqual([]);
	});

	it('names the languages a draft or block has when it lacks the one asked for', async () => {
		const { body: refs } = await sandbox.api<Array<{ languages: string[] }>>(
			'GET',
			`/drafts/${email.passwordTranslationDraft}/localizations`,
		);
		const languages = refs.flatMap(({ languages: each }) => each).sort();
		expect(languages.length).toBeGreaterThan(0);
		const error = await runError(
			languageOperation('translation', 'get', draftParent(email.passwordTranslationDraft), 'ja-JP'),
		);
		expect(error).toMatchObject({
			message: `Draft ${email.passwordTranslationDraft} has no ja-JP localization.`,
		});
		expect(error.description).toContain(
			`Its languages: ${languages.join(', ')}. Choose one of them in 'Language'.`,
		);

		const block = await runError(
			replacing(blockParent(blocks.footer), 'ja-JP', 'json', { translationsJson: '{}' }),
		);
		expect(block.message).toBe(`Block ${blocks.footer} has no ja-JP localization.`);
	});

	it('says that the draft is missing rather than the language when the draft is', async () => {
		const error = await runError(
			languageOperation('translation', 'get', draftParent('tdft_missing'), 'fr-FR'),
		);
		expect(error).toMatchObject({ message: 'Draft tdft_missing was not found in Email.' });
	});
});
