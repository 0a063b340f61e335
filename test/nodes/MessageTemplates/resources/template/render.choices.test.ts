import type { IDataObject } from 'n8n-workflow';

import { DEMO } from '../../../../../sandbox';
import { loadOptions } from '../../../../harness/editorMethods';
import { runNode } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import type { ApiVersion } from '../../../../../nodes/shared/versions';
import { byId, nodeType, runError, templateParameters } from '../../support';

const sandbox = useSandbox();

const welcome = DEMO.email.welcomeTemplate;
const sms = DEMO.channels.sms.template;

async function editorList(method: string, parameters: IDataObject, version?: ApiVersion) {
	return await loadOptions({
		nodeType,
		method,
		parameters: templateParameters('render', parameters as never),
		credentials: sandbox.credentials(version),
	});
}

const fields = (values: Record<string, string>) => ({
	variable: Object.entries(values).map(([name, value]) => ({ name, value })),
});

describe('Message Templates: the choices of Render in the editor', () => {
	beforeEach(async () => {
		await sandbox.clearRequests();
	});

	it("lists the chosen template's languages after its default content, read from the template", async () => {
		const email = await editorList('getTemplateLanguages', {
			channel: 'email',
			templateId: { __rl: true, mode: 'list', value: welcome },
		});
		expect(email).toEqual([
			{
				name: 'Default Language',
				value: '',
				description: "The template's own content, not a localization",
			},
			{ name: 'de-DE', value: 'de-DE' },
			{ name: 'es-ES', value: 'es-ES' },
			{ name: 'fr-FR', value: 'fr-FR' },
		]);
		const smsLanguages = await editorList('getTemplateLanguages', {
			channel: 'sms',
			templateId: byId(sms),
		});
		expect(smsLanguages.map(({ value }) => value)).toEqual(['', 'es-419', 'fr-FR']);
		expect((await sandbox.requests()).map(({ path, query }) => [path, query])).toEqual([
			[`/templates/${welcome}`, { targetLanguage: 'html' }],
			[`/sms/templates/${sms}`, {}],
		]);
	});

	it('offers only the default content while no template is chosen or its id is an expression', async () => {
		for (const templateId of [
			{ __rl: true, mode: 'list', value: '' },
			byId('={{ $json.templateId }}'),
		]) {
			const languages = await editorList('getTemplateLanguages', { channel: 'email', templateId });
			expect(languages.map(({ value }) => value)).toEqual(['']);
			expect(await editorList('getTemplateVariables', { channel: 'email', templateId })).toEqual(
				[],
			);
		}
		expect(await sandbox.requests()).toEqual([]);
	});

	it('lists the variables the template expects as the names to fill, where the version lists them', async () => {
		const names = async (channel: string, id: string) =>
			(await editorList('getTemplateVariables', { channel, templateId: byId(id) })).map(
				({ value }) => value,
			);
		expect(await names('email', welcome)).toEqual(['first_name', 'account_url']);
		expect(await names('push', DEMO.channels.push.template)).toEqual(['order_id', 'first_name']);

		await expect(
			editorList(
				'getTemplateVariables',
				{ channel: 'email', templateId: byId(welcome) },
				'2025.05v2',
			),
		).rejects.toThrow(
			'The variables list of compiled content: available from API version 2025.09; the credential uses 2025.05v2.',
		);
	});
});

describe('Message Templates: Render with Require All Variables', () => {
	beforeEach(async () => {
		await sandbox.clearRequests();
	});

	const render = (parameters: IDataObject) =>
		templateParameters('render', { templateId: byId(welcome), ...parameters } as never);

	it('renders a missing variable as empty text while the option is off, without reading the template', async () => {
		const [[item]] = await runNode({
			nodeType,
			parameters: render({ variablesSource: 'fields', variables: fields({ first_name: 'Ann' }) }),
			credentials: sandbox.credentials(),
		});
		expect(item.json.html).toContain('<a href="">');
		expect(await sandbox.sent()).toEqual([`POST /render/template/${welcome}`]);
	});

	it('stops an item that leaves one out, naming the missing variables and the fix, and sends no render', async () => {
		const error = await runError({
			parameters: render({
				requireAllVariables: true,
				variablesSource: 'fields',
				variables: fields({ first_name: 'Ann' }),
			}),
			credentials: sandbox.credentials(),
		});
		expect(error.message).toBe(
			'The template expects a variable this item does not give: account_url.',
		);
		expect(error.description).toBe(
			"Add a row for each under Variables, or turn off 'Require All Variables' to render missing variables as empty text.",
		);

		const json = await runError({
			parameters: render({
				requireAllVariables: true,
				variablesSource: 'json',
				variablesJson: '{}',
			}),
			credentials: sandbox.credentials(),
		});
		expect(json.message).toBe(
			'The template expects variables this item does not give: first_name, account_url.',
		);
		expect(json.description).toMatch(
			/^Add them to Variables \(JSON\), or turn off 'Require All Variables'/,
		);

		expect(await sandbox.sent()).toEqual([
			`GET /templates/${welcome}`,
			`GET /templates/${welcome}`,
		]);
	});

	it('reads the template once per item, counts what the customer profile gives, and fails only the items that lack a variable', async () => {
		const [items] = await runNode({
			nodeType,
			parameters: render({
				requireAllVariables: true,
				variablesSource: 'inputItem',
				customerProfileId: byId(DEMO.customerProfiles.marketing),
			}),
			credentials: sandbox.credentials(),
			input: [
				{ json: { account_url: 'https://acme.example/ann' } },
				{ json: { first_name: 'Bob' } },
			],
			continueOnFail: true,
		});
		expect(items.map(({ pairedItem }) => pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].json.subject).toBe('Welcome to Acme, there');
		expect(JSON.stringify(items[1].json)).toContain(
			'The template expects a variable this item does not give: account_url.',
		);
		expect(JSON.stringify(items[1].json)).toContain('Add them as fields of the input item');
		const requests = await sandbox.sent();
		expect(requests.filter((request) => request === `GET /templates/${welcome}`)).toHaveLength(2);
		expect(requests.filter((request) => request.startsWith('POST'))).toEqual([
			`POST /render/template/${welcome}`,
		]);
	});
});
