import type { IDataObject } from 'n8n-workflow';

import {
	type ApiVersion,
	parameterAvailable,
	translationLockStatusValue,
} from '../shared/versions';

export type TriggerEventName = 'draftLocked' | 'draftSubmitted' | 'templatePublished';

export interface WatchedEvent {
	name: TriggerEventName;
	listPath: '/drafts' | '/templates';
	record: 'draft' | 'template';
	serverFilters(version: ApiVersion, templateId: string | undefined): IDataObject;
	watches(record: IDataObject): boolean;
	// A marker that differs from the saved one means the event happened again since the last poll (a
	// draft submitted again gets a new updatedAt, a template published again a new publishedDraftId).
	marker(record: IDataObject): string;
	// What a first look compares.
	changedAt(record: IDataObject): string;
	templateIdOf(record: IDataObject): unknown;
	noun: string;
}

const changedAt = (record: IDataObject): string => String(record.updatedAt ?? '');

const draftTemplateFilter = (version: ApiVersion, templateId: string | undefined): IDataObject =>
	templateId && parameterAvailable(version, 'GET', '/drafts', 'templateId') ? { templateId } : {};

export const WATCHED_EVENTS: Readonly<Record<TriggerEventName, WatchedEvent>> = {
	draftSubmitted: {
		name: 'draftSubmitted',
		listPath: '/drafts',
		record: 'draft',
		// The service cannot filter on PENDING_APPROVAL: every draft is read and its status checked.
		serverFilters: draftTemplateFilter,
		watches: (record) => record.status === 'PENDING_APPROVAL',
		marker: (record) => String(record.updatedAt),
		changedAt,
		templateIdOf: (record) => record.templateId,
		noun: 'draft awaiting approval',
	},
	draftLocked: {
		name: 'draftLocked',
		listPath: '/drafts',
		record: 'draft',
		serverFilters: (version, templateId) => ({
			status: translationLockStatusValue(version),
			...draftTemplateFilter(version, templateId),
		}),
		watches: (record) => record.status === 'LOCKED_FOR_TRANSLATION',
		marker: (record) => String(record.updatedAt),
		changedAt,
		templateIdOf: (record) => record.templateId,
		noun: 'draft locked for translation',
	},
	templatePublished: {
		name: 'templatePublished',
		listPath: '/templates',
		record: 'template',
		serverFilters: () => ({}),
		// The list holds published templates only, each with the draft it publishes.
		watches: (record) =>
			typeof record.publishedDraftId === 'string' && record.publishedDraftId !== '',
		marker: (record) => String(record.publishedDraftId),
		// A publication stamps the template's updatedAt.
		changedAt,
		templateIdOf: (record) => record.id,
		noun: 'published template',
	},
};
