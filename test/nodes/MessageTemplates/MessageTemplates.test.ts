import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { DEMO } from '../../../sandbox';
import { runNode } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';
import { byId, nodeType, runError, templateParameters } from './support';

const API_KEY = 'mts-secret-key-7f3a9c1e5b';
const sandbox = useSandbox({ apiKey: API_KEY });

const getTemplate = (templateId: string, extra: INodeParameters = {}) =>
	templateParameters('get', { templateId: byId(templateId), targetLanguage: 'html', ...extra });
const renderTemplate = (templateId: string, extra: INodeParameters = {}) =>
	templateParameters('render', {
		templateId: byId(templateId),
		variablesSource: 'inputItem',
		...extra,
	});

async function continued(parameters: INodeParameters, input = [{ json: {} }]) {
	const [items] = await runNode({
		nodeType,
		parameters,
		credentials: sandbox.credentials(),
		input,
		continueOnFail: true,
	});
	return items;
}

describe('Message Templates: errors', () => {
	it('reports an unknown template as not found, naming the field and the channel', async () => {
		const error = await runError({
			parameters: getTemplate('tem_unknown'),
			credentials: sandbox.credentials(),
		});
		expect(error.message).toBe('Template tem_unknown was not found in Email.');
		expect(error.httpCode).toBe('404');
		expect(error.description).toMatch(
			/^Service message: Not found: no Email template has the id "tem_unknown"\.\n/,
		);
		expect(error.description).toContain("Pick it from the list, or check the ID and 'Channel'");

		// A template of another channel is not found under this one either.
		const sms = await runError({
			parameters: renderTemplate(DEMO.email.welcomeTemplate, { channel: 'sms' }),
			credentials: sandbox.credentials(),
		});
		expect(sms.message).toBe(`Template ${DEMO.email.welcomeTemplate} was not found in SMS.`);
		expect(sms.description).toContain('no SMS template has the id');
	});

	it('gives an error item for an unknown template with continueOnFail, and goes on with the next item', async () => {
		const items = await continued(
			getTemplate('={{ $json.id }}', { channel: 'push', targetLanguage: '' }),
			[{ json: { id: 'tem_unknown' } }, { json: { id: DEMO.channels.push.template } }],
		);
		expect(items).toHaveLength(2);
		expect(items[0].json).toMatchObject({
			message: 'Template tem_unknown was not found in Push.',
			error: { httpCode: '404', templateId: 'tem_unknown', service: { code: 'not_found' } },
		});
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[1].json).toMatchObject({ id: DEMO.channels.push.template });
		expect(items[1].pairedItem).toEqual({ item: 1 });
	});

	it('says that a never-published template has no published draft, and what to do, for reads and renders', async () => {
		for (const parameters of [
			getTemplate(DEMO.email.springSaleTemplate),
			renderTemplate(DEMO.email.springSaleTemplate),
		]) {
			const error = await runError({ parameters, credentials: sandbox.credentials() });
			expect(error.message).toBe(
				`Template ${DEMO.email.springSaleTemplate} has no published draft.`,
			);
			expect(error.httpCode).toBe('404');
			expect(error.description).toContain(
				'Publish one (Message Drafts > Submit for Approval, then Approve)',
			);
			expect(error.description).toContain('or read the draft itself with Message Drafts > Get.');
		}
		const [item] = await continued(renderTemplate(DEMO.email.summerNewsletterTemplate));
		expect(item.json).toMatchObject({
			message: `Template ${DEMO.email.summerNewsletterTemplate} has no published draft.`,
			error: { httpCode: '404', templateId: DEMO.email.summerNewsletterTemplate },
		});
		expect(String(((item.json.error as IDataObject).service as IDataObject).message)).toContain(
			'has no published draft',
		);
	});

	it("tells a never-published template from a missing one by the template's drafts, not by the service's words", async () => {
		await sandbox.clearRequests();
		await runError({
			parameters: renderTemplate(DEMO.email.springSaleTemplate),
			credentials: sandbox.credentials(),
		});
		expect(
			(await sandbox.requests()).map(({ method, path, query, status }) => ({
				method,
				path,
				query,
				status,
			})),
		).toEqual([
			{
				method: 'POST',
				path: `/render/template/${DEMO.email.springSaleTemplate}`,
				query: {},
				status: 404,
			},
			{
				method: 'GET',
				path: `/templates/${DEMO.email.springSaleTemplate}`,
				query: { targetLanguage: 'html' },
				status: 404,
			},
			{
				method: 'GET',
				path: '/drafts',
				query: { templateId: DEMO.email.springSaleTemplate },
				status: 200,
			},
		]);
	});

	it("names both possibilities under versions that cannot list a template's drafts", async () => {
		for (const templateId of [DEMO.email.springSaleTemplate, 'tem_unknown']) {
			const error = await runError({
				parameters: getTemplate(templateId),
				credentials: sandbox.credentials('2025.09'),
			});
			expect(error.message).toBe(
				`Template ${templateId} was not found in Email, or it has no published draft.`,
			);
			expect(error.description).toContain('If the template exists, publish one of its drafts');
		}
	});

	it('names the languages a template has when it lacks the one asked for', async () => {
		const error = await runError({
			parameters: renderTemplate(DEMO.email.welcomeTemplate, { languageId: 'it-IT' }),
			credentials: sandbox.credentials(),
		});
		expect(error.message).toBe(`Template ${DEMO.email.welcomeTemplate} has no it-IT localization.`);
		expect(error.description).toContain(
			"Its languages: de-DE, es-ES, fr-FR. Choose one of them in 'Language', or leave 'Language' empty for the default language.",
		);

		const [item] = await continued(
			renderTemplate(DEMO.channels.sms.template, { channel: 'sms', languageId: 'de-DE' }),
		);
		expect(item.json).toMatchObject({
			message: `Template ${DEMO.channels.sms.template} has no de-DE localization.`,
		});
		expect((item.json.error as IDataObject).description).toContain('Its languages: es-419, fr-FR.');
	});

	it('says that the theme is what is missing when the template is fine', async () => {
		const error = await runError({
			parameters: getTemplate(DEMO.email.welcomeTemplate, { themeId: byId('thm_missing') }),
			credentials: sandbox.credentials(),
		});
		expect(error.message).toBe('Theme thm_missing was not found.');
		expect(error.description).toContain(
			"Pick the theme from the list, or leave 'Theme' empty for the default styling.",
		);
	});

	it('refuses a target language the version lacks before sending, with and without continueOnFail', async () => {
		// django is an email target language in every version but 2025.09.
		const parameters = getTemplate(DEMO.email.welcomeTemplate, { targetLanguage: 'django' });
		await sandbox.clearRequests();
		const error = await runError({ parameters, credentials: sandbox.credentials('2025.09') });
		expect(error.message).toBe(
			`'Target Language' "django" is not available for Email in API version 2025.09.`,
		);
		expect(error.description).toContain('Choose one of: html, handlebars, ampscript');
		expect(error.description).not.toContain('django');

		const [items] = await runNode({
			nodeType,
			parameters,
			credentials: sandbox.credentials('2025.09'),
			continueOnFail: true,
		});
		expect(items[0]).toMatchObject({
			json: {
				message: `'Target Language' "django" is not available for Email in API version 2025.09.`,
				error: { templateId: DEMO.email.welcomeTemplate },
			},
			pairedItem: { item: 0 },
		});
		expect(await sandbox.requests()).toEqual([]);

		const [latest] = await continued(parameters);
		expect(latest.json).toMatchObject({ id: DEMO.email.welcomeTemplate });
	});

	it('never shows the API key in an output item or an error', async () => {
		const texts: string[] = [];
		const runs: INodeParameters[] = [
			getTemplate(DEMO.email.welcomeTemplate),
			getTemplate('tem_unknown'),
			renderTemplate(DEMO.email.springSaleTemplate),
			templateParameters('getAll', { limit: 3 }),
			{ resource: 'customerProfile', operation: 'get', customerProfileId: byId('dat_missing') },
		];
		for (const parameters of runs) {
			texts.push(JSON.stringify(await continued(parameters)));
			const outcome = await runNode({
				nodeType,
				parameters,
				credentials: sandbox.credentials(),
			}).then(
				(output) => output,
				(error: unknown) => error,
			);
			texts.push(JSON.stringify(outcome), String((outcome as { stack?: string }).stack));
		}
		const refused = await runError({
			parameters: getTemplate(DEMO.email.welcomeTemplate),
			credentials: sandbox.credentials(undefined, { apiKey: `${API_KEY}-wrong` }),
		});
		expect(refused.message).toBe('The service did not accept the API key.');
		texts.push(refused.message, String(refused.description), JSON.stringify(refused.details));

		expect(texts.join('\n')).toContain('tem_unknown');
		for (const text of texts) expect(text).not.toContain(API_KEY);
	});
});
