/**
 * What the contract says of one exchange, as drift a user can act on: the kind, the operation and
 * the place in the answer. The vendor's document describes one version (DOCUMENT_VERSION); a
 * credential on another is held to the same shapes, less the fields that version lacks and plus
 * those it adds.
 */
import { ContractChecker, defaultDocumentPath, type Violation } from '../../sandbox/contract';
import { DOCUMENT_VERSION } from '../../sandbox/contract/document';
import {
	type ApiVersion,
	DEFAULT_MEDIA_TYPE_NAME,
	FEATURES,
	type Feature,
	featureFields,
	hasFeature,
	translationLockStatusValue,
} from '../../nodes/shared/versions';
import type { Recorded } from './recorder';

export type FindingKind =
	| 'field missing'
	| 'field added'
	| 'type differs'
	| 'unknown enum value'
	| 'unexpected status'
	| 'media type differs'
	| 'value differs'
	| 'request differs';

export interface Finding {
	kind: FindingKind;
	operationId: string | null;
	method: string;
	path: string;
	/** `response.body/data/0/name`, `response.status`… */
	place: string;
	expected: string;
	actual: string;
}

/**
 * The fields each feature brought (absent before it), and those it took the place of (present
 * only before it), as the version table has them. Matched by name wherever they are.
 */
const FEATURE_FIELDS = (Object.keys(FEATURES) as Feature[]).map((feature) => ({
	feature,
	...featureFields(feature),
}));

export function strictContract(): ContractChecker {
	return new ContractChecker(defaultDocumentPath(), { strict: true });
}

/** Drift found in one exchange, for the credential's version and media type name. */
export function findingsOf(
	contract: ContractChecker,
	exchange: Recorded,
	version: ApiVersion,
	mediaTypeName: string,
): Finding[] {
	const named = (text: string | undefined) =>
		text?.split(`vnd.${mediaTypeName}.`).join(`vnd.${DEFAULT_MEDIA_TYPE_NAME}.`);
	const violations = contract
		.check({
			...exchange,
			accept: named(exchange.accept),
			contentType: named(exchange.contentType),
		})
		.filter((violation) => !belongsToVersion(violation, version));
	const findings = violations.map(toFinding);
	// A 429 is the pacer's to wait out, not drift.
	if (
		exchange.status >= 400 &&
		exchange.status !== 429 &&
		!findings.some(({ kind }) => kind === 'unexpected status')
	) {
		findings.push({
			kind: 'unexpected status',
			operationId: violations[0]?.operationId ?? null,
			method: exchange.method,
			path: exchange.url.split('?')[0],
			place: 'response.status',
			expected: 'a successful answer (the request named only what the account itself listed)',
			actual: `${exchange.status} ${serviceMessage(exchange.payload)}`.trim(),
		});
	}
	return findings;
}

function toFinding(violation: Violation): Finding {
	const { operationId, method, path, place, expected, actual } = violation;
	return { kind: kindOf(violation), operationId, method, path, place, expected, actual };
}

function kindOf({ side, place, expected }: Violation): FindingKind {
	if (side === 'request') return 'request differs';
	if (place === 'response.status') return 'unexpected status';
	if (place === 'response.content-type') return 'media type differs';
	if (expected === 'present (required)') return 'field missing';
	if (expected === 'no such property') return 'field added';
	if (expected.startsWith('type ')) return 'type differs';
	if (expected.startsWith('one of ')) return 'unknown enum value';
	return 'value differs';
}

/** A difference the credential's version has from the document's by design. */
function belongsToVersion(violation: Violation, version: ApiVersion): boolean {
	if (version === DOCUMENT_VERSION) return false;
	const field = violation.place.split('/').pop() ?? '';
	const kind = kindOf(violation);
	const broughtBy = FEATURE_FIELDS.filter(({ adds }) => adds.includes(field)).map(
		({ feature }) => feature,
	);
	const replacedBy = FEATURE_FIELDS.filter(({ removes }) => removes.includes(field)).map(
		({ feature }) => feature,
	);
	if (kind === 'field missing') return broughtBy.some((feature) => !hasFeature(version, feature));
	if (kind === 'field added')
		return (
			broughtBy.some((feature) => hasFeature(version, feature)) ||
			replacedBy.some((feature) => !hasFeature(version, feature))
		);
	if (kind === 'unknown enum value')
		return violation.actual === JSON.stringify(translationLockStatusValue(version));
	return false;
}

function serviceMessage(payload: string | undefined): string {
	try {
		const message = (JSON.parse(payload ?? '') as { message?: unknown }).message;
		return typeof message === 'string' ? `(${message})` : '';
	} catch {
		return '';
	}
}
