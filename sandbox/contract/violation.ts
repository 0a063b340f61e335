/** One difference between an exchange with the sandbox and the vendor's OpenAPI document. */

export type ViolationSide = 'request' | 'response';

export interface Violation {
	/** Null when the method and path name no operation of the document. */
	operationId: string | null;
	method: string;
	/** The path as requested, without the query. */
	path: string;
	/** The version the Accept header asked for; null when it names none. */
	version: string | null;
	/** The status the sandbox answered. */
	status: number;
	side: ViolationSide;
	/** Where: `query.targetLanguage`, `header.Accept`, `response.status`, `response.body/data/0/id`… */
	place: string;
	expected: string;
	actual: string;
}

/** Picks violations out by any of their fields; a field left out matches everything. */
export interface ViolationMatcher {
	status?: number;
	side?: ViolationSide;
	place?: string | RegExp;
	operationId?: string;
}

export function matchesViolation(violation: Violation, matcher: ViolationMatcher): boolean {
	const { place } = matcher;
	return (
		(matcher.status === undefined || matcher.status === violation.status) &&
		(matcher.side === undefined || matcher.side === violation.side) &&
		(matcher.operationId === undefined || matcher.operationId === violation.operationId) &&
		(place === undefined ||
			(typeof place === 'string' ? place === violation.place : place.test(violation.place)))
	);
}

/** One readable line: where, what was expected, what came. */
export function describeViolation(violation: Violation): string {
	const operation = violation.operationId ?? 'no operation';
	const version = violation.version ?? 'no version';
	return (
		`${violation.side} ${violation.place} on ${operation} (${violation.method} ${violation.path}, ${version}, ` +
		`answered ${violation.status}): expected ${violation.expected}; got ${violation.actual}`
	);
}
