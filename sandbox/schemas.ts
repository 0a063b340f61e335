/** JSON schemas shared by the routes. Unknown query parameters and body fields are refused. */
import { LANGUAGE_ID_PATTERN } from '../nodes/shared/ids';

export const NAME = { type: 'string', minLength: 1, maxLength: 255 } as const;

/** Path parameters; `languageId` must be a BCP 47 tag (`fr-FR`, `zh-Hans-CN`), every other one is an opaque string. */
export function pathParameters(...names: string[]): object {
	return {
		type: 'object',
		properties: Object.fromEntries(
			names.map((name) => [
				name,
				name === 'languageId'
					? { type: 'string', pattern: LANGUAGE_ID_PATTERN.source }
					: { type: 'string' },
			]),
		),
		required: names,
	};
}

export function queryParameters(
	names: readonly string[],
	required: readonly string[] = [],
): object {
	return {
		type: 'object',
		properties: Object.fromEntries(
			names.map((name) => [name, { type: 'string', maxLength: 1000 }]),
		),
		required,
		additionalProperties: false,
	};
}

export const NO_QUERY = queryParameters([]);

export const TRANSLATIONS_BODY = {
	type: 'object',
	maxProperties: 10_000,
	propertyNames: { minLength: 1, maxLength: 10_000 },
	additionalProperties: { type: 'string', maxLength: 10_000 },
} as const;

export const LOCALIZATION_BODY = {
	type: 'object',
	properties: { name: NAME },
	additionalProperties: false,
} as const;

/** An operation without a body: one may be sent, but it must be empty or `{}`. */
export const EMPTY_BODY = {
	type: 'object',
	maxProperties: 0,
} as const;
