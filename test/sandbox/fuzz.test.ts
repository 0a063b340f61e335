/**
 * Generated bad requests: every one carries at least one defect (wrong key, bad Accept, unknown
 * parameter, bad id, bad language id, bad body, bad cursor, unlisted method). None may answer 5xx
 * or change the state, the sandbox must keep serving and log every one. Every answer is checked
 * against the vendor's document. The run is a fixed number of requests, never a time budget: how
 * fast the machine is changes how long it takes, not what it checks.
 */
import { seededRandom } from '../../sandbox/prng';
import { DEMO } from '../../sandbox/index';
import { openSandbox, type SandboxClient } from './client';

const REQUESTS = 6000;
const CONCURRENCY = 24;
/** Generous: on a busy shared machine the run may take a minute; no assertion depends on its speed. */
const TIMEOUT_MS = 180_000;

type Defect = 'key' | 'accept' | 'query' | 'id' | 'language' | 'body' | 'cursor' | 'method';

interface Operation {
	method: string;
	path: string;
	list?: boolean;
	body?: 'json' | 'text' | 'po';
	/** A query the operation requires, sent so that only the defect makes the request wrong. */
	query?: string;
}

const PREFIXES = ['', '/sms', '/push', '/voice', '/liveactivity'];

/** Email reads require a target language; the other channels' reads take one optionally. */
const readQuery = (prefix: string) => (prefix === '' ? 'targetLanguage=html' : undefined);

const OPERATIONS: Operation[] = [
	...PREFIXES.flatMap((prefix): Operation[] => [
		{ method: 'GET', path: `${prefix}/templates`, list: true },
		{ method: 'GET', path: `${prefix}/templates/{template}`, query: readQuery(prefix) },
		{ method: 'POST', path: `${prefix}/render/template/{template}`, body: 'json' },
		{ method: 'POST', path: `${prefix}/render/template/{template}/{language}`, body: 'json' },
		{ method: 'GET', path: `${prefix}/drafts`, list: true },
		{ method: 'GET', path: `${prefix}/drafts/{draft}`, query: readQuery(prefix) },
		{ method: 'DELETE', path: `${prefix}/drafts/{draft}` },
		{ method: 'POST', path: `${prefix}/drafts/{draft}/publishRequest` },
		{ method: 'POST', path: `${prefix}/drafts/{draft}/duplicate`, body: 'json' },
		{ method: 'PUT', path: `${prefix}/drafts/{draft}/lockForTranslation` },
		{ method: 'DELETE', path: `${prefix}/drafts/{draft}/lockForTranslation` },
		{ method: 'GET', path: `${prefix}/drafts/{draft}/localizations` },
		{ method: 'PUT', path: `${prefix}/drafts/{draft}/localizations/{language}`, body: 'json' },
		{ method: 'DELETE', path: `${prefix}/drafts/{draft}/localizations/{language}` },
		{ method: 'GET', path: `${prefix}/drafts/{draft}/localizations/{language}/translations` },
		{
			method: 'PUT',
			path: `${prefix}/drafts/{draft}/localizations/{language}/translations`,
			body: 'po',
		},
		{ method: 'GET', path: `${prefix}/drafts/{draft}/localizationKeys` },
		{ method: 'GET', path: `${prefix}/localizations/{localization}`, query: readQuery(prefix) },
		{
			method: 'GET',
			path: `${prefix}/localizations/{localization}/drafts/{draft}`,
			query: readQuery(prefix),
		},
		{ method: 'POST', path: `${prefix}/drafts/{draft}/publish/approve`, body: 'text' },
		{ method: 'POST', path: `${prefix}/drafts/{draft}/publish/approveAll`, body: 'text' },
		{ method: 'POST', path: `${prefix}/drafts/{draft}/publish/reject`, body: 'text' },
	]),
	{ method: 'GET', path: '/workspaces', list: true },
	{ method: 'GET', path: '/workspaces/{folder}' },
	{ method: 'GET', path: '/blocks', list: true },
	{ method: 'GET', path: '/blocks/{block}' },
	{ method: 'PUT', path: '/blocks/{block}/localizations/{language}', body: 'json' },
	{ method: 'DELETE', path: '/blocks/{block}/localizations/{language}' },
	{ method: 'PUT', path: '/blocks/{block}/localizations/{language}/translations', body: 'json' },
	{ method: 'GET', path: '/tags' },
	{ method: 'GET', path: '/tags/{tag}' },
	{ method: 'POST', path: '/tags/create', body: 'json' },
	{ method: 'PATCH', path: '/tags/update/{tag}', body: 'json' },
	{ method: 'DELETE', path: '/tags/delete/{tag}' },
	{ method: 'PUT', path: '/tags/assign/{resource}', body: 'json' },
	{ method: 'POST', path: '/tags/unassign/{resource}', body: 'json' },
	{ method: 'GET', path: '/themes', list: true },
	{ method: 'GET', path: '/customerprofiles', list: true },
];

