/** Languages of a draft or block: upsert, delete and replace translations. */
import { LANGUAGE_ID_PATTERN } from '../nodes/shared/ids';
import { notFound } from './errors';
import type { LanguageVariant } from './store/model';
import type { Store } from './store/store';

export function findVariant(
	variants: readonly LanguageVariant[],
	languageId: string,
	ownerId: string,
): LanguageVariant {
	const variant = variants.find((each) => each.languageId === languageId);
	if (!variant) throw notFound(`Not found: "${ownerId}" has no ${languageId} localization`);
	return variant;
}

/**
 * For the existence check of a path naming a language: a well-formed id must be one of the
 * languages (404 otherwise); a malformed one is left to parameter validation, which answers 400.
 */
export function requireLanguage(
	variants: readonly LanguageVariant[],
	languageId: string,
	ownerId: string,
): void {
	if (LANGUAGE_ID_PATTERN.test(languageId)) findVariant(variants, languageId, ownerId);
}

/** Inserts the language, or renames it when it exists. `ownerId` is the template or block the id belongs to. */
export function upsertVariant(
	store: Store,
	variants: LanguageVariant[],
	ownerId: string,
	languageId: string,
	name: string | undefined,
	now: string,
): void {
	const existing = variants.find((each) => each.languageId === languageId);
	if (existing) {
		if (name !== undefined) existing.name = name;
		existing.updatedAt = now;
		return;
	}
	store.ensureLocalization(ownerId, languageId);
	variants.push({
		languageId,
		name: name ?? languageId,
		translations: {},
		createdAt: now,
		updatedAt: now,
	});
}

export function deleteVariant(variants: LanguageVariant[], languageId: string): void {
	const index = variants.findIndex((each) => each.languageId === languageId);
	if (index >= 0) variants.splice(index, 1);
}

export function replaceTranslations(
	variant: LanguageVariant,
	translations: Record<string, string>,
	now: string,
): void {
	variant.translations = { ...translations };
	variant.updatedAt = now;
}
