export interface LanguageChange {
	language: string;
	key: string;
}

// A change of the default content alone names no language.
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
