/**
 * What the document's operations and parameters need from a version ("What each version has" in
 * decisions.md), read from the version table. The document describes one version
 * (DOCUMENT_VERSION); another is checked with the same shapes, less what it lacks.
 */
import { CHANNELS, type ChannelName } from '../../nodes/shared/channels';
import {
	type ApiVersion,
	ENDPOINTS,
	type Feature,
	FEATURES,
	hasFeature,
	isApiVersion,
	parameterFeature,
	parameterValues,
} from '../../nodes/shared/versions';
import { DOCUMENT_VERSION } from './document';
import type { Schema } from './operations';

/** The channel whose endpoint family a path template belongs to, and the template without it. */
export function channelOf(template: string): { channel?: ChannelName; rest: string } {
	const channel = ENDPOINTS.find((endpoint) => endpoint.template === template)?.channel;
	const prefix = channel ? CHANNELS[channel].pathPrefix : '';
	return { channel, rest: template.slice(prefix.length) };
}

export function missingParameterFeature(
	method: string,
	template: string,
	name: string,
	version: ApiVersion,
): Feature | undefined {
	const feature = parameterFeature(method, template, name);
	return feature && !hasFeature(version, feature) ? feature : undefined;
}

export function describeMissingFeature(feature: Feature): string {
	return `API version ${FEATURES[feature].since} or newer (${FEATURES[feature].description})`;
}

/**
 * The keywords a query parameter's schema takes under a version other than the document's: the
 * values of some parameters (a channel's target languages, the translation-lock filter) differ by
 * version.
 */
export function parameterOverride(
	template: string,
	name: string,
	version: ApiVersion,
): Schema | undefined {
	if (version === DOCUMENT_VERSION) return undefined;
	const values = parameterValues(version, name, channelOf(template).channel);
	return values && { enum: values };
}

export interface AcceptReading {
	/** The version named, known or not; null when the header names none. */
	version: string | null;
	/** Set when the version is one the service answers. */
	apiVersion?: ApiVersion;
	/** The header as the service wants it, when it is not. */
	problem?: string;
}

const ACCEPT =
	/^(?:application\/vnd\.service\.([^+\s]+)\+json|text\/vnd\.service\.([^+\s]+)\+x-gettext-translation)$/;

/**
 * The `Accept` header names the version with the JSON media type, or with the gettext one where the
 * operation can answer a POT file.
 */
export function readAcceptHeader(header: string | undefined, gettext: boolean): AcceptReading {
	const match = ACCEPT.exec((header ?? '').trim());
	const version = match?.[1] ?? match?.[2] ?? null;
	const wanted = `application/vnd.service.<version>+json${gettext ? ' or text/vnd.service.<version>+x-gettext-translation' : ''}`;
	if (version === null) return { version, problem: wanted };
	if (match?.[2] !== undefined && !gettext) return { version, problem: wanted };
	if (!isApiVersion(version)) return { version, problem: 'a version the service answers' };
	return { version, apiVersion: version };
}

/** A media-type key of the document, for the version the request asked for. */
export function forVersion(mediaType: string, version: string): string {
	return mediaType.split(DOCUMENT_VERSION).join(version);
}
