import { join } from 'node:path';
import { runN8nCommand } from '../../scripts/n8n/n8nProcess';
import { freePort } from '../../scripts/n8n/ports';
import { e2eContext } from './support/context';
import { n8nSession } from './support/n8nSession';
import { readDraft, sandboxRequest } from './support/sandboxApi';
import { example, importForTest, nodeNamed } from './support/workflows';

const language = 'es-ES';

describe('the translation round-trip example, run headlessly with n8n execute', () => {
	let draftId: string;

	beforeAll(async () => {
		const { n8nUrl, n8nEnv, logFolder } = e2eContext();
		const client = await n8nSession('translationRoundTrip');

		// A draft of its own, so no other test's drafts are touched: a copy of a published email.
		({ id: draftId } = await sandboxRequest<{ id: string }>('POST', '/drafts/tdft_order_v1/duplicate', {
			name: 'Order confirmation (translation e2e)',
		}));

		// The vendor stand-in the round-trip calls was imported and published by the global setup.
		const roundTrip = example('Message drafts: translation round-trip');
		const settings = nodeNamed(roundTrip, 'Settings').parameters as {
			assignments: { assignments: Array<{ name: string; value: string }> };
		};
		const values: Record<string, string> = { draftId, channel: 'email', language, vendorUrl: `${n8nUrl}/webhook/translation-vendor` };
		for (const assignment of settings.assignments.assignments) assignment.value = values[assignment.name];
		const roundTripId = await importForTest(client, roundTrip, 'Translation round-trip (e2e)');

		// A CLI command starts its own task broker: it needs a port of its own beside the running n8n.
		await runN8nCommand(
			['execute', `--id=${roundTripId}`],
			{ ...n8nEnv, N8N_RUNNERS_BROKER_PORT: String(await freePort()) },
			join(logFolder, 'n8n-execute.log'),
		);
	});

	it('leaves a translation of every localization key in the draft', async () => {
		const keys = await sandboxRequest<Array<{ key: string }>>('GET', `/drafts/${draftId}/localizationKeys`);
		const translations = await sandboxRequest<Record<string, string>>(
			'GET',
			`/drafts/${draftId}/localizations/${language}/translations`,
		);
		expect(keys.length).toBeGreaterThan(0);
		expect(translations).toEqual(Object.fromEntries(keys.map(({ key }) => [key, `[${language}] ${key}`])));
	});

	it('unlocks the draft and submits it for approval', async () => {
		expect((await readDraft(draftId)).status).toBe('PENDING_APPROVAL');
	});
});