/** Real ids, so that a request is wrong only through its defect. */
const VALID_IDS: Record<string, string> = {
	template: DEMO.email.welcomeTemplate,
	draft: DEMO.email.springSaleDraft,
	language: 'fr-FR',
	folder: DEMO.workspaces.marketing,
	block: DEMO.blocks.header,
	tag: DEMO.tags.seasonal,
	resource: DEMO.email.orderTemplate,
	localization: 'loc_unknown',
};

const VALID_BODIES: Record<string, unknown> = {
	json: {
		name: 'Fuzz',
		types: ['draft'],
		workspaceIds: [DEMO.workspaces.marketing],
		tagIds: [DEMO.tags.transactional],
	},
	text: 'feedback',
	po: 'msgid "Spring sale"\nmsgstr "Soldes"\n',
};

const MEDIA = { json: 'application/json', text: 'text/plain', po: 'text/x-gettext-translation' };

const routeKeys = new Set(OPERATIONS.map((operation) => `${operation.method} ${operation.path}`));

describe('Fuzzing with bad requests', () => {
	let client: SandboxClient;

	beforeAll(async () => {
		// Every request is wrong on purpose, so the document refuses them all; its answers must still be ones the service gives.
		client = await openSandbox({ rateLimit: 1_000_000, allowViolations: [{ side: 'request' }] });
	});
	afterAll(() => client.close());

	it(
		`answers ${REQUESTS} generated bad requests with 4xx, keeps serving and leaves the state byte for byte unchanged`,
		async () => {
			const before = await client.state();
			await client.delete('/_sandbox/requests', { accept: null });
			const random = seededRandom(20260701);
			const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
			const garbage = (): string =>
				pick([
					'',
					'x',
					'tem_',
					'tdft_0',
					'../../etc/passwd',
					'%00',
					'é🙂',
					'a'.repeat(300),
					'a'.repeat(10_000),
					String(Math.floor(random() * 1e9)),
					'null',
					'{"$gt":""}',
					'tem_welcome ',
				]);
			// A broken body of each kind: its media type and its content.
			const brokenBodies: Record<string, () => [string, string]> = {
				malformed: () => ['application/json', pick(['{', '{"a":', '[1,', 'nul', '{"name":"x",}'])],
				type: () => [
					pick(['application/xml', 'image/png', 'text/html', 'multipart/form-data']),
					'<a/>',
				],
				shape: () => ['application/json', pick(['[]', '"text"', '42', 'null', '[{"name": 5}]'])],
				huge: () => ['application/json', JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) })],
				po: () => [
					'text/x-gettext-translation',
					pick(['msgid "a', 'msgstr', 'nonsense line', 'msgid "a"\nmsgid "b"']),
				],
			};

			const requests = Array.from({ length: REQUESTS }, () => {
				const operation = pick(OPERATIONS);
				const applicable: Defect[] = ['key', 'accept', 'query'];
				if (/\{(template|draft|folder|block|tag|resource|localization)\}/.test(operation.path))
					applicable.push('id');
				if (operation.path.includes('{language}')) applicable.push('language');
				if (operation.body) applicable.push('body');
				if (operation.list) applicable.push('cursor');
				applicable.push('method');
				const defects = new Set<Defect>([pick(applicable)]);
				if (random() < 0.3) defects.add(pick(applicable));

				let method = operation.method;
				if (defects.has('method')) {
					const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter(
						(each) => !routeKeys.has(`${each} ${operation.path}`),
					);
					method = others.length > 0 ? pick(others) : 'PATCH';
				}
				const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
					const bad =
						(name === 'language' && defects.has('language')) ||
						(name !== 'language' && defects.has('id'));
					if (!bad) return VALID_IDS[name];
					// Bad percent-encoding, which the router refuses before any route.
					if (random() < 0.05) return '%zz';
					return encodeURIComponent(
						name === 'language'
							? pick([
									'english',
									'en_US',
									'EN-us',
									'fr-fr',
									'fr--FR',
									'fr-FRA',
									'zh-hans-CN',
									garbage(),
								]) || 'xx_XX'
							: garbage() || 'zz',
					);
				});
				const query: string[] = [];
				if (defects.has('query'))
					query.push(
						`${pick(['colour', 'limit', 'page', 'targetlanguage', 'x'])}=${encodeURIComponent(garbage())}`,
					);
				if (defects.has('cursor'))
					query.push(
						`cursor=${encodeURIComponent(pick(['nonsense', 'dGVtcGxhdGVzfDk5OTk5OTk5', '====', garbage()]) || '!')}`,
					);
				if (operation.query) query.push(operation.query);
				const headers: Record<string, string> = {
					authorization: defects.has('key')
						? pick(['Bearer nope', 'Basic sandbox-key', 'Bearer', ''])
						: `Bearer ${client.sandbox.apiKey}`,
					accept: defects.has('accept')
						? pick([
								'*/*',
								'application/json',
								'application/vnd.service.2025.05+json',
								'application/vnd.service.+json',
								'text/html',
								'',
							])
						: 'application/vnd.service.2026.07+json',
				};
				let body: string | undefined;
				if (operation.body || defects.has('body')) {
					const kind = operation.body ?? 'json';
					if (defects.has('body')) {
						[headers['content-type'], body] = brokenBodies[pick(Object.keys(brokenBodies))]();
					} else {
						headers['content-type'] = MEDIA[kind];
						body =
							typeof VALID_BODIES[kind] === 'string'
								? (VALID_BODIES[kind] as string)
								: JSON.stringify(VALID_BODIES[kind]);
					}
				}
				if (method === 'GET' || method === 'HEAD') body = undefined;
				return {
					method,
					url: `${client.sandbox.url}${path}${query.length ? `?${query.join('&')}` : ''}`,
					headers,
					body,
				};
			});

			const failures: string[] = [];
			let next = 0;
			const worker = async () => {
				while (next < requests.length) {
					const request = requests[next++];
					const response = await fetch(request.url, {
						method: request.method,
						headers: request.headers,
						body: request.body,
					});
					await response.arrayBuffer();
					if (response.status < 400 || response.status >= 500) {
						failures.push(
							`${request.method} ${request.url} ${JSON.stringify(request.headers)} ${request.body?.slice(0, 80)} → ${response.status}`,
						);
					}
				}
			};
			await Promise.all(Array.from({ length: CONCURRENCY }, worker));

			expect(next).toBe(REQUESTS);
			expect(failures.slice(0, 5)).toEqual([]);
			// Every request is in the log, those the framework refused before any route included.
			expect((await client.get('/_sandbox/requests', { accept: null })).json).toHaveLength(
				REQUESTS,
			);
			expect((await client.get('/templates')).status).toBe(200);
			expect(await client.state()).toBe(before);
		},
		TIMEOUT_MS,
	);
});
