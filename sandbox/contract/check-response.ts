/** What an answer must be for the operation: a declared status, its media type, its body. */
import { type Finding, mediaTypeOf, parseBody } from './check-request';
import type { Media, Operation } from './operations';
import { placeProblems, type SchemaValidator, show } from './validator';
import { forVersion } from './version-gates';

export interface ResponseFacts {
	status: number;
	contentType: string | undefined;
	/** The body as sent; undefined when it was a stream the check cannot read. */
	payload: string | undefined;
	/** The version the request named, to read the document's media types for. */
	version: string | null;
	accept: string | undefined;
}

export function checkResponse(
	validator: SchemaValidator,
	operation: Operation,
	facts: ResponseFacts,
): Finding[] {
	const declared = declaredResponse(operation, facts.status);
	if (!declared) {
		return [
			{
				place: 'response.status',
				expected: `one of ${[...operation.responses.keys()].join(', ')}`,
				actual: String(facts.status),
			},
		];
	}
	if (facts.payload === undefined) return [];
	if (declared.length === 0) {
		return facts.payload === ''
			? []
			: [{ place: 'response.body', expected: 'no body', actual: show(facts.payload) }];
	}
	const content = declared.map((media) => ({
		...media,
		mediaType: facts.version ? forVersion(media.mediaType, facts.version) : media.mediaType,
	}));
	if (facts.payload === '') {
		return [
			{
				place: 'response.body',
				expected: `a body as ${content.map((media) => media.mediaType).join(' or ')}`,
				actual: 'none',
			},
		];
	}
	const findings: Finding[] = [];
	const media = matchingMedia(content, mediaTypeOf(facts.contentType), facts.accept);
	if (!media.match)
		findings.push({
			place: 'response.content-type',
			expected: media.expected,
			actual: show(facts.contentType),
		});
	const schemaOf = media.match ?? (content.length === 1 ? content[0] : undefined);
	if (!schemaOf?.schema) return findings;
	const parsed = parseBody(schemaOf.mediaType, facts.payload);
	if (!parsed.ok)
		return [...findings, { place: 'response.body', expected: 'JSON', actual: show(facts.payload) }];
	return [
		...findings,
		...placeProblems('response.body', validator.check(schemaOf.schema, parsed.value)),
	];
}

/**
 * A success must be declared as such: the document's `default` answers are its error body, so
 * they stand for error statuses only (a 200 where 204 is declared is a difference).
 */
function declaredResponse(operation: Operation, status: number): Media[] | undefined {
	const exact =
		operation.responses.get(String(status)) ?? operation.responses.get(`${String(status)[0]}XX`);
	if (exact || status < 400) return exact;
	return operation.responses.get('default');
}

/**
 * The media type must be one the document declares for the status; where the request's Accept names
 * one of them (JSON or the POT file), it must be that one.
 */
function matchingMedia(
	content: Media[],
	actual: string,
	accept: string | undefined,
): { match?: Media; expected: string } {
	const asked = content.find((media) => media.mediaType === accept?.trim());
	const candidates = asked ? [asked] : content;
	const match = candidates.find((media) => media.mediaType === actual || media.mediaType === '*/*');
	return { match, expected: candidates.map((media) => media.mediaType).join(' or ') };
}
