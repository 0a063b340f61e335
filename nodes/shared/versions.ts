// Nodes, the credential and the sandbox all read this table, so a version difference is decided
// once, here.
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

interface FeatureDefinition {
	since: ApiVersion;
	description: string;
}

export const FEATURES = {
	emailTemplates: {
		since: '2019.03',
		description: 'Email templates, email drafts and submitting a draft for approval',
	},
	localizations: {
		since: '2019.10',
		description: 'Localizations, translations and localization keys',
	},
	localizationIdAndLanguages: {
		since: '2020.11',
		description: 'Localization references with "id" and "languages"',
	},
	emailDraftManagement: {
		since: '2020.11',
		description: 'Duplicating, archiving, locking and unlocking email drafts',
	},
	translationLockFilter: {
		since: '2020.11',
		description: 'Filtering drafts by translation lock',
	},
	ampHtml: { since: '2023.03', description: 'AMP HTML in compiled email content' },
	blocks: { since: '2023.03', description: 'Blocks' },
	workspaces: { since: '2023.03', description: 'Workspaces and folders' },
	draftMetadata: {
		since: '2024.08',
		description:
			'Draft and template fields status, templateName, designApprovedDate, path, ' +
			'workspaceId and publishedDraftId',
	},
	localizationUpdatedAt: {
		since: '2024.08',
		description: 'The updatedAt field of localization references',
	},
	otherChannels: { since: '2024.12', description: 'SMS, push, voice and live-activity templates' },
	themeId: { since: '2025.05v2', description: 'Applying a theme to email content' },
	approval: { since: '2025.05v2', description: 'Approving and rejecting drafts' },
	tags: { since: '2025.09', description: 'Tags' },
	compiledVariables: { since: '2025.09', description: 'The variables list of compiled content' },
	listFilters: {
		since: '2026.06',
		description: 'Filtering templates by name, folder or workspace and drafts by template',
	},
	readTranslations: { since: '2026.06', description: 'Reading translations' },
	lockedForTranslationValue: {
		since: '2026.06',
		description: 'The draft status filter value LOCKED_FOR_TRANSLATION',
	},
	allChannelDraftManagement: {
		since: '2026.06',
		description:
			'Duplicating, archiving, locking and unlocking SMS, push, voice and live-activity drafts',
	},
	// The vendor's OpenAPI document for 2026.06 lists these reads, and it outranks the interface.
	themesAndCustomerProfiles: {
		since: '2026.06',
		description: 'Themes and customer profiles',
	},
	templateChannel: { since: '2026.07', description: 'The channel field of templates' },
} as const satisfies Record<string, FeatureDefinition>;

export type Feature = keyof typeof FEATURES;

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

// Renamed in 2026.06.
export function translationLockStatusValue(version: ApiVersion): string {
	return hasFeature(version, 'lockedForTranslationValue')
		? 'LOCKED_FOR_TRANSLATION'
		: 'awaitingTranslation';
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
