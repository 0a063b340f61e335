/** Schema checks with ajv: the document's own schemas, found by where they sit in it. */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { type Located, type OpenApiDocument, pointer } from './document';
import type { Schema } from './operations';

/** Where a value breaks its schema, relative to the value (`/data/0/id`), and how. */
export interface SchemaProblem {
	at: string;
	expected: string;
	actual: string;
}

const DOCUMENT_ID = 'openapi';

/** A wide list can break one rule many times: the first few say enough. */
const PROBLEMS_PER_VALUE = 20;

export class SchemaValidator {
	private readonly ajv: Ajv;
	private readonly compiled = new Map<string, ValidateFunction>();

	constructor(document: OpenApiDocument) {
		// Not strict: the document as a whole is no JSON schema, and OpenAPI adds words of its own.
		this.ajv = new Ajv({ allErrors: true, strict: false });
		addFormats(this.ajv);
		this.ajv.addSchema(document as unknown as Schema, DOCUMENT_ID);
	}

	/**
	 * Checks a value against a schema of the document. `override` replaces some of its keywords
	 * (a version's own enum): only for schemas without references of their own, like the parameters'.
	 */
	check(schema: Located<Schema>, value: unknown, override?: Schema): SchemaProblem[] {
		const reference = `${DOCUMENT_ID}${pointer(schema.at)}`;
		const key = override ? `${reference} ${JSON.stringify(override)}` : reference;
		let validate = this.compiled.get(key);
		if (!validate) {
			validate = this.ajv.compile(
				override ? { ...schema.value, ...override } : { $ref: reference },
			);
			this.compiled.set(key, validate);
		}
		if (validate(value)) return [];
		return (validate.errors ?? [])
			.slice(0, PROBLEMS_PER_VALUE)
			.map((error) => describe(error, value));
	}
}

/** Problems as places in the exchange: `response.body` and `/data/0/id` make `response.body/data/0/id`. */
export function placeProblems(
	prefix: string,
	problems: readonly SchemaProblem[],
): Array<{ place: string; expected: string; actual: string }> {
	return problems.map(({ at, expected, actual }) => ({ place: prefix + at, expected, actual }));
}

function describe(error: ErrorObject, root: unknown): SchemaProblem {
	const params = error.params as Record<string, unknown>;
	if (error.keyword === 'required') {
		return {
			at: `${error.instancePath}/${String(params.missingProperty)}`,
			expected: 'present (required)',
			actual: 'absent',
		};
	}
	if (error.keyword === 'additionalProperties') {
		return {
			at: `${error.instancePath}/${String(params.additionalProperty)}`,
			expected: 'no such property',
			actual: 'present',
		};
	}
	const actual = show(valueAt(root, error.instancePath));
	if (error.keyword === 'enum') {
		return {
			at: error.instancePath,
			expected: `one of ${(params.allowedValues as unknown[]).map(show).join(', ')}`,
			actual,
		};
	}
	if (error.keyword === 'type')
		return { at: error.instancePath, expected: `type ${String(params.type)}`, actual };
	if (error.keyword === 'format')
		return { at: error.instancePath, expected: `format ${String(params.format)}`, actual };
	return { at: error.instancePath, expected: error.message ?? error.keyword, actual };
}

function valueAt(root: unknown, instancePath: string): unknown {
	return instancePath
		.split('/')
		.slice(1)
		.map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
		.reduce<unknown>(
			(node, segment) => (node as Record<string, unknown> | undefined)?.[segment],
			root,
		);
}

/** A value as JSON, cut short: enough to recognise it in a one-line report. */
export function show(value: unknown): string {
	const text = value === undefined ? 'absent' : JSON.stringify(value);
	return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
