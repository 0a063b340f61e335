import { DEMO } from '../../../sandbox';
import { useNodeOnSandbox } from '../../harness/runNode';
import { blockParent, draftParent, languageOperation, nodeType } from './helpers';

/** A key that would stand out in any output or error text. */
const API_KEY = 'sk_localizations_7f3a9c2e51';
const { sandbox, run, runError } = useNodeOnSandbox(nodeType, { apiKey: API_KEY, reset: false });
const { email, blocks } = DEMO;

describe('The API key', () => {
	it('never appears in output items, error items or errors', async () => {
		const texts: string[] = [];
		const record = (value: unknown) => texts.push(JSON.stringify(value));
		const credentials = sandbox.credentials();
		expect(credentials.apiKey).toBe(API_KEY);

		record(
			await run(
				{
					resource: 'localizationKey',
					operation: 'getAll',
					...draftParent(email.welcomePublishedDraft),
					keysOutput: 'potFile',
				},
				{ credentials },
			),
		);
		const refused = languageOperation(
			'translation',
			'replace',
			draftParent(email.welcomePublishedDraft),
			'fr-FR',
			{ source: 'json', translationsJson: '{"a": "b"}' },
		);
		record(await run(refused, { credentials, continueOnFail: true }));
		const error = await runError(refused, { credentials });
		record(error);
		record(error.details);

		const wrongKey = 'sk_wrong_localizations_0b1d';
		const unauthenticated = await runError(
			{ resource: 'localization', operation: 'getAll', ...blockParent(blocks.footer) },
			{ credentials: sandbox.credentials(undefined, { apiKey: wrongKey }) },
		);
		expect(unauthenticated.message).toBe('The service did not accept the API key.');
		record(unauthenticated.details);

		expect(texts.join('\n')).toContain('prohibited_action');
		for (const text of texts) {
			expect(text).not.toContain(API_KEY);
			expect(text).not.toContain(wrongKey);
		}
	});
});
