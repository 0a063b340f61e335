/** Folders, blocks, tags, themes and customer profiles: the account's resources outside templates. */
import type { Block, CustomerProfile, Folder, Tag, Theme } from '../store/model';
import { addTags } from './common';
import type { View } from './view';

export function presentFolder(folder: Folder): Record<string, unknown> {
	return {
		id: folder.id,
		name: folder.name,
		description: folder.description,
		url: `/workspaces/${folder.id}`,
		createdAt: folder.createdAt,
		updatedAt: folder.updatedAt,
	};
}

export function presentBlock(view: View, block: Block): Record<string, unknown> {
	const item: Record<string, unknown> = {
		id: block.id,
		name: block.name,
		description: block.description,
		createdAt: block.createdAt,
		updatedAt: block.updatedAt,
		url: `/blocks/${block.id}`,
	};
	addTags(view, 'block', item, block.tagIds);
	return item;
}

export function presentTag(tag: Tag): Record<string, unknown> {
	return {
		id: tag.id,
		name: tag.name,
		types: [...tag.types],
		workspaceIds: [...tag.workspaceIds],
		createdAt: tag.createdAt,
		updatedAt: tag.updatedAt,
		status: tag.status,
	};
}

export function presentTheme(theme: Theme): Record<string, unknown> {
	return {
		id: theme.id,
		name: theme.name,
		description: theme.description,
		url: `/themes/${theme.id}`,
		figmaUrl: theme.figmaUrl,
		createdAt: theme.createdAt,
		updatedAt: theme.updatedAt,
	};
}

/** A profile with no workspaces of its own is the account-wide one: it applies everywhere. */
export function effectiveWorkspaceIds(view: View, profile: CustomerProfile): string[] {
	if (profile.workspaceIds.length > 0) return [...profile.workspaceIds];
	return view.store.folders.items
		.filter((folder) => folder.parentId === null)
		.map((folder) => folder.id);
}

export function presentCustomerProfile(
	view: View,
	profile: CustomerProfile,
): Record<string, unknown> {
	return {
		id: profile.id,
		name: profile.name,
		description: profile.description,
		dataContent: structuredClone(profile.dataContent),
		workspaceIds: [...profile.workspaceIds],
		effectiveWorkspaceIds: effectiveWorkspaceIds(view, profile),
		url: `/customerprofiles/${profile.id}`,
		createdAt: profile.createdAt,
		updatedAt: profile.updatedAt,
	};
}
