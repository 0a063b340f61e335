/** What a request must be for the operation it addresses: parameters, Accept, body. */
import { type ApiVersion, missingEndpointFeature } from '../../nodes/shared/versions';
import type { Operation, Parameter } from './operations';
import { placeProblems, type SchemaValidator, show } from './validator';
import {
	type AcceptReading,
	describeMissingFeature,
	missingParameterFeature,
	parameterOverride,
} from './version-gates';
import type { Violation } from './violation';

export type Finding = Pick<Violation, 'place' | 'expected' | 'actual'>;

export interface RequestFacts {
	pathParameters: Record<string, string>;
	query: URLSearchParams;
	accept: string | undefined;
	reading: AcceptReading;
	/** The body as received; undefined when the request was refused before its body was read. */
	body?: { text: string | undefined; contentType: string | undefined };
}

export function checkRequest(
	validator: SchemaValidator,
	operation: Operation,
	facts: RequestFacts,
): Finding[] {
	const findings: Finding[] = [];
	const { reading } = facts;
	if (reading.problem)
		findings.push({
			place: 'header.Accept',
			expected: reading.problem,
			actual: show(facts.accept),
		});
	const version = reading.apiVersion;
	const missing = version
		? missingEndpointFeature(version, operation.method, operation.template)
		: undefined;
	if (missing)
		findings.push({
			place: 'operation',
			expected: describeMissingFeature(missing),
			actual: `version ${version}`,
		});

	for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'path')) {
		findings.push(
			...checkValue(validator, operation, parameter, facts.pathParameters[parameter.name], version),
		);
	}
	const declared = operation.parameters.filter((candidate) => candidate.in === 'query');
	for (const parameter of declared) {
		const values = facts.query.getAll(parameter.name);
		findings.push(
			...checkValue(
				validator,
				operation,
				parameter,
				values.length > 1 ? values : values[0],
				version,
			),
		);
	}
	for (const name of new Set(facts.query.keys())) {
		if (declared.some((parameter) => parameter.name === name)) continue;
		const accepted = declared.map((parameter) => parameter.name).join(', ') || 'none';
		findings.push({
			place: `query.${name}`,
			expected: `no such parameter (the operation takes ${accepted})`,
			actual: show(facts.query.get(name)),
		});
	}
	if (facts.body) findings.push(...checkBody(validator, operation, facts.body));
	return findings;
}

function checkValue(
	validator: SchemaValidator,
	operation: Operation,
	parameter: Parameter,
	value: unknown,
	version: ApiVersion | undefined,
): Finding[] {
	const place = `${parameter.in}.${parameter.name}`;
	if (value === undefined)
		return parameter.required ? [{ place, expected: 'present (required)', actual: 'absent' }] : [];
	const missing =
		version && parameter.in === 'query'
			? missingParameterFeature(operation.method, operation.template, parameter.name, version)
			: undefined;
	if (missing)
		return [{ place, expected: describeMissingFeature(missing), actual: `version ${version}` }];
	if (!parameter.schema) return [];
	const override = version
		? parameterOverride(operation.template, parameter.name, version)
		: undefined;
	return placeProblems(place, validator.check(parameter.schema, value, override));
}

function checkBody(
	validator: SchemaValidator,
	operation: Operation,
	body: NonNullable<RequestFacts['body']>,
): Finding[] {
	const declared = operation.requestBody;
	if (body.text === '') {
		return declared?.required
			? [{ place: 'request.body', expected: 'a body (required)', actual: 'none' }]
			: [];
	}
	if (!declared)
		return [
			{ place: 'request.body', expected: 'no body', actual: show(body.text ?? body.contentType) },
		];
	const mediaType = mediaTypeOf(body.contentType);
	const media = declared.content.find((candidate) => candidate.mediaType === mediaType);
	if (!media) {
		const accepted = declared.content.map((candidate) => candidate.mediaType).join(', ');
		return [
			{
				place: 'request.content-type',
				expected: `one of ${accepted}`,
				actual: show(body.contentType),
			},
		];
	}
	// A body refused unread has only its media type to check.
	if (!media.schema || body.text === undefined) return [];
	const parsed = parseBody(mediaType, body.text);
	if (!parsed.ok) return [{ place: 'request.body', expected: 'JSON', actual: show(body.text) }];
	return placeProblems('request.body', validator.check(media.schema, parsed.value));
}

/** `application/json; charset=utf-8` → `application/json`. */
export function mediaTypeOf(contentType: string | undefined): string {
	return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** JSON media types (and error answers of any type) carry JSON; the others are text as they come. */
export function parseBody(
	mediaType: string,
	text: string,
): { ok: true; value: unknown } | { ok: false } {
	if (!/[/+]json$/.test(mediaType) && mediaType !== '*/*') return { ok: true, value: text };
	try {
		return { ok: true, value: JSON.parse(text) as unknown };
	} catch {
		return { ok: false };
	}
}
