/** The `Accept` header: strict parsing of the API version, and what a version lets a request use. */
import {
	API_VERSIONS,
	type ApiVersion,
	type Feature,
	FEATURES,
	hasFeature,
	isApiVersion,
} from '../nodes/shared/versions';
import { ApiError, invalidParameter, notFound } from './errors';

export interface ApiContext {
	version: ApiVersion;
	/** The caller asked for the gettext (POT) form rather than JSON. */
	gettext: boolean;
	has: (feature: Feature) => boolean;
}

const JSON_ACCEPT = /^application\/vnd\.service\.([^+\s]+)\+json$/;
const GETTEXT_ACCEPT = /^text\/vnd\.service\.([^+\s]+)\+x-gettext-translation$/;

export function readAccept(header: string | undefined): ApiContext {
	const value = (header ?? '').trim();
	const jsonVersion = JSON_ACCEPT.exec(value)?.[1];
	const gettextVersion = GETTEXT_ACCEPT.exec(value)?.[1];
	const version = jsonVersion ?? gettextVersion;
	if (!isApiVersion(version)) {
		const supported = API_VERSIONS.join(', ');
		const problem =
			header === undefined
				? 'The Accept header is missing'
				: `The Accept header "${value.slice(0, 100)}" names no supported API version`;
		throw new ApiError(
			'invalid_request',
			`${problem}. Send Accept: application/vnd.service.<version>+json with one of the versions ${supported}`,
		);
	}
	return {
		version,
		gettext: gettextVersion !== undefined,
		has: (feature) => hasFeature(version, feature),
	};
}

/** An endpoint the version lacks does not exist for the caller. */
export function requireEndpoint(api: ApiContext, features: readonly Feature[]): void {
	const missing = features.find((feature) => !api.has(feature));
	if (missing !== undefined) {
		throw notFound(
			`Not found: ${FEATURES[missing].description} exist from API version ${FEATURES[missing].since}; the request uses ${api.version}`,
		);
	}
}

/** A query parameter the version lacks is an invalid parameter. */
export function requireParameter(api: ApiContext, parameter: string, feature: Feature): void {
	if (!api.has(feature)) {
		throw invalidParameter(
			parameter,
			`The parameter "${parameter}" exists from API version ${FEATURES[feature].since}; the request uses ${api.version}`,
		);
	}
}
