import type { IDataObject } from 'n8n-workflow';

import type { TriggerSettings } from './readSettings';

export function inScope(record: IDataObject, settings: TriggerSettings): boolean {
	const { event, templateId, folderId, tagIds } = settings;
	if (templateId !== undefined && event.templateIdOf(record) !== templateId) return false;
	if (folderId !== undefined) {
		// `path` runs from the workspace down to the record's folder.
		const path = typeof record.path === 'string' ? record.path.split('/') : [];
		if (record.workspaceId !== folderId && !path.includes(folderId)) return false;
	}
	if (tagIds.length > 0) {
		const tags = Array.isArray(record.tags) ? (record.tags as IDataObject[]) : [];
		if (!tags.some((tag) => tagIds.includes(String(tag.id)))) return false;
	}
	return true;
}
