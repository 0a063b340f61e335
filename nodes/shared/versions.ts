import { CHANNEL_NAMES, CHANNELS, type ChannelName, type TargetLanguage } from './channels';

// Nodes, the credential, the sandbox's routes and its contract checks all read this table, so a
// version difference is stated once, here: what each feature adds or takes away, and from when.
export const API_VERSIONS = [
	'2019.03',
	'2019.10',
	'2020.11',
	'2023.03',
	'2024.08',
	'2024.12',
	'2025.05v2',
	'2025.09',
	'2026.06',
	'2026.07',
] as const;

export type ApiVersion = (typeof API_VERSIONS)[number];

export const LATEST_VERSION: ApiVersion = '2026.07';

// The records of the service's answers whose fields differ by version.
export type RecordKind =
	'template' | 'draft' | 'block' | 'localizationRef' | 'localization' | 'compiled' | 'rendered';

// Names a feature brings (`adds`) or takes away (`removes`).
interface Change {
	adds?: readonly string[];
	removes?: readonly string[];
}

interface FeatureDefinition {
	since: ApiVersion;
	description: string;
	// Brings these channels: every endpoint of CHANNEL_ENDPOINTS below each one's path prefix.
	channels?: readonly ChannelName[];
	// `METHOD /path` as the vendor's document writes it; a channel's endpoint without its prefix.
	endpoints?: readonly string[];
	// Limits `endpoints` and `values` to these channels; every channel when absent.
	onChannels?: readonly ChannelName[];
	// Query parameters it adds to endpoints that came before it: `METHOD /path?name`.
	parameters?: readonly string[];
	// Values of query parameters, by the parameter's name.
	values?: Readonly<Record<string, Change>>;
	// Fields of the answers' records.
	fields?: Readonly<Partial<Record<RecordKind, Change>>>;
}

// A channel's endpoints below its path prefix ('' for email), in groups by the feature that
// brought them.
const LOCALIZATION_ENDPOINTS = [
	'GET /drafts/{draftId}/localizations',
	'PUT /drafts/{draftId}/localizations/{languageId}',
	'DELETE /drafts/{draftId}/localizations/{languageId}',
	'GET /drafts/{draftId}/localizations/{languageId}/translations',
	'PUT /drafts/{draftId}/localizations/{languageId}/translations',
	'GET /drafts/{draftId}/localizationKeys',
	'GET /localizations/{localizationId}',
	'GET /localizations/{localizationId}/drafts/{draftId}',
	'POST /render/template/{templateId}/{languageId}',
];

const DRAFT_MANAGEMENT = [
	'POST /drafts/{draftId}/duplicate',
	'DELETE /drafts/{draftId}',
	'PUT /drafts/{draftId}/lockForTranslation',
	'DELETE /drafts/{draftId}/lockForTranslation',
];

const APPROVAL = [
	'POST /drafts/{draftId}/publish/approve',
	'POST /drafts/{draftId}/publish/approveAll',
	'POST /drafts/{draftId}/publish/reject',
];

// Everything a channel has, which the channel's own feature brings.
export const CHANNEL_ENDPOINTS: readonly string[] = [
	'GET /templates',
	'GET /templates/{templateId}',
	'POST /render/template/{templateId}',
	'GET /drafts',
	'GET /drafts/{draftId}',
	'POST /drafts/{draftId}/publishRequest',
	...LOCALIZATION_ENDPOINTS,
	...DRAFT_MANAGEMENT,
	...APPROVAL,
];

const NOT_EMAIL = CHANNEL_NAMES.filter((name) => name !== 'email');

const DRAFT_METADATA = {
	draft: { adds: ['status', 'templateName', 'designApprovedDate', 'path', 'workspaceId'] },
	template: { adds: ['path', 'workspaceId', 'publishedDraftId'] },
};

const RENAMED_LOCALIZATION = { adds: ['id', 'languages'], removes: ['localization', 'language'] };

