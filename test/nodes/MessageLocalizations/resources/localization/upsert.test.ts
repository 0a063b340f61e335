import { DEMO } from '../../../../../sandbox';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import { draftLocalizations, draftParent, languageOperation, nodeType } from '../../helpers';

const { sandbox, run, runJson, runError } = useNodeOnSandbox(nodeType);
const { email } = DEMO;

describe('Localization > Create or Update', () => {
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
