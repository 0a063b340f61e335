/**
 * A change by the language that makes it; `key` is the same for the same change in any language.
 */
export interface LanguageChange {
	language: string;
	key: string;
}

/**
 * Each change once, with the languages that make it alike as `place`: " (default, de-DE)"; a
 * change of the default content alone names no language. In the order the changes first come.
 */
export function groupedByLanguage<T extends LanguageChange>(
	changes: readonly T[],
): Array<T & { place: string }> {
	const alike = new Map<string, { change: T; languages: string[] }>();
	for (const change of changes) {
		const entry = alike.get(change.key) ?? { change, languages: [] };
		entry.languages.push(change.language);
		alike.set(change.key, entry);
	}
	return [...alike.values()].map(({ change, languages }) => ({
		...change,
		place: languages.length === 1 && languages[0] === 'default' ? '' : ` (${languages.join(', ')})`,
	}));
}
