/**
 * The version table (nodes/shared/versions.ts) is the one statement of what each API version has.
 * These checks fail when a place that should read it states a fact of its own instead, or when the
 * table and what it describes part: an endpoint of the vendor's document or an operation of a node
 * the table does not know, a sandbox route it does not know or that is missing, a parameter, value
 * or field the table and the document see differently, or a version written out in the code of
 * the nodes, the sandbox or the scripts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
	API_VERSIONS,
	ENDPOINTS,
	FEATURES,
	type Feature,
	type RecordKind,
	endpointOf,
	fieldShown,
	hasFeature,
	parameterValues,
} from '../../nodes/shared/versions';
import { pathTemplates } from '../../nodes/shared/routing/requestPaths';
import { buildSandbox } from '../../sandbox';
import { defaultDocumentPath } from '../../sandbox/contract';
import { DOCUMENT_VERSION, readDocument } from '../../sandbox/contract/document';
import { OperationIndex } from '../../sandbox/contract/operations';
import { loadNode } from '../harness/loadNode';
import { filesUnder } from '../package/sourceFiles';

const root = join(__dirname, '../..');
const document = readDocument(defaultDocumentPath());
const operations = new OperationIndex(document).operations;
const atDocumentVersion = (features: readonly Feature[]) =>
	features.every((feature) => hasFeature(DOCUMENT_VERSION, feature));
const key = ({ method, template }: { method: string; template: string }) => `${method} ${template}`;

describe('the version table and the vendor document', () => {
	it('knows every endpoint of the document, each available in the version the document describes', () => {
		const unknown = operations.filter(({ method, template }) => !endpointOf(method, template));
		expect(unknown.map(key)).toEqual([]);
		const later = operations.filter(
			({ method, template }) => !atDocumentVersion(endpointOf(method, template)?.features ?? []),
		);
		expect(later.map(key)).toEqual([]);
	});

	it('has no endpoint of its own that the document, in its version, lacks', () => {
		const documented = new Set(operations.map(key));
		const invented = ENDPOINTS.filter(
			(endpoint) => atDocumentVersion(endpoint.features) && !documented.has(key(endpoint)),
		);
		expect(invented.map(key)).toEqual([]);
	});

	// The document lists a parameter such as themeId on email's reads only: email's stand for all.
	it('gates only query parameters the document lists on that endpoint', () => {
		const misplaced = ENDPOINTS.filter(
			({ channel }) => channel === undefined || channel === 'email',
		).flatMap((endpoint) => {
			const operation = operations.find((each) => key(each) === key(endpoint));
			return Object.keys(endpoint.parameters)
				.filter(
					(name) =>
						!operation?.parameters.some((each) => each.in === 'query' && each.name === name),
				)
				.map((name) => `${key(endpoint)}?${name}`);
		});
		expect(misplaced).toEqual([]);
	});

	it('gives the values the document lists, for every parameter whose values differ by version', () => {
		const checked: string[] = [];
		const differing = operations.flatMap((operation) =>
			operation.parameters.flatMap((parameter) => {
				const listed = parameter.schema?.value.enum as string[] | undefined;
				const channel = endpointOf(operation.method, operation.template)?.channel;
				const values = parameterValues(DOCUMENT_VERSION, parameter.name, channel);
				if (!listed || !values) return [];
				checked.push(parameter.name);
				return [...values].sort().join() === [...listed].sort().join()
					? []
					: [`${key(operation)}?${parameter.name}: ${values.join()} ≠ ${listed.join()}`];
			}),
		);
		expect(new Set(checked)).toEqual(new Set(['targetLanguage', 'status']));
		expect(differing).toEqual([]);
	});

	// The document's schemas for each kind of record the table names fields of.
	const SCHEMAS: Record<RecordKind, RegExp> = {
		template: /^(\w*TemplateRead|TemplateMetaRead)$/,
		draft: /^\w*Draft(Meta)?Read$/,
		block: /^BlockRead$/,
		localizationRef: /^LocalizationMetaRead$/,
		localization: /^\w*LocalizationRead$/,
		compiled: /^\w*CompiledRead$/,
		rendered: /^\w*TemplateRender$/,
	};
	const schemas = Object.entries(document.components?.schemas ?? {}) as Array<
		[string, { properties?: Record<string, unknown> }]
	>;

	it.each(Object.keys(SCHEMAS) as RecordKind[])(
		'shows a %s field in the document version exactly where the document lists it',
		(record) => {
			const matching = schemas.filter(([name]) => SCHEMAS[record].test(name));
			expect(matching.length).toBeGreaterThan(0);
			const named = (Object.keys(FEATURES) as Feature[]).flatMap((feature) => {
				const change = (FEATURES[feature] as { fields?: Record<string, object> }).fields?.[record];
				return Object.values(change ?? {}).flat() as string[];
			});
			expect(named.length).toBeGreaterThan(0);
			const differing = [...new Set(named)].filter(
				(field) =>
					fieldShown(DOCUMENT_VERSION, record, field) !==
					matching.some(([, schema]) => Object.hasOwn(schema.properties ?? {}, field)),
			);
			expect(differing).toEqual([]);
		},
	);
});

describe("the version table and the sandbox's routes", () => {
	// Built again by each test, so that a route the table lacks fails each of them, not the file.
	const sandboxApp = () => buildSandbox().app;

	it('knows every route of the sandbox', () => {
		expect(sandboxApp).not.toThrow();
	});

	it('has a route for every endpoint of the table, on every channel', () => {
		const app = sandboxApp();
		const missing = ENDPOINTS.filter(
			({ method, template }) =>
				!app.hasRoute({ method, url: template.replace(/\{(\w+)\}/g, ':$1') }),
		);
		expect(missing.map(key)).toEqual([]);
	});

	it('refuses, as it starts, a route the table does not know', () => {
		const app = sandboxApp();
		expect(() => app.get('/templates/:templateId/preview', async () => ({}))).toThrow(
			'GET /templates/:templateId/preview is in no feature of nodes/shared/versions.ts',
		);
	});
});

describe("the version table and the nodes' operations", () => {
	const NODES = [
		'MessageTemplates',
		'MessageDrafts',
		'MessageLocalizations',
		'MessageTags',
		'MessageWorkspaces',
	];
	const requests = NODES.flatMap((name) =>
		loadNode(name)
			.description.properties.filter((property) => property.name === 'operation')
			.flatMap((property) => (property.options ?? []) as Array<{ value: string; routing?: never }>)
			.map(({ value, routing }) => {
				const request = (routing as { request?: { method: string; url: string } } | undefined)
					?.request;
				// An expression may choose among paths (a draft's or a block's).
				const paths = pathTemplates(request?.url ?? '');
				return { operation: `${name} ${value}`, method: request?.method ?? '', paths };
			}),
	);

	it('finds them all', () => {
		expect(requests.length).toBeGreaterThan(35);
	});

	// A channel's endpoints are in the table for every channel, so email's path stands for all.
	it('knows the endpoint of every operation', () => {
		const unknown = requests.flatMap(({ operation, method, paths }) =>
			paths
				.filter((path) => !endpointOf(method, path))
				.map((path) => `${operation}: ${method} ${path}`),
		);
		expect(unknown).toEqual([]);
	});
});

describe('the version table in code', () => {
	// The table itself, the version of the vendor's document, and the generated Unicode table (data
	// that happens to hold such numbers).
	const EXEMPT = ['nodes/shared/versions.ts', 'sandbox/contract/document.ts'];
	const files = ['nodes', 'credentials', 'sandbox', 'scripts'].flatMap((folder) =>
		filesUnder(
			folder,
			(path) => path.endsWith('.ts') && !path.includes('unicodeTable') && !EXEMPT.includes(path),
		),
	);

	it('is the only place that writes out an API version', () => {
		const written = new RegExp(
			API_VERSIONS.map((version) => version.replace('.', '\\.')).join('|'),
		);
		const stated = files
			.flatMap((file) =>
				readFileSync(join(root, file), 'utf8')
					.split('\n')
					.map((line, index) => ({ at: `${file}:${index + 1}`, line }))
					.filter(({ line }) => written.test(line)),
			)
			.map(({ at, line }) => `${at}: ${line.trim()}`);
		expect(files.length).toBeGreaterThan(100);
		expect(stated).toEqual([]);
	});
});
