/** Common rules, Authentication, Errors, Limits and Versioning of the interface, and the admin paths. */
import { API_VERSIONS } from '../../../nodes/shared/versions';
import { DEMO } from '../../../sandbox/index';
import { openSandbox, type SandboxClient, TIMESTAMP } from '../client';

let client: SandboxClient;

beforeAll(async () => {
	client = await openSandbox({ readOnlyKey: 'reader-key' });
});
afterAll(() => client.close());

describe('Authentication', () => {
	it('answers 401 unauthenticated without a key, with a wrong key, or with another scheme', async () => {
		for (const key of [null, 'wrong-key']) {
			const answer = await client.get('/templates', { key });
			expect(answer.status).toBe(401);
			expect(answer.json).toEqual({ code: 'unauthenticated', message: expect.any(String) });
		}
		const basic = await fetch(`${client.sandbox.url}/templates`, {
			headers: {
				authorization: `Basic ${client.sandbox.apiKey}`,
				accept: 'application/vnd.service.2026.07+json',
			},
		});
		expect(basic.status).toBe(401);
	});

	it('checks the key before anything else: unknown ids, unknown paths and bad versions are 401', async () => {
		client.expectViolations(
			{ status: 401, place: 'query.targetLanguage' },
			{ status: 401, place: 'path' },
			{ status: 401, place: 'header.Accept' },
		);
		expect((await client.get('/templates/tem_nothing', { key: 'wrong' })).status).toBe(401);
		expect((await client.get('/no/such/path', { key: 'wrong' })).status).toBe(401);
		expect((await client.get('/templates', { key: 'wrong', accept: null })).status).toBe(401);
		expect((await client.get('/_sandbox/state', { key: 'wrong', accept: null })).status).toBe(401);
	});

	it('lets a read-only key read but answers 403 unauthorized to its writes, changing nothing', async () => {
		const before = await client.state();
		expect((await client.get('/templates', { key: 'reader-key' })).status).toBe(200);
		const write = await client.post('/drafts/tdft_spring_sale/publishRequest', undefined, {
			key: 'reader-key',
		});
		expect(write.status).toBe(403);
		expect(write.json.code).toBe('unauthorized');
		expect(
			(await client.put('/_sandbox/faults', { latencyMs: 0 }, { key: 'reader-key', accept: null }))
				.status,
		).toBe(403);
		expect(await client.state()).toBe(before);
	});

	it('never echoes the key in a response or the request log', async () => {
		client.expectViolations(
			{ status: 400, place: 'query.targetLanguage' },
			{ status: 400, place: 'header.Accept' },
		);
		const answers = [
			await client.get('/templates', { key: 'wrong-key' }),
			await client.get('/templates/tem_welcome?targetLanguage=nope'),
			await client.get('/templates', { accept: 'bogus' }),
		];
		const log = await client.get('/_sandbox/requests', { accept: null });
		for (const text of [...answers.map((answer) => answer.text), log.text]) {
			expect(text).not.toContain(client.sandbox.apiKey);
			expect(text).not.toContain('wrong-key');
		}
	});
});

