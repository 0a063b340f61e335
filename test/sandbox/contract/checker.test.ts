/** The contract checker on hand-made exchanges: what it finds, and what it lets pass. */
import { ContractChecker, defaultDocumentPath, type Exchange } from '../../../sandbox/contract';

const checker = new ContractChecker(defaultDocumentPath());

const json = (version: string) => `application/vnd.service.${version}+json`;

function check(exchange: Partial<Exchange> & { version?: string }) {
	const { version = '2026.06', ...rest } = exchange;
	return checker.check({
		method: 'GET',
		url: '/templates',
		accept: json(version),
		status: 200,
		contentType: `${json(version)}; charset=utf-8`,
		payload: '{"data":[],"cursor":{"hasMore":false}}',
		...rest,
	});
}

const places = (exchange: Parameters<typeof check>[0]) =>
	check(exchange).map(({ side, place }) => `${side} ${place}`);

const DRAFT_ITEM = {
	id: 'tdft_1',
	templateId: 'tem_1',
	name: 'Draft',
	status: 'IN_PROGRESS',
	createdAt: '2026-01-02T03:04:05Z',
};

describe('contract checker', () => {
	afterEach(() => checker.clear());

	it('passes an exchange that follows the document, and counts it', () => {
		expect(check({})).toEqual([]);
		expect(
			check({
				url: '/templates/tem_1?targetLanguage=mandrillhandlebars',
				payload: '{"id":"tem_1","compiled":{"html":"PGI+"}}',
			}),
		).toEqual([]);
		expect(checker.report()).toMatchObject({
			enabled: true,
			requests: 2,
			violations: [],
			dropped: 0,
		});
	});

	it('finds a target language the document does not list, naming the allowed ones', () => {
		const [violation] = check({
			url: '/templates/tem_1?targetLanguage=platformAhandlebars',
			status: 400,
			contentType: 'application/json',
			payload: '{"code":"invalid_parameter","message":"no"}',
		});
		expect(violation).toEqual({
			operationId: 'getTemplateById',
			method: 'GET',
			path: '/templates/tem_1',
			version: '2026.06',
			status: 400,
			side: 'request',
			place: 'query.targetLanguage',
			expected:
				'one of "html", "handlebars", "ampscript", "freemarker", "cheetah", "jinja", "liquid", "mandrillhandlebars", "handlebarsjava"',
			actual: '"platformAhandlebars"',
		});
	});

	it('finds a missing required parameter and one the operation does not declare', () => {
		expect(places({ url: '/templates/tem_1', payload: '{}' })).toEqual([
			'request query.targetLanguage',
		]);
		expect(check({ url: '/sms/templates?colour=blue' })).toEqual([
			expect.objectContaining({
				place: 'query.colour',
				expected: 'no such parameter (the operation takes cursor, name, folderId, workspaceId)',
				actual: '"blue"',
			}),
		]);
	});

	it('finds an answer in another media type than the document declares', () => {
		expect(check({ contentType: 'application/json; charset=utf-8' })).toEqual([
			expect.objectContaining({
				side: 'response',
				place: 'response.content-type',
				expected: json('2026.06'),
				actual: '"application/json; charset=utf-8"',
			}),
		]);
		// The version the request asked for replaces the document's own.
		expect(check({ version: '2026.07' })).toEqual([]);
		expect(places({ version: '2026.07', contentType: json('2026.06') })).toEqual([
			'response response.content-type',
		]);
	});

	it('finds null where the document declares a string, with the path into the body', () => {
		const payload = JSON.stringify({
			data: [DRAFT_ITEM, { ...DRAFT_ITEM, designApprovedDate: null }],
			cursor: { hasMore: false },
		});
		expect(check({ url: '/drafts', payload })).toEqual([
			expect.objectContaining({
				operationId: 'getDrafts',
				place: 'response.body/data/1/designApprovedDate',
				expected: 'type string',
				actual: 'null',
			}),
		]);
	});

	it('finds a 200 where the document declares 204, and a body where it declares none', () => {
		const lock = {
			method: 'PUT',
			url: '/drafts/tdft_1/lockForTranslation',
			payload: '',
			contentType: undefined,
		};
		expect(check({ ...lock, status: 204 })).toEqual([]);
		expect(check({ ...lock, status: 200 })).toEqual([
			expect.objectContaining({ place: 'response.status', actual: '200' }),
		]);
		const submit = {
			method: 'POST',
			url: '/sms/drafts/tdft_1/publishRequest',
			contentType: 'application/json',
		};
		expect(check({ ...submit, payload: '' })).toEqual([]);
		expect(check({ ...submit, payload: '{"ok":true}' })).toEqual([
			expect.objectContaining({
				place: 'response.body',
				expected: 'no body',
				actual: '"{\\"ok\\":true}"',
			}),
		]);
	});

	it('checks error answers against the error body of the document', () => {
		const error = { url: '/tags', status: 404, contentType: 'application/json' };
		expect(check({ ...error, payload: '{"code":"not_found","message":"No such tag"}' })).toEqual(
			[],
		);
		expect(places({ ...error, payload: '{"code":"missing","message":"No such tag"}' })).toEqual([
			'response response.body/code',
		]);
	});

	it('finds paths and methods the document does not have', () => {
		expect(check({ url: '/teamplates', status: 404, payload: '{}' })).toEqual([
			expect.objectContaining({
				operationId: null,
				place: 'path',
				expected: 'a path of the document',
				actual: '/teamplates',
			}),
		]);
		expect(check({ method: 'PATCH', url: '/templates/tem_1', status: 404, payload: '{}' })).toEqual(
			[
				expect.objectContaining({
					operationId: null,
					place: 'method',
					expected: 'one of GET',
					actual: 'PATCH',
				}),
			],
		);
	});

	it('reads the version from Accept, and the POT form only where the operation answers one', () => {
		expect(
			places({
				accept: undefined,
				status: 400,
				payload: '{"code":"invalid_request","message":"no"}',
			}),
		).toEqual(['request header.Accept']);
		expect(
			check({
				accept: 'application/vnd.service.2025.05+json',
				status: 400,
				payload: '{"code":"invalid_request","message":"no"}',
			}),
		).toEqual([
			expect.objectContaining({
				place: 'header.Accept',
				version: '2025.05',
				expected: 'a version the service answers',
			}),
		]);
		expect(
			places({
				accept: 'text/vnd.service.2026.06+x-gettext-translation',
				status: 400,
				payload: '{"code":"invalid_request","message":"no"}',
			}),
		).toEqual(['request header.Accept']);
		const pot = 'text/vnd.service.2026.07+x-gettext-translation';
		const keys = {
			url: '/push/drafts/tdft_1/localizationKeys',
			accept: pot,
			payload: 'msgid "Hello"\nmsgstr ""\n',
		};
		expect(check({ ...keys, contentType: pot })).toEqual([]);
		expect(check({ ...keys, contentType: 'text/x-gettext-translation; charset=utf-8' })).toEqual([
			expect.objectContaining({ place: 'response.content-type', expected: pot }),
		]);
	});

	it('checks request bodies: media type, requiredness and schema', () => {
		const duplicate = {
			method: 'POST',
			url: '/voice/drafts/tdft_1/duplicate',
			contentType: 'application/json',
			payload: '{"id":"tdft_2"}',
		};
		expect(
			check({ ...duplicate, body: { text: '{"name":"Copy"}', contentType: 'application/json' } }),
		).toEqual([]);
		expect(places({ ...duplicate, body: { text: '', contentType: undefined } })).toEqual([
			'request request.body',
		]);
		expect(places({ ...duplicate, body: { text: '{}', contentType: 'application/json' } })).toEqual(
			['request request.body/name'],
		);
		expect(places({ ...duplicate, body: { text: 'Copy', contentType: 'text/plain' } })).toEqual([
			'request request.content-type',
		]);
		expect(
			places({ ...duplicate, body: { text: '{"name":', contentType: 'application/json' } }),
		).toEqual(['request request.body']);
		// Refused before it was read: the media type alone is still checked.
		expect(
			places({ ...duplicate, body: { text: undefined, contentType: 'application/xml' } }),
		).toEqual(['request request.content-type']);
		expect(
			check({ ...duplicate, body: { text: undefined, contentType: 'application/json' } }),
		).toEqual([]);

		const approve = {
			method: 'POST',
			url: '/drafts/tdft_1/publish/approve',
			payload: '',
			contentType: undefined,
		};
		expect(
			check({ ...approve, body: { text: 'Looks good', contentType: 'text/plain; charset=utf-8' } }),
		).toEqual([]);
		expect(check({ ...approve, body: { text: '', contentType: undefined } })).toEqual([]);
		expect(
			places({
				method: 'POST',
				url: '/drafts/tdft_1/publishRequest',
				payload: '',
				body: { text: '{}', contentType: 'application/json' },
			}),
		).toEqual(['request request.body']);
	});

	it('allows the documented extensions: PO files on draft translations, cursor on blocks, errors everywhere', () => {
		const po = {
			text: 'msgid "Hello"\nmsgstr "Bonjour"\n',
			contentType: 'text/x-gettext-translation',
		};
		expect(
			check({
				method: 'PUT',
				url: '/liveactivity/drafts/tdft_1/localizations/fr-FR/translations',
				body: po,
				payload: '',
			}),
		).toEqual([]);
		expect(
			places({
				method: 'PUT',
				url: '/blocks/blk_1/localizations/fr-FR/translations',
				body: po,
				payload: '',
			}),
		).toEqual(['request request.content-type']);
		expect(check({ url: '/blocks?cursor=abc' })).toEqual([]);
		// getLocalizationForDraft declares only 200 and 400: an unknown draft is still a 404.
		expect(
			check({
				url: '/drafts/tdft_none/localizations',
				status: 404,
				contentType: 'application/json',
				payload: '{"code":"not_found","message":"no"}',
			}),
		).toEqual([]);
		expect(checker.report().extensions).toHaveLength(3);
	});

	it('checks other versions with the same shapes, less what they lack', () => {
		const error = {
			status: 404,
			contentType: 'application/json',
			payload: '{"code":"not_found","message":"no"}',
		};
		expect(check({ version: '2024.08', url: '/themes', ...error })).toEqual([
			expect.objectContaining({
				side: 'request',
				place: 'operation',
				version: '2024.08',
				actual: 'version 2024.08',
				expected: expect.stringMatching(/^API version 20\d\d\.\d\d or newer/),
			}),
		]);
		expect(
			places({ version: '2025.09', url: '/templates?name=Welcome', ...error, status: 400 }),
		).toEqual(['request query.name']);
		// The translation-lock filter has its older name before 2026.06, and none before 2020.11.
		expect(check({ version: '2024.08', url: '/drafts?status=awaitingTranslation' })).toEqual([]);
		expect(
			check({
				version: '2024.08',
				url: '/drafts?status=LOCKED_FOR_TRANSLATION',
				...error,
				status: 400,
			}),
		).toEqual([
			expect.objectContaining({ place: 'query.status', expected: 'one of "awaitingTranslation"' }),
		]);
		expect(
			places({
				version: '2019.10',
				url: '/drafts?status=awaitingTranslation',
				...error,
				status: 400,
			}),
		).toEqual(['request query.status']);
		// Email django: absent in 2025.09, present in 2024.08.
		expect(
			places({
				version: '2025.09',
				url: '/templates/tem_1?targetLanguage=django',
				...error,
				status: 400,
			}),
		).toEqual(['request query.targetLanguage']);
		expect(
			check({ version: '2024.08', url: '/templates/tem_1?targetLanguage=django', payload: '{}' }),
		).toEqual([]);
	});
});
