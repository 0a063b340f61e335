import type { IDataObject } from 'n8n-workflow';

/**
 * The languages named by localization references (a template's `localizations`, or a draft's or
 * block's localization list), in either shape the versions use: `languages` from 2020.11,
 * `language` before.
 */
export function localizationLanguages(refs: unknown): string[] {
	const list = Array.isArray(refs) ? (refs as IDataObject[]) : [];
	const languages = list.flatMap((ref) =>
		Array.isArray(ref.languages) ? ref.languages.map(String) : ref.language ? [String(ref.language)] : [],
	);
	return [...new Set(languages)].sort();
}
