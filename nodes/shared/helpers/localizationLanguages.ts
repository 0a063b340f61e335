import type { IDataObject } from 'n8n-workflow';

// `languages`, or `language` in older API versions.
export function languagesOf(ref: IDataObject): string[] {
	if (Array.isArray(ref.languages)) return ref.languages.map(String);
	return typeof ref.language === 'string' ? [ref.language] : [];
}

// `id`, or `localization` in older API versions.
export function localizationIdOf(ref: IDataObject): unknown {
	return ref.id ?? ref.localization;
}

export function localizationLanguages(refs: unknown): string[] {
	const list = Array.isArray(refs) ? (refs as IDataObject[]) : [];
	return [...new Set(list.flatMap(languagesOf))].sort();
}
