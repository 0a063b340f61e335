import { join } from 'node:path';
import { runN8nCommand } from '../../scripts/n8n/n8nProcess';
import { freePort } from '../../scripts/n8n/ports';
import { e2eContext } from './support/context';
import { execution, executionsOf } from './support/executions';
import { n8nSession } from './support/n8nSession';
import { readDraft, sandboxRequest } from './support/sandboxApi';
import { example, importForTest, nodeNamed } from './support/workflows';

const language = 'es-ES';

/** A draft of its own, so no other test's drafts are touched: a copy of a published email. */
async function copyOfOrderConfirmation(name: string): Promise<string> {
	const { id } = await sandboxRequest<{ id: string }>('POST', '/drafts/tdft_order_v1/duplicate', { name });
	return id;
}

/** Imports the round-trip for one draft and runs it as `n8n execute`; what the run threw, if anything. */
async function runRoundTrip(draftId: string, name: string): Promise<{ workflowId: string; failure?: Error }> {
	const { n8nVersion, n8nUrl, n8nEnv, logFolder } = e2eContext();
	const client = await n8nSession('translationRoundTrip');
	// The vendor stand-in the round-trip calls was imported and published by the global setup.
	const roundTrip = example('Message drafts: translation round-trip');
	const settings = nodeNamed(roundTrip, 'Settings').parameters as {
		assignments: { assignments: Array<{ name: string; value: string }> };
	};
	const values: Record<string, string> = { draftId, channel: 'email', language, vendorUrl: `${n8nUrl}/webhook/translation-vendor` };
	for (const assignment of settings.assignments.assignments) assignment.value = values[assignment.name];
	const workflowId = await importForTest(client, roundTrip, name);
	try {
		// A CLI command starts its own task broker: it needs a port of its own beside the running n8n.
		await runN8nCommand(
			n8nVersion,
			['execute', `--id=${workflowId}`],
			{ ...n8nEnv, N8N_RUNNERS_BROKER_PORT: String(await freePort()) },
			join(logFolder, 'n8n-execute.log'),
		);
		return { workflowId };
	} catch (failure) {
		return { workflowId, failure: failure as Error };
	}
}

describe('the translation round-trip example, run headlessly with n8n execute', () => {
	describe('when the vendor translates every key', () => {
		let draftId: string;
		let failure: Error | undefined;

		beforeAll(async () => {
			draftId = await copyOfOrderConfirmation('Order confirmation (translation e2e)');
			({ failure } = await runRoundTrip(draftId, 'Translation round-trip (e2e)'));
		});

		it('runs to the end', () => {
			expect(failure).toBeUndefined();
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

	describe('when another language of the draft misses a key', () => {
		let draftId: string;
		let missingKey: string;
		let workflowId: string;
		let failure: Error | undefined;

		beforeAll(async () => {
			draftId = await copyOfOrderConfirmation('Order confirmation (incomplete German, e2e)');
			// The copy's German is complete: one key's translation is taken out of it.
			const keys = await sandboxRequest<Array<{ key: string }>>('GET', `/drafts/${draftId}/localizationKeys`);
			missingKey = keys[keys.length - 1].key;
			const german = await sandboxRequest<Record<string, string>>('GET', `/drafts/${draftId}/localizations/de-DE/translations`);
			expect(german[missingKey]).toBeTruthy();
			delete german[missingKey];
			await sandboxRequest('PUT', `/drafts/${draftId}/localizations/de-DE/translations`, german);
			({ workflowId, failure } = await runRoundTrip(draftId, 'Translation round-trip, incomplete (e2e)'));
		});

		it('does not submit the draft', async () => {
			expect((await readDraft(draftId)).status).toBe('IN_PROGRESS');
		});

		it('fails the execution with an error naming the language and the missing key', async () => {
			expect(failure).toBeDefined();
			const client = await n8nSession('translationRoundTrip');
			const [latest] = await executionsOf(client, workflowId);
			expect(latest?.status).toBe('error');
			const message = (await execution(client, latest.id)).data?.resultData.error?.message;
			expect(message).toContain(`de-DE misses "${missingKey}"`);
		});
	});
});
