import { e2eContext } from './support/context';
import { type HeadlessRun, runHeadless } from './support/headless';
import { readDraft, sandboxRequest } from './support/sandboxApi';
import { example, nodeNamed } from './support/workflows';

const language = 'es-ES';

/** A draft of its own, so no other test's drafts are touched: a copy of a published email. */
async function copyOfOrderConfirmation(name: string): Promise<string> {
	const { id } = await sandboxRequest<{ id: string }>('POST', '/drafts/tdft_order_v1/duplicate', {
		name,
	});
	return id;
}

/** The round-trip for one draft, run as `n8n execute`: what it printed, and what it threw, if anything. */
async function runRoundTrip(draftId: string, id: string): Promise<HeadlessRun> {
	const { n8nUrl } = e2eContext();
	// The vendor stand-in the round-trip calls was imported and published in the running n8n by the global setup.
	const roundTrip = example('Message drafts: translation round-trip');
	const settings = nodeNamed(roundTrip, 'Settings').parameters as {
		assignments: { assignments: Array<{ name: string; value: string }> };
	};
	const values: Record<string, string> = {
		draftId,
		channel: 'email',
		language,
		vendorUrl: `${n8nUrl}/webhook/translation-vendor`,
	};
	for (const assignment of settings.assignments.assignments)
		assignment.value = values[assignment.name];
	return await runHeadless(roundTrip, id);
}

describe('the translation round-trip example, run headlessly with n8n execute', () => {
	describe('when the vendor translates every key', () => {
		let draftId: string;
		let failure: Error | undefined;

		beforeAll(async () => {
			draftId = await copyOfOrderConfirmation('Order confirmation (translation e2e)');
			({ failure } = await runRoundTrip(draftId, 'roundTripComplet'));
		});

		it('runs to the end', () => {
			expect(failure).toBeUndefined();
		});

		it('leaves a translation of every localization key in the draft', async () => {
			const keys = await sandboxRequest<Array<{ key: string }>>(
				'GET',
				`/drafts/${draftId}/localizationKeys`,
			);
			const translations = await sandboxRequest<Record<string, string>>(
				'GET',
				`/drafts/${draftId}/localizations/${language}/translations`,
			);
			expect(keys.length).toBeGreaterThan(0);
			expect(translations).toEqual(
				Object.fromEntries(keys.map(({ key }) => [key, `[${language}] ${key}`])),
			);
		});

		it('unlocks the draft and submits it for approval', async () => {
			expect((await readDraft(draftId)).status).toBe('PENDING_APPROVAL');
		});
	});

	describe('when another language of the draft misses a key', () => {
		let draftId: string;
		let missingKey: string;
		let run: HeadlessRun;

		beforeAll(async () => {
			draftId = await copyOfOrderConfirmation('Order confirmation (incomplete German, e2e)');
			// The copy's German is complete: one key's translation is taken out of it.
			const keys = await sandboxRequest<Array<{ key: string }>>(
				'GET',
				`/drafts/${draftId}/localizationKeys`,
			);
			missingKey = keys[keys.length - 1].key;
			const german = await sandboxRequest<Record<string, string>>(
				'GET',
				`/drafts/${draftId}/localizations/de-DE/translations`,
			);
			expect(german[missingKey]).toBeTruthy();
			delete german[missingKey];
			await sandboxRequest('PUT', `/drafts/${draftId}/localizations/de-DE/translations`, german);
			run = await runRoundTrip(draftId, 'roundTripMissing');
		});

		it('does not submit the draft', async () => {
			expect((await readDraft(draftId)).status).toBe('IN_PROGRESS');
		});

		it('fails the execution with an error naming the language and the missing key', () => {
			expect(run.failure).toBeDefined();
			expect(run.output).toContain(`de-DE misses "${missingKey}"`);
		});
	});
});
