/** Drafts as list items (`templateId`) and as details (`template`, `compiled`, `localizations`). */
import { CHANNELS } from '../../nodes/shared/channels';
import type { Draft, Template } from '../store/model';
import { addPlacement, addTags, localizationRefs } from './common';
import type { View } from './view';

export function draftUrl(template: Template, draft: Draft): string {
	return `${CHANNELS[template.channel].pathPrefix}/drafts/${draft.id}`;
}

export function draftLocalizationRefs(
	view: View,
	template: Template,
	draft: Draft,
): Record<string, unknown>[] {
	const prefix = CHANNELS[template.channel].pathPrefix;
	return localizationRefs(
		view,
		template.id,
		draft.localizations,
		(identity) => `${prefix}/localizations/${identity.id}/drafts/${draft.id}`,
	);
}

export function presentDraftItem(view: View, draft: Draft): Record<string, unknown> {
	const template = templateOf(view, draft);
	const item: Record<string, unknown> = {
		id: draft.id,
		templateId: draft.templateId,
		name: draft.name,
		url: draftUrl(template, draft),
	};
	addPlacement(view, item, template.folderId);
	item.createdAt = draft.createdAt;
	item.updatedAt = draft.updatedAt;
	addStatus(view, item, draft, template);
	addTags(view, item, draft.tagIds);
	return item;
}

export function presentDraft(
	view: View,
	draft: Draft,
	compiled: Record<string, unknown>,
): Record<string, unknown> {
	const template = templateOf(view, draft);
	const detail: Record<string, unknown> = {
		id: draft.id,
		template: draft.templateId,
		name: draft.name,
		url: draftUrl(template, draft),
	};
	addPlacement(view, detail, template.folderId);
	detail.compiled = compiled;
	detail.createdAt = draft.createdAt;
	detail.updatedAt = draft.updatedAt;
	if (view.api.has('localizations'))
		detail.localizations = draftLocalizationRefs(view, template, draft);
	addStatus(view, detail, draft, template);
	addTags(view, detail, draft.tagIds);
	return detail;
}

function addStatus(
	view: View,
	target: Record<string, unknown>,
	draft: Draft,
	template: Template,
): void {
	if (!view.api.has('draftMetadata')) return;
	target.status = draft.status;
	target.templateName = template.name;
	// The document types it as a date-time string: a draft never approved has none, not null.
	if (draft.designApprovedDate !== null) target.designApprovedDate = draft.designApprovedDate;
}

function templateOf(view: View, draft: Draft): Template {
	const template = view.store.templates.get(draft.templateId);
	if (!template) throw new Error(`Draft ${draft.id} has no template`);
	return template;
}