describe('Versioning', () => {
	it('answers every listed version', async () => {
		for (const version of API_VERSIONS) {
			expect((await client.get('/templates', { version })).status).toBe(200);
		}
	});

	it.each([
		['missing', null],
		['*/*', '*/*'],
		['application/json', 'application/json'],
		['2025.05 without v2', 'application/vnd.service.2025.05+json'],
		['an unknown version', 'application/vnd.service.2030.01+json'],
		['two media types', 'application/vnd.service.2026.07+json, application/json'],
	])(
		'answers 400 invalid_request naming every version when Accept is %s',
		async (_label, accept) => {
			client.expectViolations({ status: 400, place: 'header.Accept' });
			const answer = await client.get('/templates', { accept });
			expect(answer.status).toBe(400);
			expect(answer.json.code).toBe('invalid_request');
			for (const version of API_VERSIONS) expect(answer.json.message).toContain(version);
		},
	);

	it('answers 404 for an endpoint the version lacks and 400 for a parameter it lacks', async () => {
		client.expectViolations(
			{ status: 404, place: 'operation' },
			{ status: 400, place: 'query.name' },
		);
		expect((await client.get('/sms/templates', { version: '2024.08' })).status).toBe(404);
		expect((await client.get('/tags', { version: '2025.05v2' })).json.code).toBe('not_found');
		const filter = await client.get('/templates?name=welcome', { version: '2025.09' });
		expect(filter.status).toBe(400);
		expect(filter.json).toMatchObject({ code: 'invalid_parameter', parameter: 'name' });
	});

	it('accepts the gettext media type only on localizationKeys', async () => {
		client.expectViolations({ status: 400, place: 'header.Accept' });
		const answer = await client.get('/templates', {
			accept: 'text/vnd.service.2026.07+x-gettext-translation',
		});
		expect(answer.status).toBe(400);
		expect(answer.json.code).toBe('invalid_request');
	});
});

describe('Errors', () => {
	it('answers 404 not_found for a method the interface does not list on a path', async () => {
		client.expectViolations({ status: 404, place: 'method' }, { status: 404, place: 'path' });
		for (const [method, path] of [
			['DELETE', '/templates/tem_welcome'],
			['PUT', '/templates'],
			['GET', '/drafts/tdft_spring_sale/publishRequest'],
			['GET', '/drafts/tdft_welcome_v2/publish/approve'],
			['POST', '/tags'],
			['GET', '/email/templates'],
		]) {
			const answer = await client.call(path, { method });
			expect([method, path, answer.status, answer.json.code]).toEqual([
				method,
				path,
				404,
				'not_found',
			]);
		}
	});

	it('answers 400 invalid_parameter, naming it, for a parameter the operation does not list', async () => {
		client.expectViolations({ status: 400, place: 'query.colour' });
		const answer = await client.get('/templates/tem_welcome?targetLanguage=html&colour=red');
		expect(answer.status).toBe(400);
		expect(answer.json).toEqual({
			code: 'invalid_parameter',
			message: expect.any(String),
			parameter: 'colour',
		});
	});

	it('answers 400 invalid_body for malformed JSON, a wrong content type and an oversize body, changing nothing', async () => {
		client.expectViolations(
			{ status: 400, place: 'request.body' },
			{ status: 400, place: 'request.content-type' },
		);
		const before = await client.state();
		const path = '/drafts/tdft_spring_sale/duplicate';
		const malformed = await client.post(path, '{"name": ', { contentType: 'application/json' });
		expect(malformed.json.code).toBe('invalid_body');
		const wrongType = await client.post(path, 'name=x', {
			contentType: 'application/x-www-form-urlencoded',
		});
		expect([wrongType.status, wrongType.json.code]).toEqual([400, 'invalid_body']);
		const plain = await client.post(path, 'copy', { contentType: 'text/plain' });
		expect([plain.status, plain.json.code]).toEqual([400, 'invalid_body']);
		const huge = await client.post(path, { name: 'x'.repeat(1024 * 1024 + 10) });
		expect([huge.status, huge.json.code]).toEqual([400, 'invalid_body']);
		const longName = await client.post(path, { name: 'x'.repeat(256) });
		expect(longName.json).toMatchObject({ code: 'invalid_parameter', parameter: 'name' });
		expect(await client.state()).toBe(before);
	});

	it('answers 400 invalid_parameter for a language id that is not BCP 47, on every operation that takes one', async () => {
		const before = await client.state();
		const paths = (languageId: string) => [
			['POST', `/render/template/${DEMO.email.welcomeTemplate}/${languageId}`],
			['POST', `/sms/render/template/${DEMO.channels.sms.template}/${languageId}`],
			['PUT', `/drafts/${DEMO.email.springSaleDraft}/localizations/${languageId}`],
			['DELETE', `/push/drafts/${DEMO.channels.push.pendingDraft}/localizations/${languageId}`],
			[
				'GET',
				`/drafts/${DEMO.email.passwordTranslationDraft}/localizations/${languageId}/translations`,
			],
			[
				'PUT',
				`/voice/drafts/${DEMO.channels.voice.pendingDraft}/localizations/${languageId}/translations`,
			],
			['PUT', `/blocks/${DEMO.blocks.footer}/localizations/${languageId}`],
			['GET', `/blocks/${DEMO.blocks.footer}/localizations/${languageId}/translations`],
		];
		for (const languageId of [
			'english',
			'en_US',
			'EN-us',
			'fr--FR',
			'fr-fr',
			'zh-hans-CN',
			'es-41',
			'fr-FRA',
		]) {
			for (const [method, path] of paths(languageId)) {
				const answer = await client.call(path, {
					method,
					body: method === 'PUT' || method === 'POST' ? {} : undefined,
				});
				expect([method, path, answer.status, answer.json.code, answer.json.parameter]).toEqual([
					method,
					path,
					400,
					'invalid_parameter',
					'languageId',
				]);
			}
		}
		expect(await client.state()).toBe(before);
	});

	it('takes language ids with a script or a numeric region', async () => {
		const chinese = await client.post(`/render/template/${DEMO.email.orderTemplate}/zh-Hans-CN`, {
			order_id: 'A-7',
		});
		expect([chinese.status, chinese.json.subject]).toEqual([200, '订单 A-7 已确认']);
		const latinAmerican = await client.post(
			`/sms/render/template/${DEMO.channels.sms.template}/es-419`,
			{ first_name: 'Ana', order_id: '9' },
		);
		expect(latinAmerican.json.content[0].value).toBe('Hola Ana, tu pedido 9 ya fue enviado.');
		expect((await client.post(`/render/template/${DEMO.email.orderTemplate}/fr`, {})).status).toBe(
			404,
		);
		const copy = (
			await client.post(`/drafts/${DEMO.email.springSaleDraft}/duplicate`, { name: 'Languages' })
		).json.id;
		for (const languageId of ['fr', 'ceb-PH', 'zh-Hant-HK', 'sr-Latn']) {
			expect((await client.put(`/drafts/${copy}/localizations/${languageId}`, {})).status).toBe(
				200,
			);
		}
		const languages = (await client.get(`/drafts/${copy}/localizations`)).json.map(
			(ref: { languages: string[] }) => ref.languages[0],
		);
		expect(languages).toEqual(['fr', 'ceb-PH', 'zh-Hant-HK', 'sr-Latn']);
		await client.reset();
	});
});

