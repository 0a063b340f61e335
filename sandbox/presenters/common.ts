/** Fields that several resources share: placement in the folder tree, tags, localization references. */
import type { LanguageVariant, LocalizationIdentity } from '../store/model';
import type { View } from './view';

/** `path` and `workspaceId` (from 2024.08); added to `target` in the interface's order. */
export function addPlacement(view: View, target: Record<string, unknown>, folderId: string): void {
	if (!view.api.has('draftMetadata')) return;
	const path = view.store.folderPath(folderId);
	target.path = path.join('/');
	target.workspaceId = path[0] ?? '';
}

export function addTags(
	view: View,
	target: Record<string, unknown>,
	tagIds: readonly string[],
): void {
	if (!view.api.has('tags')) return;
	target.tags = tagIds.flatMap((id) => {
		const tag = view.store.tags.get(id);
		return tag ? [{ id: tag.id, name: tag.name }] : [];
	});
}

/** A LocalizationRef; before 2020.11 it is `localization` and a single `language`. */
function localizationRef(
	view: View,
	identity: LocalizationIdentity,
	variant: LanguageVariant,
	url: string,
): Record<string, unknown> {
	const renamed = view.api.has('localizationIdAndLanguages');
	const ref: Record<string, unknown> = renamed
		? { id: identity.id }
		: { localization: identity.id };
	ref.name = variant.name;
	ref.url = url;
	ref.localeGroup = identity.localeGroup;
	if (renamed) ref.languages = [variant.languageId];
	else ref.language = variant.languageId;
	if (view.api.has('localizationUpdatedAt')) ref.updatedAt = variant.updatedAt;
	return ref;
}

/** The LocalizationRefs of an owner's languages that have a localization id; `urlOf` places each. */
export function localizationRefs(
	view: View,
	ownerId: string,
	variants: LanguageVariant[],
	urlOf: (identity: LocalizationIdentity, variant: LanguageVariant) => string,
): Record<string, unknown>[] {
	return variants.flatMap((variant) => {
		const identity = view.store.localizationOf(ownerId, variant.languageId);
		return identity ? [localizationRef(view, identity, variant, urlOf(identity, variant))] : [];
	});
}
