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
	const item = presentHead(view, draft, template, 'templateId');
	item.createdAt = draft.createdAt;
	item.updatedAt = draft.updatedAt;
	addStatus(view, item, draft, template);
	addTags(view, 'draft', item, draft.tagIds);
	return item;
}

export function presentDraft(
	view: View,
	draft: Draft,
	compiled: Record<string, unknown>,
): Record<string, unknown> {
	const template = templateOf(view, draft);
	const detail = presentHead(view, draft, template, 'template');
	detail.compiled = compiled;
	detail.createdAt = draft.createdAt;
	detail.updatedAt = draft.updatedAt;
	if (view.api.shows('draft', 'localizations'))
		detail.localizations = draftLocalizationRefs(view, template, draft);
	addStatus(view, detail, draft, template);
	addTags(view, 'draft', detail, draft.tagIds);
	return detail;
}

/** The fields a list item and a detail open with; they name the template's id differently. */
function presentHead(
	view: View,
	draft: Draft,
	template: Template,
	templateKey: 'templateId' | 'template',
): Record<string, unknown> {
	const head: Record<string, unknown> = {
		id: draft.id,
		[templateKey]: draft.templateId,
		name: draft.name,
		url: draftUrl(template, draft),
	};
	addPlacement(view, 'draft', head, template.folderId);
	return head;
}

function addStatus(
	view: View,
	target: Record<string, unknown>,
	draft: Draft,
	template: Template,
): void {
	if (view.api.shows('draft', 'status')) target.status = draft.status;
	if (view.api.shows('draft', 'templateName')) target.templateName = template.name;
	// The document types it as a date-time string: a draft never approved has none, not null.
	if (view.api.shows('draft', 'designApprovedDate') && draft.designApprovedDate !== null)
		target.designApprovedDate = draft.designApprovedDate;
}

function templateOf(view: View, draft: Draft): Template {
	const template = view.store.templates.get(draft.templateId);
	if (!template) throw new Error(`Draft ${draft.id} has no template`);
	return template;
}
