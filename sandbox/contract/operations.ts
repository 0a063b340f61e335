/** The document's operations, indexed by method and path template, with every `$ref` followed. */
import { type Located, type OpenApiDocument, resolveRef } from './document';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export type Schema = Record<string, unknown>;

export interface Parameter {
	name: string;
	in: 'path' | 'query' | 'header' | 'cookie';
	required: boolean;
	schema?: Located<Schema>;
}

/** One entry of a `content` map: the media type and where its schema is. */
export interface Media {
	mediaType: string;
	schema?: Located<Schema>;
}

export interface RequestBody {
	required: boolean;
	content: Media[];
}

export interface Operation {
	operationId: string;
	method: string;
	/** `/sms/drafts/{draftId}` as the document writes it. */
	template: string;
	parameters: Parameter[];
	requestBody?: RequestBody;
	/** By status (`200`, `4XX`, `default`); an empty content list means no body. */
	responses: ReadonlyMap<string, Media[]>;
}

export type Lookup =
	| { operation: Operation; pathParameters: Record<string, string> }
	| { missing: 'path' }
	| { missing: 'method'; methods: string[] };

interface RawParameter {
	name: string;
	in: Parameter['in'];
	required?: boolean;
	schema?: Schema;
}

interface RawOperation {
	operationId?: string;
	parameters?: Array<RawParameter | { $ref: string }>;
	requestBody?:
		{ required?: boolean; content?: Record<string, { schema?: Schema }> } | { $ref: string };
	responses?: Record<string, { content?: Record<string, { schema?: Schema }> } | { $ref: string }>;
}

export class OperationIndex {
	readonly operations: Operation[] = [];

	/** `extend` adjusts each operation as read, for what the sandbox may do beyond the document. */
	constructor(
		private readonly document: OpenApiDocument,
		extend: (operation: Operation) => Operation = (operation) => operation,
	) {
		for (const [template, item] of Object.entries(document.paths)) {
			const shared = (item.parameters ?? []) as RawOperation['parameters'];
			for (const method of METHODS) {
				const raw = item[method] as RawOperation | undefined;
				if (raw) this.operations.push(extend(this.operation(template, method, raw, shared ?? [])));
			}
		}
	}

	/** The operation a request addresses; among several templates the most literal one wins. */
	find(method: string, path: string): Lookup {
		const segments = path.split('/');
		const matches = this.operations
			.map((operation) => ({ operation, values: matchTemplate(operation.template, segments) }))
			.filter(
				(match): match is { operation: Operation; values: Record<string, string> } =>
					match.values !== undefined,
			);
		if (matches.length === 0) return { missing: 'path' };
		const sameMethod = matches.filter(({ operation }) => operation.method === method.toUpperCase());
		if (sameMethod.length === 0)
			return {
				missing: 'method',
				methods: [...new Set(matches.map(({ operation }) => operation.method))],
			};
		const best = sameMethod.reduce((a, b) =>
			literalCount(b.operation.template) > literalCount(a.operation.template) ? b : a,
		);
		return { operation: best.operation, pathParameters: best.values };
	}

	private operation(
		template: string,
		method: string,
		raw: RawOperation,
		shared: NonNullable<RawOperation['parameters']>,
	): Operation {
		const at = ['paths', template, method];
		const own = (raw.parameters ?? []).map((parameter, index) =>
			this.parameter(parameter, [...at, 'parameters', String(index)]),
		);
		const inherited = shared
			.map((parameter, index) =>
				this.parameter(parameter, ['paths', template, 'parameters', String(index)]),
			)
			.filter(
				(parameter) =>
					!own.some((mine) => mine.name === parameter.name && mine.in === parameter.in),
			);
		return {
			operationId: raw.operationId ?? `${method.toUpperCase()} ${template}`,
			method: method.toUpperCase(),
			template,
			parameters: [...inherited, ...own],
			requestBody: raw.requestBody
				? this.requestBody(raw.requestBody, [...at, 'requestBody'])
				: undefined,
			responses: new Map(
				Object.entries(raw.responses ?? {}).map(([status, response]) => {
					const resolved = resolveRef<{ content?: Record<string, { schema?: Schema }> }>(
						this.document,
						{
							value: response,
							at: [...at, 'responses', status],
						},
					);
					return [status, this.content(resolved)];
				}),
			),
		};
	}

	private parameter(raw: RawParameter | { $ref: string }, at: string[]): Parameter {
		const { value, at: where } = resolveRef<RawParameter>(this.document, { value: raw, at });
		return {
			name: value.name,
			in: value.in,
			required: value.required === true,
			schema: value.schema
				? resolveRef(this.document, { value: value.schema, at: [...where, 'schema'] })
				: undefined,
		};
	}

	private requestBody(raw: NonNullable<RawOperation['requestBody']>, at: string[]): RequestBody {
		const resolved = resolveRef<{
			required?: boolean;
			content?: Record<string, { schema?: Schema }>;
		}>(this.document, { value: raw, at });
		return { required: resolved.value.required === true, content: this.content(resolved) };
	}

	private content({
		value,
		at,
	}: Located<{ content?: Record<string, { schema?: Schema }> }>): Media[] {
		return Object.entries(value.content ?? {}).map(([mediaType, media]) => ({
			mediaType,
			schema: media.schema
				? { value: media.schema, at: [...at, 'content', mediaType, 'schema'] }
				: undefined,
		}));
	}
}

function matchTemplate(
	template: string,
	segments: readonly string[],
): Record<string, string> | undefined {
	const parts = template.split('/');
	if (parts.length !== segments.length) return undefined;
	const values: Record<string, string> = {};
	for (const [index, part] of parts.entries()) {
		const segment = segments[index];
		const name = /^\{(.+)\}$/.exec(part)?.[1];
		if (name === undefined) {
			if (part !== segment) return undefined;
		} else {
			if (segment === '') return undefined;
			values[name] = decodeSegment(segment);
		}
	}
	return values;
}

function literalCount(template: string): number {
	return template.split('/').filter((part) => !part.startsWith('{')).length;
}

function decodeSegment(segment: string): string {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}
