/** Email endpoints and the other channels' endpoints: templates, template reads and renders. */
import { CHANNELS, CHANNEL_NAMES } from '../../../nodes/shared/channels';
import { targetLanguagesFor } from '../../../nodes/shared/versions';
import { DEMO } from '../../../sandbox/index';
import { decode, openSandbox, type SandboxClient } from '../client';

let client: SandboxClient;

beforeAll(async () => {
	client = await openSandbox();
});
afterAll(() => client.close());

const localizedTemplate = {
	email: DEMO.email.welcomeTemplate,
	sms: DEMO.channels.sms.template,
	push: DEMO.channels.push.template,
	voice: DEMO.channels.voice.template,
	liveactivity: DEMO.channels.liveactivity.template,
} as const;

describe('Email endpoints (root paths): templates', () => {
	it('lists at least 60 published email templates over three or more pages of 25', async () => {
		const first = await client.get('/templates');
		expect(first.json.data).toHaveLength(25);
		expect(first.json.cursor.hasMore).toBe(true);
		const { items, pages } = await client.all('/templates');
		expect(items.length).toBeGreaterThanOrEqual(60);
		expect(pages).toBe(Math.ceil(items.length / 25));
		expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
		expect(items.map((item) => item.id)).not.toContain(DEMO.email.springSaleTemplate);
	});

	it('has list items without compiled content, with channel only where one is assigned', async () => {
		const { items } = await client.all('/templates');
		for (const item of items) expect(item.compiled).toBeUndefined();
		expect(items.find((item) => item.id === DEMO.email.welcomeTemplate).channel).toEqual(
			DEMO.assignedChannel,
		);
		expect(items.find((item) => item.id === DEMO.email.orderTemplate)).not.toHaveProperty(
			'channel',
		);
	});

	it('filters by name, folder (immediate children) and workspace (nested) from 2026.06', async () => {
		client.expectViolations({ status: 400, place: 'query.folderId' });
		const byName = await client.all('/templates?name=WELCOME');
		expect(byName.items.map((item) => item.id)).toEqual([DEMO.email.welcomeTemplate]);
		const byFolder = await client.all(`/templates?folderId=${DEMO.folders.notifications}`);
		expect(byFolder.items.every((item) => item.path.endsWith(DEMO.folders.notifications))).toBe(
			true,
		);
		expect(byFolder.items.map((item) => item.id)).not.toContain(DEMO.email.passwordTemplate);
		const byWorkspace = await client.all(`/templates?workspaceId=${DEMO.workspaces.product}`);
		expect(byWorkspace.items.map((item) => item.id)).toContain(DEMO.email.passwordTemplate);
		expect(byWorkspace.items.every((item) => item.workspaceId === DEMO.workspaces.product)).toBe(
			true,
		);
		expect(
			(await client.get('/templates?folderId=fdr_marketing', { version: '2025.09' })).json
				.parameter,
		).toBe('folderId');
	});

	it('reads a template with base64 compiled content in the target language syntax', async () => {
		const answer = await client.get(
			`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=freemarker`,
		);
		expect(answer.status).toBe(200);
		const { compiled } = answer.json;
		expect(decode(compiled.subject)).toBe('Welcome to Acme, ${first_name}');
		expect(decode(compiled.html)).toContain('<h1>Welcome, ${first_name}!</h1>');
		expect(decode(compiled.ampHtml)).toContain('⚡4email');
		expect(decode(compiled.text)).toContain('Open your account: ${account_url}');
		expect(compiled.variables).toEqual(['first_name', 'account_url']);
		expect(answer.json.publishedDraftId).toBe(DEMO.email.welcomePublishedDraft);
	});

	it.each([
		['handlebars', '{{first_name}}'],
		['liquid', '{{ first_name }}'],
		['ampscript', '%%=v(@first_name)=%%'],
		['cheetah', '$first_name'],
		['mandrillhandlebars', '{{first_name}}'],
		['handlebarsjava', '{{first_name}}'],
		['html', ''],
	])('writes variables for targetLanguage %s as %s', async (targetLanguage, written) => {
		const answer = await client.get(
			`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=${targetLanguage}`,
		);
		expect(decode(answer.json.compiled.subject)).toBe(`Welcome to Acme, ${written}`);
	});

	it('requires targetLanguage on email reads and checks it against the version', async () => {
		client.expectViolations({ status: 400, place: 'query.targetLanguage' });
		const missing = await client.get(`/templates/${DEMO.email.welcomeTemplate}`);
		expect(missing.json).toMatchObject({ code: 'invalid_parameter', parameter: 'targetLanguage' });
		expect(
			(
				await client.get(`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=django`, {
					version: '2025.09',
				})
			).json.parameter,
		).toBe('targetLanguage');
		expect(
			(
				await client.get(`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=django`, {
					version: '2026.06',
				})
			).json.parameter,
		).toBe('targetLanguage');
		expect(
			(
				await client.get(`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=django`, {
					version: '2026.07',
				})
			).status,
		).toBe(200);
		expect(
			(
				await client.get(`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=django`, {
					version: '2025.05v2',
				})
			).status,
		).toBe(200);
		expect(
			(
				await client.get(
					`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=platformAhandlebars`,
				)
			).json.parameter,
		).toBe('targetLanguage');
		expect(
			(
				await client.get(`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=liquid`, {
					version: '2020.11',
				})
			).status,
		).toBe(400);
		expect(
			(
				await client.get(`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=handlebarsjava`, {
					version: '2024.08',
				})
			).status,
		).toBe(200);
		expect(
			(
				await client.get(`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=handlebarsjava`, {
					version: '2023.03',
				})
			).status,
		).toBe(400);
	});

	it('applies a theme from 2025.05v2: different themes give different HTML; an unknown one is 404', async () => {
		client.expectViolations({ status: 400, place: 'query.themeId' });
		const path = `/templates/${DEMO.email.welcomeTemplate}?targetLanguage=html`;
		const plain = decode((await client.get(path)).json.compiled.html);
		const classic = decode(
			(await client.get(`${path}&themeId=${DEMO.themes.classic}`)).json.compiled.html,
		);
		const midnight = decode(
			(await client.get(`${path}&themeId=${DEMO.themes.midnight}`)).json.compiled.html,
		);
		expect(new Set([plain, classic, midnight]).size).toBe(3);
		expect((await client.get(`${path}&themeId=thm_unknown`)).status).toBe(404);
		expect(
			(await client.get(`${path}&themeId=${DEMO.themes.classic}`, { version: '2024.12' })).json
				.parameter,
		).toBe('themeId');
	});

	it('answers 404 for a template with no published draft, on read and render', async () => {
		const read = await client.get(
			`/templates/${DEMO.email.springSaleTemplate}?targetLanguage=html`,
		);
		expect(read.status).toBe(404);
		expect(read.json.message).toMatch(/no published draft/);
		expect(
			(await client.post(`/render/template/${DEMO.email.springSaleTemplate}`, {})).status,
		).toBe(404);
	});

	it('renders with variables, escaping HTML members and leaving no placeholder for missing ones', async () => {
		const answer = await client.post(`/render/template/${DEMO.email.welcomeTemplate}`, {
			first_name: 'Ada <&> Co',
		});
		expect(answer.status).toBe(200);
		expect(answer.json.subject).toBe('Welcome to Acme, Ada <&> Co');
		expect(answer.json.html).toContain('<h1>Welcome, Ada &lt;&amp;&gt; Co!</h1>');
		expect(answer.json.html).toContain('href=""');
		expect(answer.json.text).not.toContain('%(');
		expect(Object.keys(answer.json).sort()).toEqual([
			'ampHtml',
			'html',
			'replyTo',
			'sender',
			'subject',
			'text',
		]);
	});

	it('renders for a language with its translations; a language without localization is 404', async () => {
		const answer = await client.post(`/render/template/${DEMO.email.welcomeTemplate}/fr-FR`, {
			first_name: 'Zoé',
		});
		expect(answer.json.subject).toBe('Bienvenue chez Acme, Zoé');
		expect(answer.json.html).toContain('Merci de nous avoir rejoints.');
		expect(
			(await client.post(`/render/template/${DEMO.email.welcomeTemplate}/it-IT`, {})).status,
		).toBe(404);
	});

	it('shapes template fields by version', async () => {
		const old = (await client.get('/templates', { version: '2019.03' })).json.data[0];
		expect(Object.keys(old)).toEqual([
			'id',
			'name',
			'description',
			'url',
			'createdAt',
			'updatedAt',
		]);
		const before2024 = (
			await client.get(`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=html`, {
				version: '2020.11',
			})
		).json;
		expect(before2024.compiled).not.toHaveProperty('ampHtml');
		expect(before2024.compiled).not.toHaveProperty('variables');
		expect(before2024).not.toHaveProperty('publishedDraftId');
		const v2025 = (
			await client.get(`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=html`, {
				version: '2025.09',
			})
		).json;
		expect(v2025.tags).toEqual([{ id: DEMO.tags.transactional, name: 'Transactional' }]);
		expect(v2025).not.toHaveProperty('channel');
		expect(v2025.compiled.variables).toEqual(['first_name', 'account_url']);
	});
});

