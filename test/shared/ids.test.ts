import { LANGUAGE_ID_PATTERN, idProblem } from '../../nodes/shared/ids';

describe('language ids', () => {
	it.each(['fr', 'fr-FR', 'zh-Hans-CN', 'zh-Hant-HK', 'es-419', 'ceb-PH', 'sr-Latn'])(
		'accepts %s',
		(languageId) => {
			expect(LANGUAGE_ID_PATTERN.test(languageId)).toBe(true);
			expect(idProblem('languageId', languageId)).toBeUndefined();
		},
	);

	it.each([
		'english',
		'en_US',
		'fr--FR',
		'EN-us',
		'fr-fr',
		'fr-FRA',
		'zh-hans-CN',
		'es-41',
		'f',
		'abcd-FR',
		'fr-FR-',
	])('refuses %s', (languageId) => {
		expect(LANGUAGE_ID_PATTERN.test(languageId)).toBe(false);
		expect(idProblem('languageId', languageId)).toBe(
			`Language "${languageId}" is not a valid ID (expected: fr-FR or zh-Hans-CN).`,
		);
	});
});
