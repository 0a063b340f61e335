/** Which resources tags go on, and the checks an assignment must pass. */
import { invalidParameter, notFound } from './errors';
import type { Tag, TagType } from './store/model';
import type { Store } from './store/store';

export interface Taggable {
	type: TagType;
	workspaceId: string;
	tagIds: string[];
}

/** A template or a draft, of any channel. */
export function findTaggable(store: Store, resourceId: string): Taggable {
	const template = store.templates.get(resourceId);
	if (template) {
		return {
			type: 'template',
			workspaceId: store.workspaceOf(template.folderId),
			tagIds: template.tagIds,
		};
	}
	const draft = store.drafts.get(resourceId);
	const parent = draft && store.templates.get(draft.templateId);
	if (draft && parent) {
		return {
			type: 'draft',
			workspaceId: store.workspaceOf(parent.folderId),
			tagIds: draft.tagIds,
		};
	}
	throw notFound(`Not found: no template or draft has the id "${resourceId}"`);
}

export function findTag(store: Store, tagId: string): Tag {
	const tag = store.tags.get(tagId);
	if (!tag) throw notFound(`Not found: no tag has the id "${tagId}"`);
	return tag;
}

/** Every tag must exist, be active and allow the resource's type and workspace (an empty list allows all). */
export function checkAssignable(store: Store, resource: Taggable, tagIds: readonly string[]): void {
	tagIds.forEach((tagId, index) => {
		const tag = findTag(store, tagId);
		const parameter = `tagIds[${index}]`;
		if (tag.status !== 'active') {
			throw invalidParameter(parameter, `The tag "${tag.name}" is inactive and cannot be assigned`);
		}
		if (tag.types.length > 0 && !tag.types.includes(resource.type)) {
			throw invalidParameter(
				parameter,
				`The tag "${tag.name}" can be assigned to ${tag.types.join(', ')}, not to a ${resource.type}`,
			);
		}
		if (tag.workspaceIds.length > 0 && !tag.workspaceIds.includes(resource.workspaceId)) {
			throw invalidParameter(
				parameter,
				`The tag "${tag.name}" is not available in the workspace "${resource.workspaceId}"`,
			);
		}
	});
}

/** Deleting a tag takes it off every template, draft and block. */
export function removeTagEverywhere(store: Store, tagId: string): void {
	for (const holder of [...store.templates.items, ...store.drafts.items, ...store.blocks.items]) {
		const index = holder.tagIds.indexOf(tagId);
		if (index >= 0) holder.tagIds.splice(index, 1);
	}
	store.tags.remove(tagId);
}
