/**
 * What the document's operations and parameters need from a version ("What each version has" in
 * decisions.md), read from the shared channel and version tables. The document describes 2026.06;
 * another version is checked with the same shapes, less what it lacks.
 */
import {
	CHANNEL_NAMES,
	CHANNELS,
	type ChannelName,
	targetLanguagesFor,
} from '../../nodes/shared/channels';
import {
	type ApiVersion,
	type Feature,
	FEATURES,
	hasFeature,
	isApiVersion,
	translationLockStatusValue,
} from '../../nodes/shared/versions';
import { DOCUMENT_VERSION } from './document';
import type { Schema } from './operations';

/** The channel's own feature, or the one that brought duplicate, archive, lock and unlock to it. */
type ChannelFeature = 'channel' | 'draftManagement';

interface OperationRule {
	method?: string;
	/** Matched against the template without its channel prefix. */
	path: RegExp;
	feature: Feature | ChannelFeature;
}

/** Paths of a channel's endpoint family, once the channel prefix is taken off. */
const CHANNEL_FAMILY = /^\/(templates|drafts|render|localizations)(\/|$)/;

/** What each operation needs: its channel's family, then what came later than the family. */
const OPERATION_FEATURES: readonly OperationRule[] = [
	{ path: CHANNEL_FAMILY, feature: 'channel' },
	{ method: 'POST', path: /^\/drafts\/\{draftId\}\/duplicate$/, feature: 'draftManagement' },
	{ method: 'DELETE', path: /^\/drafts\/\{draftId\}$/, feature: 'draftManagement' },
	{ path: /^\/drafts\/\{draftId\}\/lockForTranslation$/, feature: 'draftManagement' },
	{ method: 'POST', path: /^\/drafts\/\{draftId\}\/publish\//, feature: 'approval' },
	{
		path: /\/localizations|\/localizationKeys$|^\/render\/template\/\{templateId\}\/\{languageId\}$/,
		feature: 'localizations',
	},
	{ method: 'GET', path: /\/translations$/, feature: 'readTranslations' },
	{ path: /^\/blocks(\/|$)/, feature: 'blocks' },
	{ path: /^\/workspaces(\/|$)/, feature: 'workspaces' },
	{ path: /^\/tags(\/|$)/, feature: 'tags' },
	{ path: /^\/(themes|customerprofiles)(\/|$)/, feature: 'themesAndCustomerProfiles' },
];

/** Query parameters that came later than their operation. */
const PARAMETER_FEATURES: ReadonlyArray<{
	path: RegExp;
	names: readonly string[];
	feature: Feature;
}> = [
	{ path: /^\/templates$/, names: ['name', 'folderId', 'workspaceId'], feature: 'listFilters' },
	{ path: /^\/drafts$/, names: ['templateId'], feature: 'listFilters' },
	{ path: /^\/drafts$/, names: ['status'], feature: 'translationLockFilter' },
	{ path: /./, names: ['themeId'], feature: 'themeId' },
];

/** The channel whose endpoint family a path template belongs to, and the template without it. */
export function channelOf(template: string): { channel?: ChannelName; rest: string } {
	for (const name of CHANNEL_NAMES) {
		const prefix = CHANNELS[name].pathPrefix;
		if (prefix !== '' && (template === prefix || template.startsWith(`${prefix}/`))) {
			return { channel: name, rest: template.slice(prefix.length) };
		}
	}
	return { channel: CHANNEL_FAMILY.test(template) ? 'email' : undefined, rest: template };
}

/** The first feature the operation needs that the version lacks. */
export function missingOperationFeature(
	method: string,
	template: string,
	version: ApiVersion,
): Feature | undefined {
	const { channel, rest } = channelOf(template);
	const needed = OPERATION_FEATURES.filter(
		(rule) => (rule.method ?? method) === method && rule.path.test(rest),
	).map(({ feature }): Feature | undefined => {
		if (feature === 'channel') return channel && CHANNELS[channel].feature;
		if (feature === 'draftManagement') return channel && CHANNELS[channel].draftManagementFeature;
		return feature;
	});
	return needed.find(
		(feature): feature is Feature => feature !== undefined && !hasFeature(version, feature),
	);
}

export function missingParameterFeature(
	template: string,
	name: string,
	version: ApiVersion,
): Feature | undefined {
	const { rest } = channelOf(template);
	const rule = PARAMETER_FEATURES.find(
		(candidate) => candidate.names.includes(name) && candidate.path.test(rest),
	);
	return rule && !hasFeature(version, rule.feature) ? rule.feature : undefined;
}

export function describeMissingFeature(feature: Feature): string {
	return `API version ${FEATURES[feature].since} or newer (${FEATURES[feature].description})`;
}

/**
 * The keywords a query parameter's schema takes under a version other than the document's: the
 * channel's target languages and the name of the translation-lock filter differ by version.
 */
export function parameterOverride(
	template: string,
	name: string,
	version: ApiVersion,
): Schema | undefined {
	if (version === DOCUMENT_VERSION) return undefined;
	const { channel, rest } = channelOf(template);
	if (name === 'targetLanguage' && channel) return { enum: targetLanguagesFor(channel, version) };
	if (name === 'status' && /^\/drafts$/.test(rest))
		return { enum: [translationLockStatusValue(version)] };
	return undefined;
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