describe('Order of checks', () => {
	it('checks authentication, then the version, then that the endpoint exists in it', async () => {
		const badQuery = /^query\.(colour|targetLanguage)$/;
		client.expectViolations(
			{ status: 401, place: badQuery },
			{ status: 400, place: badQuery },
			{ status: 400, place: 'header.Accept' },
			{ status: 404, place: 'operation' },
		);
		expect((await client.get('/drafts/tdft_nothing?colour=red', { key: 'wrong' })).status).toBe(
			401,
		);
		const badAccept = await client.get('/drafts/tdft_nothing?colour=red', {
			accept: 'application/json',
		});
		expect([badAccept.status, badAccept.json.code]).toEqual([400, 'invalid_request']);
		const tooOld = await client.get('/tags/tag_nothing', { version: '2025.05v2' });
		expect([tooOld.status, tooOld.json.message]).toEqual([404, expect.stringContaining('2025.09')]);
	});

	it('answers 404 for what the path names before checking parameters and the body', async () => {
		client.expectViolations({ status: 404, place: /^query\.(colour|targetLanguage)$/ });
		const before = await client.state();
		const cases: Array<[string, string, unknown]> = [
			['GET', '/templates/tem_nothing?colour=red', undefined],
			['GET', `/templates/${DEMO.email.springSaleTemplate}?colour=red`, undefined],
			['GET', '/sms/drafts/tdft_nothing?targetLanguage=nonsense', undefined],
			['GET', `/sms/drafts/${DEMO.email.springSaleDraft}?targetLanguage=nonsense`, undefined],
			['POST', '/drafts/tdft_nothing/duplicate', { extra: true }],
			['PUT', '/drafts/tdft_nothing/localizations/en_US/translations', { key: 1 }],
			[
				'PUT',
				`/drafts/${DEMO.email.passwordTranslationDraft}/localizations/it-IT/translations`,
				{ key: 1 },
			],
			['PUT', `/blocks/${DEMO.blocks.header}/localizations/fr-FR/translations`, { key: 1 }],
			['POST', `/render/template/${DEMO.email.welcomeTemplate}/it-IT?themeId=5&colour=red`, []],
			['GET', '/localizations/loc_nothing/drafts/tdft_nothing?targetLanguage=x', undefined],
			['PATCH', '/tags/update/tag_nothing', { status: 'deleted' }],
			['PUT', '/tags/assign/tem_nothing', {}],
			['GET', '/workspaces/fdr_nothing?colour=red', undefined],
			['GET', '/themes/thm_nothing?colour=red', undefined],
			['GET', '/customerprofiles/dat_nothing?colour=red', undefined],
		];
		for (const [method, path, body] of cases) {
			const answer = await client.call(path, { method, body });
			expect([method, path, answer.status, answer.json.code]).toEqual([
				method,
				path,
				404,
				'not_found',
			]);
		}
		const malformed = await client.post('/drafts/tdft_nothing/duplicate', '{"name": ', {
			contentType: 'application/json',
		});
		expect(malformed.status).toBe(404);
		expect(await client.state()).toBe(before);
	});

	it('checks parameters and the body before the state', async () => {
		client.expectViolations(
			{ status: 400, place: 'query.colour' },
			{ status: 400, place: 'request.body/name' },
		);
		const published = DEMO.email.orderPublishedDraft;
		expect(
			(await client.put(`/drafts/${published}/lockForTranslation?colour=red`)).json,
		).toMatchObject({ code: 'invalid_parameter', parameter: 'colour' });
		expect(
			(await client.put(`/drafts/${published}/localizations/it-IT`, { name: 5 })).json,
		).toMatchObject({ code: 'invalid_parameter', parameter: 'name' });
		expect((await client.put(`/drafts/${published}/lockForTranslation`)).json.code).toBe(
			'prohibited_action',
		);
	});
});

