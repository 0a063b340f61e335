/**
 * The `Accept` header: strict parsing of the API version, and what a version lets a request use,
 * as the version table (nodes/shared/versions.ts) says.
 */
import {
	API_VERSIONS,
	type ApiVersion,
	DEFAULT_MEDIA_TYPE_NAME,
	type Endpoint,
	type Feature,
	FEATURES,
	fieldShown,
	gettextMediaType,
	hasFeature,
	isApiVersion,
	jsonMediaType,
	type RecordKind,
} from '../nodes/shared/versions';
import { ApiError, invalidParameter, notFound } from './errors';

export interface ApiContext {
	version: ApiVersion;
	/** The caller asked for the gettext (POT) form rather than JSON. */
	gettext: boolean;
	has: (feature: Feature) => boolean;
	/** Whether answers under the version carry the field. */
	shows: (record: RecordKind, field: string) => boolean;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = new Map<string, { json: RegExp; gettext: RegExp }>();

/** The JSON and gettext media types of any version, for a deployment's media type name. */
function acceptPatterns(name: string): { json: RegExp; gettext: RegExp } {
	const known = patterns.get(name);
	if (known) return known;
	const [json, gettext] = [jsonMediaType('VERSION', name), gettextMediaType('VERSION', name)].map(
		(type) => new RegExp(`^${escaped(type).replace('VERSION', '([^+\\s]+)')}$`),
	);
	patterns.set(name, { json, gettext });
	return { json, gettext };
}

export function readAccept(header: string | undefined, name = DEFAULT_MEDIA_TYPE_NAME): ApiContext {
	const value = (header ?? '').trim();
	const accept = acceptPatterns(name);
	const jsonVersion = accept.json.exec(value)?.[1];
	const gettextVersion = accept.gettext.exec(value)?.[1];
	const version = jsonVersion ?? gettextVersion;
	if (!isApiVersion(version)) {
		const supported = API_VERSIONS.join(', ');
		const problem =
			header === undefined
				? 'The Accept header is missing'
				: jsonVersion === undefined && gettextVersion === undefined
					? `The Accept header "${value.slice(0, 100)}" is not a media type this service answers`
					: `The Accept header "${value.slice(0, 100)}" names no supported API version`;
		throw new ApiError(
			'invalid_request',
			`${problem}. Send Accept: ${jsonMediaType('<version>', name)} with one of the versions ${supported}`,
		);
	}
	return {
		version,
		gettext: gettextVersion !== undefined,
		has: (feature) => hasFeature(version, feature),
		shows: (record, field) => fieldShown(version, record, field),
	};
}

/** An endpoint the version lacks does not exist for the caller. */
export function requireEndpoint(api: ApiContext, endpoint: Endpoint): void {
	const missing = endpoint.features.find((feature) => !api.has(feature));
	if (missing !== undefined) {
		throw notFound(
			`Not found: ${FEATURES[missing].description} exist from API version ${FEATURES[missing].since}; the request uses ${api.version}`,
		);
	}
}

/** A query parameter the version lacks is an invalid parameter. */
export function requireParameters(
	api: ApiContext,
	endpoint: Endpoint,
	query: Record<string, unknown>,
): void {
	for (const [parameter, feature] of Object.entries(endpoint.parameters)) {
		if (query[parameter] === undefined || api.has(feature)) continue;
		throw invalidParameter(
			parameter,
			`The parameter "${parameter}" exists from API version ${FEATURES[feature].since}; the request uses ${api.version}`,
		);
	}
}