const THEMED_READS = [
	'GET /templates/{templateId}',
	'GET /drafts/{draftId}',
	'GET /localizations/{localizationId}',
	'GET /localizations/{localizationId}/drafts/{draftId}',
	'POST /render/template/{templateId}',
	'POST /render/template/{templateId}/{languageId}',
];

// In the order the versions brought them.
export const FEATURES = {
	emailTemplates: {
		since: '2019.03',
		description: 'Email templates, email drafts and submitting a draft for approval',
		channels: ['email'],
	},
	localizations: {
		since: '2019.10',
		description: 'Localizations, translations and localization keys',
		endpoints: LOCALIZATION_ENDPOINTS,
		fields: { template: { adds: ['localizations'] }, draft: { adds: ['localizations'] } },
	},
	localizationIdAndLanguages: {
		since: '2020.11',
		description: 'Localization references with "id" and "languages"',
		fields: { localizationRef: RENAMED_LOCALIZATION, localization: RENAMED_LOCALIZATION },
	},
	emailDraftManagement: {
		since: '2020.11',
		description: 'Duplicating, archiving, locking and unlocking email drafts',
		endpoints: DRAFT_MANAGEMENT,
		onChannels: ['email'],
	},
	translationLockFilter: {
		since: '2020.11',
		description: 'Filtering drafts by translation lock',
		parameters: ['GET /drafts?status'],
	},
	ampHtml: {
		since: '2023.03',
		description: 'AMP HTML in compiled email content',
		fields: { compiled: { adds: ['ampHtml'] }, rendered: { adds: ['ampHtml'] } },
	},
	blocks: {
		since: '2023.03',
		description: 'Blocks',
		endpoints: [
			'GET /blocks',
			'GET /blocks/{blockId}',
			'GET /blocks/{blockId}/localizations',
			'GET /blocks/{blockId}/localizationKeys',
			'PUT /blocks/{blockId}/localizations/{languageId}',
			'DELETE /blocks/{blockId}/localizations/{languageId}',
			'GET /blocks/{blockId}/localizations/{languageId}/translations',
			'PUT /blocks/{blockId}/localizations/{languageId}/translations',
		],
	},
	workspaces: {
		since: '2023.03',
		description: 'Workspaces and folders',
		endpoints: ['GET /workspaces', 'GET /workspaces/{folderId}'],
	},
	liquidTargetLanguages: {
		since: '2023.03',
		description: 'The email target languages liquid and mandrillhandlebars',
		values: { targetLanguage: { adds: ['liquid', 'mandrillhandlebars'] } },
		onChannels: ['email'],
	},
	draftMetadata: {
		since: '2024.08',
		description: `Draft and template fields ${listed(namesOf(DRAFT_METADATA, 'adds'))}`,
		fields: DRAFT_METADATA,
	},
	localizationUpdatedAt: {
		since: '2024.08',
		description: 'The updatedAt field of localization references',
		fields: { localizationRef: { adds: ['updatedAt'] } },
	},
	handlebarsJavaTargetLanguage: {
		since: '2024.08',
		description: 'The email target language handlebarsjava',
		values: { targetLanguage: { adds: ['handlebarsjava'] } },
		onChannels: ['email'],
	},
	otherChannels: {
		since: '2024.12',
		description: 'SMS, push, voice and live-activity templates',
		channels: NOT_EMAIL,
	},
	themeId: {
		since: '2025.05v2',
		description: 'Applying a theme to email content',
		parameters: THEMED_READS.map((endpoint) => `${endpoint}?themeId`),
	},
	approval: {
		since: '2025.05v2',
		description: 'Approving and rejecting drafts',
		endpoints: APPROVAL,
	},
	tags: {
		since: '2025.09',
		description: 'Tags',
		endpoints: [
			'GET /tags',
			'GET /tags/{tagId}',
			'POST /tags/create',
			'PATCH /tags/update/{tagId}',
			'DELETE /tags/delete/{tagId}',
			'PUT /tags/assign/{resourceId}',
			'POST /tags/unassign/{resourceId}',
		],
		fields: {
			template: { adds: ['tags'] },
			draft: { adds: ['tags'] },
			block: { adds: ['tags'] },
		},
	},
	compiledVariables: {
		since: '2025.09',
		description: 'The variables list of compiled content',
		fields: { compiled: { adds: ['variables'] } },
	},
	// The vendor's document for 2026.06 lacks it too, and it outranks the interface.
	djangoWithdrawn: {
		since: '2025.09',
		description: 'Email without the target language django',
		values: { targetLanguage: { removes: ['django'] } },
		onChannels: ['email'],
	},
	listFilters: {
		since: '2026.06',
		description: 'Filtering templates by name, folder or workspace and drafts by template',
		parameters: [
			'GET /templates?name',
			'GET /templates?folderId',
			'GET /templates?workspaceId',
			'GET /drafts?templateId',
		],
	},
	readTranslations: {
		since: '2026.06',
		description: 'Reading translations',
		endpoints: [
			'GET /drafts/{draftId}/localizations/{languageId}/translations',
			'GET /blocks/{blockId}/localizations/{languageId}/translations',
		],
	},
	lockedForTranslationValue: {
		since: '2026.06',
		description: 'The draft status filter value LOCKED_FOR_TRANSLATION',
		values: { status: { adds: ['LOCKED_FOR_TRANSLATION'], removes: ['awaitingTranslation'] } },
	},
	allChannelDraftManagement: {
		since: '2026.06',
		description:
			'Duplicating, archiving, locking and unlocking SMS, push, voice and live-activity drafts',
		endpoints: DRAFT_MANAGEMENT,
		onChannels: NOT_EMAIL,
	},
	// The vendor's OpenAPI document for 2026.06 lists these reads, and it outranks the interface.
	themesAndCustomerProfiles: {
		since: '2026.06',
		description: 'Themes and customer profiles',
		endpoints: [
			'GET /themes',
			'GET /themes/{themeId}',
			'GET /customerprofiles',
			'GET /customerprofiles/{customerProfileId}',
		],
	},
	djangoRestored: {
		since: '2026.07',
		description: 'The email target language django, back',
		values: { targetLanguage: { adds: ['django'] } },
		onChannels: ['email'],
	},
	templateChannel: {
		since: '2026.07',
		description: 'The channel field of templates',
		fields: { template: { adds: ['channel'] } },
	},
} as const satisfies Record<string, FeatureDefinition>;