describe('Media types', () => {
	it('answers JSON in the versioned media type of the request, errors included', async () => {
		client.expectViolations({ status: 400, place: 'header.Accept' });
		for (const version of ['2019.03', '2025.05v2', '2026.06', '2026.07']) {
			const answer = await client.get('/templates', { version });
			expect(answer.headers.get('content-type')).toBe(
				`application/vnd.service.${version}+json; charset=utf-8`,
			);
		}
		const missing = await client.get('/templates/tem_nothing?targetLanguage=html', {
			version: '2026.06',
		});
		expect(missing.headers.get('content-type')).toBe(
			'application/vnd.service.2026.06+json; charset=utf-8',
		);
		// Before the version is known, an error cannot name one.
		expect((await client.get('/templates', { accept: null })).headers.get('content-type')).toBe(
			'application/json; charset=utf-8',
		);
	});

	it('answers application/json where the document declares it: duplicate and translation reads', async () => {
		client.expectViolations({ status: 400, place: 'request.body/name' });
		const copy = await client.post(
			`/sms/drafts/${DEMO.channels.sms.pendingDraft}/duplicate`,
			{ name: 'Copy' },
			{ version: '2026.06' },
		);
		expect(copy.headers.get('content-type')).toBe('application/json; charset=utf-8');
		const draftTranslations = await client.get(
			`/drafts/${DEMO.email.passwordTranslationDraft}/localizations/fr-FR/translations`,
		);
		expect(draftTranslations.headers.get('content-type')).toBe('application/json; charset=utf-8');
		const blockTranslations = await client.get(
			`/blocks/${DEMO.blocks.footer}/localizations/fr-FR/translations`,
		);
		expect(blockTranslations.headers.get('content-type')).toBe('application/json; charset=utf-8');
		const refused = await client.post(`/drafts/${DEMO.email.springSaleDraft}/duplicate`, {});
		expect(refused.headers.get('content-type')).toBe(
			'application/vnd.service.2026.07+json; charset=utf-8',
		);
		await client.reset();
	});

	it('sends no body and no Content-Type where the document declares no content', async () => {
		const answers = [
			await client.post(`/drafts/${DEMO.email.springSaleDraft}/publishRequest`),
			await client.post(`/drafts/${DEMO.email.springSaleDraft}/publish/reject`, 'No', {
				contentType: 'text/plain',
			}),
			await client.put(`/drafts/${DEMO.email.springSaleDraft}/localizations/it-IT`, {
				name: 'Italiano',
			}),
			await client.call(`/tags/update/${DEMO.tags.seasonal}`, {
				method: 'PATCH',
				body: { name: 'Seasons' },
			}),
		];
		for (const answer of answers)
			expect([answer.status, answer.text, answer.headers.get('content-type')]).toEqual([
				200,
				'',
				null,
			]);
		await client.reset();
	});
});

