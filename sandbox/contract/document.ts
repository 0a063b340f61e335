/** The vendor's OpenAPI document: the project's copy of it, and reading it. */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The version the document describes: its media-type keys name it. */
export const DOCUMENT_VERSION = '2026.06';

/** The copy kept in the repository (`vendor/`, with a note of its origin); `CONTRACT_DOCUMENT` names another. */
export function defaultDocumentPath(): string {
	const override = process.env.CONTRACT_DOCUMENT;
	if (override) return resolve(override);
	return resolve(__dirname, 'vendor', `vendor-openapi-${DOCUMENT_VERSION}.json`);
}

export function documentExists(path: string = defaultDocumentPath()): boolean {
	return existsSync(path);
}

export interface OpenApiDocument {
	openapi: string;
	paths: Record<string, Record<string, unknown>>;
	components?: Record<string, Record<string, unknown>>;
}

export function readDocument(path: string): OpenApiDocument {
	if (!existsSync(path)) {
		throw new Error(
			`The contract checks need the vendor's OpenAPI document, and there is none at ${path} (CONTRACT_DOCUMENT names another path)`,
		);
	}
	const document = JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
	if (typeof document.openapi !== 'string' || !document.paths) {
		throw new Error(
			`${path} is not an OpenAPI document: it has no "openapi" version or no "paths"`,
		);
	}
	return document;
}

/** A value of the document and where it sits, as JSON pointer segments. */
export interface Located<T> {
	value: T;
	at: string[];
}

/** Follows local `$ref`s (`#/components/parameters/cursor`) to what they name, keeping the place. */
export function resolveRef<T>(
	document: OpenApiDocument,
	located: Located<T | { $ref: string }>,
): Located<T> {
	const ref = (located.value as { $ref?: unknown }).$ref;
	if (typeof ref !== 'string') return located as Located<T>;
	const at = ref.replace(/^#\//, '').split('/').map(unescapePointer);
	const target = at.reduce<unknown>(
		(node, segment) => (node as Record<string, unknown> | undefined)?.[segment],
		document,
	);
	if (target === undefined)
		throw new Error(`The OpenAPI document refers to ${ref}, which it does not define`);
	return resolveRef(document, { value: target as T, at });
}

/** `#/paths/~1templates/get/...`: a JSON pointer to a place in the document. */
export function pointer(at: readonly string[]): string {
	return `#/${at.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

function unescapePointer(segment: string): string {
	return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