export type Feature = keyof typeof FEATURES;

const FEATURE_NAMES = Object.keys(FEATURES) as Feature[];

const definitionOf = (feature: Feature): FeatureDefinition => FEATURES[feature];

function namesOf(changes: Record<string, Change> | undefined, kind: keyof Change): string[] {
	return [...new Set(Object.values(changes ?? {}).flatMap((change) => change[kind] ?? []))];
}

function listed(names: readonly string[]): string {
	return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function isApiVersion(value: unknown): value is ApiVersion {
	return typeof value === 'string' && (API_VERSIONS as readonly string[]).includes(value);
}

export function compareVersions(a: ApiVersion, b: ApiVersion): number {
	return API_VERSIONS.indexOf(a) - API_VERSIONS.indexOf(b);
}

export function isAtLeast(version: ApiVersion, minimum: ApiVersion): boolean {
	return compareVersions(version, minimum) >= 0;
}

export function hasFeature(version: ApiVersion, feature: Feature): boolean {
	return isAtLeast(version, FEATURES[feature].since);
}

export function missingFeatureMessage(feature: Feature, version: ApiVersion): string {
	const { description, since } = FEATURES[feature];
	return `${description}: available from API version ${since}; the credential uses ${version}.`;
}

// The feature that brings a channel's endpoints.
export function channelFeature(channel: ChannelName): Feature {
	const feature = FEATURE_NAMES.find((name) => definitionOf(name).channels?.includes(channel));
	if (!feature) throw new Error(`No feature brings the channel ${channel}`);
	return feature;
}

export function channelAvailable(channel: ChannelName, version: ApiVersion): boolean {
	return hasFeature(version, channelFeature(channel));
}

const appliesTo = (feature: Feature, channel: ChannelName | undefined) => {
	const only = definitionOf(feature).onChannels;
	return !only || (channel !== undefined && only.includes(channel));
};

export interface Endpoint {
	method: string;
	// As the vendor's document writes it, the channel's prefix included.
	template: string;
	channel?: ChannelName;
	// The channel's own first, then the others in the table's order.
	features: Feature[];
	// Query parameters that came after the endpoint, with the feature that brought each.
	parameters: Readonly<Record<string, Feature>>;
}

function buildEndpoint(key: string, channel?: ChannelName): Endpoint {
	const [method, path] = key.split(' ');
	const own = FEATURE_NAMES.filter(
		(feature) =>
			(definitionOf(feature).endpoints ?? []).includes(key) && appliesTo(feature, channel),
	);
	const parameters: Record<string, Feature> = {};
	for (const feature of FEATURE_NAMES) {
		for (const parameter of definitionOf(feature).parameters ?? []) {
			const [endpoint, name] = parameter.split('?');
			if (endpoint === key) parameters[name] = feature;
		}
	}
	return {
		method,
		template: `${channel ? CHANNELS[channel].pathPrefix : ''}${path}`,
		channel,
		features: channel ? [channelFeature(channel), ...own] : own,
		parameters,
	};
}

// Every endpoint of every version, each channel's apart.
export const ENDPOINTS: readonly Endpoint[] = [
	...CHANNEL_NAMES.flatMap((channel) =>
		CHANNEL_ENDPOINTS.map((key) => buildEndpoint(key, channel)),
	),
	...[...new Set(FEATURE_NAMES.flatMap((feature) => definitionOf(feature).endpoints ?? []))]
		.filter((key) => !CHANNEL_ENDPOINTS.includes(key))
		.map((key) => buildEndpoint(key)),
];

// `{name}` (the document's form) or `:name` (Fastify's) stands for any one segment, so a path with
// its ids filled in is found too.
const PATTERNS = ENDPOINTS.map((endpoint) => ({
	endpoint,
	pattern: new RegExp(`^${endpoint.template.replace(/\{[^}]+\}/g, '[^/?#]+')}$`),
}));

function canonical(path: string): string {
	return path.split('?')[0].replace(/:(\w+)/g, '{$1}');
}

// Undefined for a path no version of the service has.
export function endpointOf(method: string, path: string): Endpoint | undefined {
	const wanted = canonical(path);
	const exact = ENDPOINTS.find(
		(endpoint) => endpoint.method === method && endpoint.template === wanted,
	);
	return (
		exact ??
		PATTERNS.find(({ endpoint, pattern }) => endpoint.method === method && pattern.test(wanted))
			?.endpoint
	);
}

export function missingEndpointFeature(
	version: ApiVersion,
	method: string,
	path: string,
): Feature | undefined {
	return endpointOf(method, path)?.features.find((feature) => !hasFeature(version, feature));
}

export function parameterFeature(method: string, path: string, name: string): Feature | undefined {
	return endpointOf(method, path)?.parameters[name];
}

export function parameterAvailable(
	version: ApiVersion,
	method: string,
	path: string,
	name: string,
): boolean {
	const feature = parameterFeature(method, path, name);
	return feature === undefined || hasFeature(version, feature);
}

// The changes to a name, oldest first. A name is there as the last change up to the version left
// it; before its first change, only if that change takes it away.
interface NameChange {
	feature: Feature;
	adds: boolean;
}

function presentUnder(version: ApiVersion, changes: readonly NameChange[]): boolean {
	const reached = changes.filter(({ feature }) => hasFeature(version, feature));
	if (reached.length > 0) return reached[reached.length - 1].adds;
	return changes.length === 0 || !changes[0].adds;
}

function changesTo(name: string, changeOf: (feature: Feature) => Change | undefined): NameChange[] {
	return FEATURE_NAMES.flatMap((feature): NameChange[] => {
		const change = changeOf(feature);
		if (change?.adds?.includes(name)) return [{ feature, adds: true }];
		if (change?.removes?.includes(name)) return [{ feature, adds: false }];
		return [];
	});
}

const fieldChange = (record: RecordKind) => (feature: Feature) =>
	definitionOf(feature).fields?.[record];

// The sandbox asks for every field of every record it answers with: the table is read once per
// question.
const shownFields = new Map<string, boolean>();

export function fieldShown(version: ApiVersion, record: RecordKind, field: string): boolean {
	const key = `${version} ${record} ${field}`;
	let shown = shownFields.get(key);
	if (shown === undefined) {
		shown = presentUnder(version, changesTo(field, fieldChange(record)));
		shownFields.set(key, shown);
	}
	return shown;
}

// The feature that brings a field; undefined for a field every version has.
export function fieldFeature(record: RecordKind, field: string): Feature | undefined {
	return changesTo(field, fieldChange(record)).find(({ adds }) => adds)?.feature;
}

// Every field a feature brings or takes away, whichever record holds it.
export function featureFields(feature: Feature): Required<Change> {
	const { fields } = definitionOf(feature);
	return { adds: namesOf(fields, 'adds'), removes: namesOf(fields, 'removes') };
}

// The values of `candidates` the version takes for a query parameter.
export function valuesFor<T extends string>(
	version: ApiVersion,
	parameter: string,
	candidates: readonly T[],
	channel?: ChannelName,
): T[] {
	const valueChange = (feature: Feature) =>
		appliesTo(feature, channel) ? definitionOf(feature).values?.[parameter] : undefined;
	return candidates.filter((value) => presentUnder(version, changesTo(value, valueChange)));
}

export function targetLanguagesFor(channel: ChannelName, version: ApiVersion): TargetLanguage[] {
	return valuesFor(version, 'targetLanguage', CHANNELS[channel].targetLanguages, channel);
}

export function acceptsTargetLanguage(
	channel: ChannelName,
	version: ApiVersion,
	value: unknown,
): value is TargetLanguage {
	return (targetLanguagesFor(channel, version) as unknown[]).includes(value);
}

// For a query parameter whose values differ by version, those the version takes: a channel's
// target languages as its row of the channel table lists them, any other's as this table does.
export function parameterValues(
	version: ApiVersion,
	parameter: string,
	channel?: ChannelName,
): string[] | undefined {
	const changes = FEATURE_NAMES.flatMap(
		(feature) => definitionOf(feature).values?.[parameter] ?? [],
	);
	if (changes.length === 0) return undefined;
	if (parameter === 'targetLanguage' && channel) return targetLanguagesFor(channel, version);
	const named = changes.flatMap((change) => [...(change.removes ?? []), ...(change.adds ?? [])]);
	return valuesFor(version, parameter, [...new Set(named)], channel);
}

// The one value the translation-lock filter takes.
export function translationLockStatusValue(version: ApiVersion): string {
	const [value] = parameterValues(version, 'status') ?? [];
	return value;
}

// The vendor name in the media types, `application/vnd.<name>.<version>+json`: the interface's,
// unless a deployment names another (the credential's Media Type Name).
export const DEFAULT_MEDIA_TYPE_NAME = 'service';
export const MEDIA_TYPE_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/i;

export function jsonMediaType(version: string, name = DEFAULT_MEDIA_TYPE_NAME): string {
	return `application/vnd.${name}.${version}+json`;
}

export function gettextMediaType(version: string, name = DEFAULT_MEDIA_TYPE_NAME): string {
	return `text/vnd.${name}.${version}+x-gettext-translation`;
}
