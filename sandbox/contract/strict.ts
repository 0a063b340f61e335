/**
 * The document read strictly, for telling drift in a live service's answers: the document lists
 * every field of an answer but marks none required and leaves objects open, so on its own it
 * notices neither a field that went missing nor one that appeared. Here every object a successful
 * answer holds is closed, and its fields are required, but for those a faithful service leaves out
 * where it has nothing to say.
 */
import type { OpenApiDocument } from './document';
import type { Schema } from './operations';

/** Fields a successful answer may leave out, wherever they are listed, and why. */
export const OPTIONAL_FIELDS: Readonly<Record<string, string>> = {
	designApprovedDate:
		'a draft whose design was never approved has no date, and null is no date-time',
};

/** A copy of the document whose successful answers are closed and complete. */
export function strictDocument(document: OpenApiDocument): OpenApiDocument {
	const copy = structuredClone(document);
	const schemas = (copy.components?.schemas ?? {}) as Record<string, Schema>;
	const seen = new Set<Schema>();
	const tighten = (schema: unknown): void => {
		if (!isSchema(schema) || seen.has(schema)) return;
		seen.add(schema);
		const ref = schema.$ref;
		if (typeof ref === 'string') {
			const target = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
			if (target !== undefined) tighten(schemas[target]);
			return;
		}
		const properties = schema.properties;
		if (isSchema(properties)) {
			if (schema.additionalProperties === undefined) schema.additionalProperties = false;
			if (schema.required === undefined)
				schema.required = Object.keys(properties).filter((field) => !(field in OPTIONAL_FIELDS));
			for (const property of Object.values(properties)) tighten(property);
		}
		tighten(schema.items);
	};
	for (const item of Object.values(copy.paths)) {
		for (const operation of Object.values(item)) {
			const responses = (operation as { responses?: Record<string, unknown> }).responses ?? {};
			for (const [status, response] of Object.entries(responses)) {
				if (!status.startsWith('2')) continue;
				const content = (response as { content?: Record<string, { schema?: unknown }> }).content;
				for (const media of Object.values(content ?? {})) tighten(media.schema);
			}
		}
	}
	return copy;
}

function isSchema(value: unknown): value is Schema {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