describe('SMS, push, voice and live-activity endpoints', () => {
	const others = CHANNEL_NAMES.filter((name) => name !== 'email');

	it.each(others)(
		'%s: lists, reads and renders its published templates under its prefix',
		async (name) => {
			const { pathPrefix } = CHANNELS[name];
			const list = await client.all(`${pathPrefix}/templates`);
			expect(list.items.map((item) => item.id)).toContain(localizedTemplate[name]);
			expect(list.items.every((item) => item.url.startsWith(`${pathPrefix}/templates/`))).toBe(
				true,
			);
			const read = await client.get(`${pathPrefix}/templates/${localizedTemplate[name]}`);
			expect(read.status).toBe(200);
			expect(read.json.localizations[0].languages).toEqual(['fr-FR']);
			const render = await client.post(`${pathPrefix}/render/template/${localizedTemplate[name]}`, {
				first_name: 'Ada',
				order_id: 'A-1',
			});
			expect(render.status).toBe(200);
			expect(JSON.stringify(render.json)).toContain('A-1');
			expect(render.json).not.toHaveProperty('html');
		},
	);

	it.each(others)(
		'%s: accepts every target language of the channel table and no other',
		async (name) => {
			client.expectViolations(
				{ status: 400, place: 'query.targetLanguage' },
				{ status: 400, place: 'query.themeId' },
			);
			const { pathPrefix } = CHANNELS[name];
			for (const targetLanguage of targetLanguagesFor(name, '2026.07')) {
				expect(
					(
						await client.get(
							`${pathPrefix}/templates/${localizedTemplate[name]}?targetLanguage=${targetLanguage}`,
						)
					).status,
				).toBe(200);
			}
			expect(
				(
					await client.get(
						`${pathPrefix}/templates/${localizedTemplate[name]}?targetLanguage=freemarker`,
					)
				).status,
			).toBe(400);
			const theme = await client.get(
				`${pathPrefix}/templates/${localizedTemplate[name]}?themeId=${DEMO.themes.classic}`,
			);
			expect(theme.json).toMatchObject({ code: 'invalid_parameter', parameter: 'themeId' });
		},
	);

	it.each(others)(
		'%s: answers 404 for templates of another channel and before 2024.12',
		async (name) => {
			client.expectViolations({ status: 404, place: 'operation' });
			const { pathPrefix } = CHANNELS[name];
			expect(
				(await client.get(`${pathPrefix}/templates/${DEMO.email.welcomeTemplate}`)).status,
			).toBe(404);
			expect((await client.get(`${pathPrefix}/templates`, { version: '2024.08' })).status).toBe(
				404,
			);
		},
	);

	it('has the channel shapes of compiled content and render results', async () => {
		client.expectViolations({ status: 400, place: 'query.targetLanguage' });
		const sms = (await client.get(`/sms/templates/${localizedTemplate.sms}?targetLanguage=liquid`))
			.json.compiled;
		expect(sms).toEqual({
			sender: 'ACME',
			phone: '+15550100',
			content: [
				{ type: 'Text', value: 'Hi {{ first_name }}, your order {{ order_id }} has shipped.' },
			],
			variables: ['first_name', 'order_id'],
		});
		expect(
			(await client.get(`/sms/templates/${localizedTemplate.sms}`, { version: '2025.05v2' })).json
				.compiled,
		).not.toHaveProperty('variables');
		for (const [targetLanguage, written] of [
			['klaviyo', '{{first_name}}'],
			['brevo', '{{first_name}}'],
			['sendpulse', '{{first_name}}'],
			['iterablehandlebars', '{{first_name}}'],
			['dotdigitalliquid', '{{ first_name }}'],
			['ampscript', '%%=v(@first_name)=%%'],
			['sms', ''],
		]) {
			const content = (
				await client.get(`/sms/templates/${localizedTemplate.sms}?targetLanguage=${targetLanguage}`)
			).json.compiled.content;
			expect(content[0].value).toBe(
				`Hi ${written}, your order ${written.replace('first_name', 'order_id')} has shipped.`,
			);
		}
		for (const standIn of ['platformD', 'platformBhandlebars', 'platformCliquid']) {
			expect(
				(await client.get(`/sms/templates/${localizedTemplate.sms}?targetLanguage=${standIn}`)).json
					.parameter,
			).toBe('targetLanguage');
		}
		const push = (
			await client.get(`/push/templates/${localizedTemplate.push}?targetLanguage=handlebars`)
		).json.compiled;
		expect(push.content.map((item: { type: string }) => item.type)).toEqual(['Title', 'Body']);
		expect(push.variables).toEqual(['order_id', 'first_name']);
		const voice = (await client.get(`/voice/templates/${localizedTemplate.voice}`)).json.compiled;
		expect(typeof voice.content).toBe('string');
		expect(
			(await client.get(`/push/templates/${localizedTemplate.push}`, { version: '2024.12' })).json
				.compiled,
		).not.toHaveProperty('variables');
		const liveRender = (
			await client.post(`/liveactivity/render/template/${localizedTemplate.liveactivity}/fr-FR`, {
				order_id: '7',
			})
		).json;
		expect(liveRender).toEqual({
			content: [
				{ type: 'Title', value: 'La commande 7 est en route' },
				expect.objectContaining({ type: 'Body' }),
			],
		});
		const voiceRender = (
			await client.post(`/voice/render/template/${localizedTemplate.voice}`, {
				first_name: 'Ada',
				order_id: '9',
			})
		).json;
		expect(voiceRender).toEqual({
			content: 'Order 9 is on its way\nHi Ada, your order 9 has shipped.',
		});
	});

	it('has channel {id, name} on 2026.07 reads of other channels where assigned', async () => {
		expect((await client.get(`/sms/templates/${localizedTemplate.sms}`)).json.channel).toEqual(
			DEMO.assignedChannel,
		);
		expect((await client.get(`/push/templates/${localizedTemplate.push}`)).json).not.toHaveProperty(
			'channel',
		);
	});
});
