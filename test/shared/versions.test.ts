import {
	API_VERSIONS,
	FEATURES,
	type Feature,
	LATEST_VERSION,
	compareVersions,
	gettextMediaType,
	hasFeature,
	isApiVersion,
	jsonMediaType,
	missingFeatureMessage,
	translationLockStatusValue,
} from '../../nodes/shared/versions';

// The decisions file's "What each version has", row by row; themes and customer profiles from
// 2026.06, as the vendor's document for that version lists them.
const expectedSince: Record<Feature, string> = {
	emailTemplates: '2019.03',
	localizations: '2019.10',
	localizationIdAndLanguages: '2020.11',
	emailDraftManagement: '2020.11',
	translationLockFilter: '2020.11',
	ampHtml: '2023.03',
	blocks: '2023.03',
	workspaces: '2023.03',
	liquidTargetLanguages: '2023.03',
	draftMetadata: '2024.08',
	localizationUpdatedAt: '2024.08',
	handlebarsJavaTargetLanguage: '2024.08',
	otherChannels: '2024.12',
	themeId: '2025.05v2',
	approval: '2025.05v2',
	tags: '2025.09',
	compiledVariables: '2025.09',
	djangoWithdrawn: '2025.09',
	listFilters: '2026.06',
	readTranslations: '2026.06',
	lockedForTranslationValue: '2026.06',
	allChannelDraftManagement: '2026.06',
	themesAndCustomerProfiles: '2026.06',
	djangoRestored: '2026.07',
	templateChannel: '2026.07',
};

describe('API versions', () => {
	it('lists the ten versions of the interface by date, oldest first, once each, the newest as LATEST_VERSION', () => {
		expect(API_VERSIONS).toHaveLength(10);
		for (const version of API_VERSIONS) expect(version).toMatch(/^20\d\d\.(0[1-9]|1[0-2])(v\d+)?$/);
		// A version is its year and month, then a revision: as text, they sort by date.
		expect([...new Set(API_VERSIONS)].sort()).toEqual([...API_VERSIONS]);
		expect(API_VERSIONS[0]).toBe('2019.03');
		expect(LATEST_VERSION).toBe(API_VERSIONS.at(-1));
		expect(compareVersions('2025.05v2', '2025.09')).toBeLessThan(0);
		expect(compareVersions('2026.07', '2019.03')).toBeGreaterThan(0);
	});

	it('accepts only exact version strings', () => {
		expect(isApiVersion('2025.05v2')).toBe(true);
		expect(isApiVersion('2025.05')).toBe(false);
		expect(isApiVersion('latest')).toBe(false);
	});

	it.each(Object.entries(expectedSince))('%s starts at %s', (feature, since) => {
		const name = feature as Feature;
		expect(FEATURES[name].since).toBe(since);
		for (const version of API_VERSIONS) {
			expect(hasFeature(version, name)).toBe(compareVersions(version, since as never) >= 0);
		}
	});

	it('covers every feature of the table', () => {
		expect(Object.keys(FEATURES).sort()).toEqual(Object.keys(expectedSince).sort());
	});

	it('names the feature and both versions when one is missing', () => {
		expect(missingFeatureMessage('tags', '2024.08')).toBe(
			'Tags: available from API version 2025.09; the credential uses 2024.08.',
		);
	});

	it('uses the renamed translation-lock filter value from 2026.06', () => {
		expect(translationLockStatusValue('2025.09')).toBe('awaitingTranslation');
		expect(translationLockStatusValue('2026.06')).toBe('LOCKED_FOR_TRANSLATION');
	});

	it('builds the JSON and gettext media types', () => {
		expect(jsonMediaType('2026.07')).toBe('application/vnd.service.2026.07+json');
		expect(gettextMediaType('2019.10')).toBe('text/vnd.service.2019.10+x-gettext-translation');
	});
});