describe('Limits', () => {
	it('sends X-RateLimit-Remaining on every response, errors included', async () => {
		client.expectViolations({ status: 404, place: 'path' });
		for (const answer of [
			await client.get('/templates'),
			await client.get('/templates/unknown?targetLanguage=html'),
			await client.get('/nope'),
		]) {
			expect(answer.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
		}
	});

	it('writes timestamps without fractions', async () => {
		const answer = await client.get('/templates');
		for (const template of answer.json.data) {
			expect(template.createdAt).toMatch(TIMESTAMP);
			expect(template.updatedAt).toMatch(TIMESTAMP);
		}
	});
});

describe('Sandbox admin paths', () => {
	afterEach(async () => {
		await client.put(
			'/_sandbox/faults',
			{ latencyMs: 0, failRate: 0, failSeed: 1, failStatuses: [500, 429], rateLimit: 3600 },
			{ accept: null },
		);
	});

	it('applies a low rate limit: 429 rate_limited with Retry-After beyond it', async () => {
		await client.put('/_sandbox/faults', { rateLimit: 3 }, { accept: null });
		const statuses: number[] = [];
		let limited;
		for (let index = 0; index < 5; index++) {
			const answer = await client.get('/templates');
			statuses.push(answer.status);
			if (answer.status === 429) limited = answer;
		}
		expect(statuses).toEqual([200, 200, 200, 429, 429]);
		expect(limited?.json.code).toBe('rate_limited');
		expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
		expect(limited?.headers.get('x-ratelimit-remaining')).toBe('0');
	});

	it('injects a seeded, repeatable share of 500 and 429 answers without touching the state', async () => {
		const before = await client.state();
		const run = async () => {
			await client.put('/_sandbox/faults', { failRate: 0.5, failSeed: 42 }, { accept: null });
			const statuses: number[] = [];
			for (let index = 0; index < 40; index++)
				statuses.push((await client.post('/drafts/tdft_summer_newsletter/publish/reject')).status);
			return statuses;
		};
		const first = await run();
		await client.reset();
		const second = await run();
		expect(second).toEqual(first);
		expect(first).toContain(500);
		expect(first).toContain(429);
		await client.reset();
		expect(await client.state()).toBe(before);
	});

	it('adds latency', async () => {
		await client.put('/_sandbox/faults', { latencyMs: 150 }, { accept: null });
		const started = Date.now();
		await client.get('/templates');
		expect(Date.now() - started).toBeGreaterThanOrEqual(140);
	});

	it('reports and validates the fault settings', async () => {
		const settings = await client.get('/_sandbox/faults', { accept: null });
		expect(settings.json).toEqual({
			latencyMs: 0,
			failRate: 0,
			failSeed: 1,
			failStatuses: [500, 429],
			rateLimit: 3600,
			failNext: 0,
		});
		const bad = await client.put('/_sandbox/faults', { failRate: 2 }, { accept: null });
		expect(bad.json).toMatchObject({ code: 'invalid_parameter', parameter: 'failRate' });
	});

	it('logs served requests (not admin ones) until cleared', async () => {
		await client.delete('/_sandbox/requests', { accept: null });
		await client.get('/templates?cursor=bad');
		await client.get('/sms/templates');
		const log = await client.get('/_sandbox/requests', { accept: null });
		expect(log.json).toEqual([
			{
				method: 'GET',
				path: '/templates',
				query: { cursor: 'bad' },
				status: 400,
				concurrent: 1,
				at: expect.any(Number),
			},
			{
				method: 'GET',
				path: '/sms/templates',
				query: {},
				status: 200,
				concurrent: 1,
				at: expect.any(Number),
			},
		]);
	});

	it('notes with each logged request how many it was serving when that one came, itself included', async () => {
		// Held long enough that all three are being served at once, however slow the machine.
		await client.put('/_sandbox/faults', { latencyMs: 500 }, { accept: null });
		await client.delete('/_sandbox/requests', { accept: null });
		await Promise.all([
			client.get('/templates'),
			client.get('/templates'),
			client.get('/templates'),
		]);
		await client.put('/_sandbox/faults', { latencyMs: 0 }, { accept: null });
		await client.get('/templates');
		const log = await client.get('/_sandbox/requests', { accept: null });
		const counts = (log.json as Array<{ concurrent: number }>).map(({ concurrent }) => concurrent);
		expect(counts.slice(0, 3).sort()).toEqual([1, 2, 3]);
		expect(counts[3]).toBe(1);
	});

	it('logs and answers with the error body the requests refused before any route', async () => {
		// The router refuses the first three, Node's HTTP parser the last (over its 16 KiB).
		client.expectViolations(
			{ side: 'request', place: 'path' },
			{ side: 'request', place: 'query.x' },
		);
		await client.delete('/_sandbox/requests', { accept: null });
		const refused = [
			['GET', '/tags/%zz'],
			['GET', `/tags/${'a'.repeat(10_000)}`],
			['POST', `/drafts/${'b'.repeat(600)}/duplicate?x=%zz`],
			['DELETE', `/tags/delete/${'c'.repeat(20_000)}`],
		];
		const answers = [];
		for (const [method, path] of refused) answers.push(await client.call(path, { method }));
		for (const answer of answers) {
			expect(answer.status).toBeGreaterThanOrEqual(400);
			expect(answer.status).toBeLessThan(500);
			expect(answer.json).toEqual({
				code: expect.stringMatching(/^(not_found|invalid_request)$/),
				message: expect.any(String),
			});
		}
		const log = (await client.get('/_sandbox/requests', { accept: null })).json as Array<{
			method: string;
			path: string;
			status: number;
		}>;
		expect(log.map(({ method, status }) => `${method} ${status}`)).toEqual(
			answers.map(({ status }, index) => `${refused[index][0]} ${status}`),
		);
		expect(log[0].path).toBe('/tags/%zz');
		expect(log[1].path).toBe(`/tags/${'a'.repeat(994)}…(10006 characters)`);
		expect(log[2]).toMatchObject({
			path: `/drafts/${'b'.repeat(600)}/duplicate`,
			query: { x: '%zz' },
		});
		expect(log[3].path).toMatch(/^\/tags\/delete\/c+…\(20013 characters\)$/);
		expect((await client.get('/templates')).status).toBe(200);
	});

	it('resets to the seed', async () => {
		const before = await client.state();
		expect((await client.post('/drafts/tdft_spring_sale/publishRequest')).status).toBe(200);
		expect(await client.state()).not.toBe(before);
		expect((await client.reset()).status).toBe(200);
		expect(await client.state()).toBe(before);
	});
});
