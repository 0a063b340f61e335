/** Templates as list items and as details, shaped by version. */
import { CHANNELS } from '../../nodes/shared/channels';
import type { Template } from '../store/model';
import { addPlacement, addTags, localizationRefs } from './common';
import type { View } from './view';

export function templateUrl(template: Template): string {
	return `${CHANNELS[template.channel].pathPrefix}/templates/${template.id}`;
}

export function presentTemplate(
	view: View,
	template: Template,
	compiled?: Record<string, unknown>,
): Record<string, unknown> {
	const published =
		template.publishedDraftId === null
			? undefined
			: view.store.drafts.get(template.publishedDraftId);
	const item: Record<string, unknown> = {
		id: template.id,
		name: template.name,
		description: template.description,
		url: templateUrl(template),
	};
	if (compiled) item.compiled = compiled;
	addPlacement(view, 'template', item, template.folderId);
	if (view.api.shows('template', 'localizations'))
		item.localizations = published
			? localizationRefs(
					view,
					template.id,
					published.localizations,
					(identity) => `${CHANNELS[template.channel].pathPrefix}/localizations/${identity.id}`,
				)
			: [];
	item.createdAt = template.createdAt;
	item.updatedAt = template.updatedAt;
	if (view.api.shows('template', 'publishedDraftId') && template.publishedDraftId !== null)
		item.publishedDraftId = template.publishedDraftId;
	addTags(view, 'template', item, template.tagIds);
	if (view.api.shows('template', 'channel') && template.assignedChannel) {
		item.channel = { id: template.assignedChannel.id, name: template.assignedChannel.name };
	}
	return item;
}
