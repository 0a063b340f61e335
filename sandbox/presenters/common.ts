/**
 * Fields that several resources share: placement in the folder tree, tags, localization references.
 * Which versions carry which field is the version table's (nodes/shared/versions.ts).
 */
import type { RecordKind } from '../../nodes/shared/versions';
import type { LanguageVariant, LocalizationIdentity } from '../store/model';
import type { View } from './view';

/** `path` and `workspaceId`, added to `target` in the interface's order. */
export function addPlacement(
	view: View,
	record: RecordKind,
	target: Record<string, unknown>,
	folderId: string,
): void {
	const path = view.store.folderPath(folderId);
	if (view.api.shows(record, 'path')) target.path = path.join('/');
	if (view.api.shows(record, 'workspaceId')) target.workspaceId = path[0] ?? '';
}

export function addTags(
	view: View,
	record: RecordKind,
	target: Record<string, unknown>,
	tagIds: readonly string[],
): void {
	if (!view.api.shows(record, 'tags')) return;
	target.tags = tagIds.flatMap((id) => {
		const tag = view.store.tags.get(id);
		return tag ? [{ id: tag.id, name: tag.name }] : [];
	});
}

/** The localization's id, as `id` or (in older versions) `localization`. */
export function localizationIdField(
	view: View,
	record: RecordKind,
	identity: LocalizationIdentity,
): Record<string, unknown> {
	return view.api.shows(record, 'id') ? { id: identity.id } : { localization: identity.id };
}

/** Its language, as a list in `languages` or (in older versions) one `language`. */
export function addLanguage(
	view: View,
	record: RecordKind,
	target: Record<string, unknown>,
	variant: LanguageVariant,
): void {
	if (view.api.shows(record, 'languages')) target.languages = [variant.languageId];
	else target.language = variant.languageId;
}

function localizationRef(
	view: View,
	identity: LocalizationIdentity,
	variant: LanguageVariant,
	url: string,
): Record<string, unknown> {
	const ref = localizationIdField(view, 'localizationRef', identity);
	ref.name = variant.name;
	ref.url = url;
	ref.localeGroup = identity.localeGroup;
	addLanguage(view, 'localizationRef', ref, variant);
	if (view.api.shows('localizationRef', 'updatedAt')) ref.updatedAt = variant.updatedAt;
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
