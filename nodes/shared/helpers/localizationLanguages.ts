import type { IDataObject } from 'n8n-workflow';

/**
 * The languages one localization reference names: in `languages` from 2020.11, in `language`
 * before.
 */
export function languagesOf(ref: IDataObject): string[] {
	if (Array.isArray(ref.languages)) return ref.languages.map(String);
	return typeof ref.language === 'string' ? [ref.language] : [];
}

/** The id of a localization reference: in `id` from 2020.11, in `localization` before. */
export function localizationIdOf(ref: IDataObject): unknown {
	return ref.id ?? ref.localization;
}

/**
 * The languages named by localization references (a template's `localizations`, or a draft's or
 * block's localization list), each once, sorted.
 */
export function localizationLanguages(refs: unknown): string[] {
	const list = Array.isArray(refs) ? (refs as IDataObject[]) : [];
	return [...new Set(list.flatMap(languagesOf))].sort();
}
