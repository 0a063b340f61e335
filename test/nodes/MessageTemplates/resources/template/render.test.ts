import type { IDataObject } from 'n8n-workflow';

import { DEMO } from '../../../../../sandbox';
import { runNode, runNodeJson } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import type { ApiVersion } from '../../../../../nodes/shared/versions';
import { byId, nodeType, runError, templateParameters } from '../../support';

const sandbox = useSandbox();

function render(parameters: IDataObject) {
	return templateParameters('render', parameters as never);
}

async function run(parameters: IDataObject, version?: ApiVersion) {
	return await runNodeJson({
		nodeType,
		parameters: render(parameters),
		credentials: sandbox.credentials(version),
	});
}

const fields = (values: Record<string, string>) => ({
	variable: Object.entries(values).map(([name, value]) => ({ name, value })),
});

const smsText = (result: IDataObject) =>
	((result.content as IDataObject[])[0] as IDataObject).value;

describe('Message Templates: Template Render', () => {
	it('renders an email from key/value fields as plain text, escaping values in HTML only', async () => {
		await sandbox.clearRequests();
		const [result] = await run({
			channel: 'email',
			templateId: byId(DEMO.email.welcomeTemplate),
			variablesSource: 'fields',
			variables: fields({ first_name: '<b>Ann & Bob</b>', account_url: 'https://acme.example/me' }),
		});

		expect(result.subject).toBe('Welcome to Acme, <b>Ann & Bob</b>');
		expect(result.html).toContain('<h1>Welcome, &lt;b&gt;Ann &amp; Bob&lt;/b&gt;!</h1>');
		expect(result.html).toContain('<a href="https://acme.example/me">');
		expect(result.html).not.toContain('<b>Ann');
		expect(result.text).toContain('Welcome, <b>Ann & Bob</b>!');
		expect(result).not.toHaveProperty('compiled');
		const requests = await sandbox.requests();
		expect(requests.map(({ method, path }) => [method, path])).toEqual([
			['POST', `/render/template/${DEMO.email.welcomeTemplate}`],
		]);
	});

	it('renders an SMS in a language from a JSON object, values keeping their types', async () => {
		await sandbox.clearRequests();
		const [result] = await run({
			channel: 'sms',
			templateId: byId(DEMO.channels.sms.template),
			variablesSource: 'json',
			variablesJson: '{"first_name": "Ann", "order_id": 42}',
			languageId: 'fr-FR',
		});

		expect(smsText(result)).toBe('Bonjour Ann, votre commande 42 a été expédiée.');
		expect(result).toMatchObject({ sender: expect.any(String), phone: expect.any(String) });
		expect((await sandbox.requests()).map(({ path }) => path)).toEqual([
			`/sms/render/template/${DEMO.channels.sms.template}/fr-FR`,
		]);
	});

	it('renders one push message per input item from the whole item, each paired with its item', async () => {
		const [items] = await runNode({
			nodeType,
			parameters: render({
				channel: 'push',
				templateId: byId(DEMO.channels.push.template),
				variablesSource: 'inputItem',
			}),
			credentials: sandbox.credentials(),
			input: [
				{ json: { first_name: 'Ann', order_id: 'A-1' } },
				{ json: { first_name: 'Bob', order_id: 'B-2' } },
			],
		});

		expect(
			items.map(({ json, pairedItem }) => [
				(json.content as IDataObject[]).map(({ value }) => value),
				pairedItem,
			]),
		).toEqual([
			[['Order A-1 is on its way', 'Hi Ann, your order A-1 has shipped.'], { item: 0 }],
			[['Order B-2 is on its way', 'Hi Bob, your order B-2 has shipped.'], { item: 1 }],
		]);
	});

	it("merges the variables over a customer profile's data, the given variables winning", async () => {
		await sandbox.clearRequests();
		const profile = DEMO.customerProfiles.marketing;
		const [fromProfile] = await run({
			templateId: byId(DEMO.email.welcomeTemplate),
			variablesSource: 'fields',
			variables: fields({ account_url: 'https://acme.example/a?x=1&y=2' }),
			customerProfileId: { __rl: true, mode: 'list', value: profile },
		});
		expect(fromProfile.subject).toBe('Welcome to Acme, there');
		expect(fromProfile.html).toContain('href="https://acme.example/a?x=1&amp;y=2"');

		const [overridden] = await run({
			templateId: byId(DEMO.email.welcomeTemplate),
			variablesSource: 'json',
			variablesJson: { first_name: 'Zoë <3' },
			customerProfileId: byId(profile),
		});
		expect(overridden.subject).toBe('Welcome to Acme, Zoë <3');
		expect(overridden.html).toContain('<h1>Welcome, Zoë &lt;3!</h1>');

		expect((await sandbox.requests()).map(({ method, path }) => [method, path])).toEqual([
			['GET', `/customerprofiles/${profile}`],
			['POST', `/render/template/${DEMO.email.welcomeTemplate}`],
			['GET', `/customerprofiles/${profile}`],
			['POST', `/render/template/${DEMO.email.welcomeTemplate}`],
		]);
	});

	it('renders an email in a language with a theme', async () => {
		await sandbox.clearRequests();
		const [result] = await run({
			templateId: byId(DEMO.email.orderTemplate),
			variablesSource: 'fields',
			variables: fields({ first_name: 'Ann', order_id: '7' }),
			languageId: 'de-DE',
			themeId: byId(DEMO.themes.holiday),
		});
		expect(result.subject).toBe('Bestellung 7 bestätigt');
		expect(result.html).toContain(`<style data-theme="${DEMO.themes.holiday}">`);
		expect(await sandbox.requests()).toEqual([
			expect.objectContaining({
				path: `/render/template/${DEMO.email.orderTemplate}/de-DE`,
				query: { themeId: DEMO.themes.holiday },
			}),
		]);
	});

	it('renders in a language whose id has a script or a numeric region', async () => {
		await sandbox.clearRequests();
		const [chinese] = await run({
			templateId: byId(DEMO.email.orderTemplate),
			variablesSource: 'fields',
			variables: fields({ order_id: '7' }),
			languageId: 'zh-Hans-CN',
		});
		expect(chinese.subject).toBe('订单 7 已确认');
		const [latinAmerican] = await run({
			channel: 'sms',
			templateId: byId(DEMO.channels.sms.template),
			variablesSource: 'fields',
			variables: fields({ first_name: 'Ana', order_id: '9' }),
			languageId: 'es-419',
		});
		expect(smsText(latinAmerican)).toBe('Hola Ana, tu pedido 9 ya fue enviado.');
		expect((await sandbox.requests()).map(({ path }) => path)).toEqual([
			`/render/template/${DEMO.email.orderTemplate}/zh-Hans-CN`,
			`/sms/render/template/${DEMO.channels.sms.template}/es-419`,
		]);
	});

	it('stops before any request for a malformed language, a profile the version lacks, or variables that are not an object', async () => {
		await sandbox.clearRequests();
		const base = {
			templateId: byId(DEMO.email.welcomeTemplate),
			variablesSource: 'fields',
			variables: fields({ first_name: 'Ann' }),
		};

		const language = await runError({
			parameters: render({
				...base,
				languageId: 'english',
				customerProfileId: byId(DEMO.customerProfiles.global),
			}),
			credentials: sandbox.credentials(),
		});
		expect(language.message).toBe(
			'Language "english" is not a valid ID (expected: fr-FR or zh-Hans-CN).',
		);

		const profile = await runError({
			parameters: render({ ...base, customerProfileId: byId(DEMO.customerProfiles.global) }),
			credentials: sandbox.credentials('2025.09'),
		});
		expect(profile.message).toBe(
			'Themes and customer profiles: available from API version 2026.06; the credential uses 2025.09.',
		);

		const json = await runError({
			parameters: render({ ...base, variablesSource: 'json', variablesJson: '[1, 2]' }),
			credentials: sandbox.credentials(),
		});
		expect(json.message).toBe('Variables (JSON) is not a JSON object.');

		expect(await sandbox.requests()).toEqual([]);
	});

	it("reports an unknown customer profile's 404 with its id, or as an item with continueOnFail", async () => {
		const error = await runError({
			parameters: render({
				templateId: byId(DEMO.email.welcomeTemplate),
				customerProfileId: byId('dat_missing'),
			}),
			credentials: sandbox.credentials(),
		});
		expect(error.message).toBe('Customer Profile dat_missing was not found.');
		expect(error.httpCode).toBe('404');

		const [items] = await runNode({
			nodeType,
			parameters: render({
				templateId: byId('={{ $json.id }}'),
				customerProfileId: byId('={{ $json.profile }}'),
			}),
			credentials: sandbox.credentials(),
			input: [
				{ json: { id: DEMO.email.welcomeTemplate, profile: 'dat_missing' } },
				{ json: { id: DEMO.email.welcomeTemplate, profile: DEMO.customerProfiles.marketing } },
			],
			continueOnFail: true,
		});
		expect(items.map(({ pairedItem }) => pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].json).toMatchObject({
			message: 'Customer Profile dat_missing was not found.',
			error: {
				httpCode: '404',
				service: { code: 'not_found' },
				description: expect.stringContaining('no customer profile has the id "dat_missing"'),
			},
		});
		expect(items[1].json.subject).toBe('Welcome to Acme, there');
	});
});
