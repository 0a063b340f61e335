/**
 * The three things the trigger watches, as data: which list each one walks, which listed records
 * are in the watched state, and the marker whose change means the event happened (again).
 */
import type { IDataObject } from 'n8n-workflow';

import { type ApiVersion, hasFeature, translationLockStatusValue } from '../shared/versions';

export type TriggerEventName = 'draftLocked' | 'draftSubmitted' | 'templatePublished';

export interface WatchedEvent {
	name: TriggerEventName;
	/** The list walked on every selected channel, below the channel's prefix. */
	listPath: '/drafts' | '/templates';
	/** Which kind of record the event carries; decides output fields and the content read. */
	record: 'draft' | 'template';
	/** Filters the service applies itself: fewer pages to read. */
	serverFilters(version: ApiVersion, templateId: string | undefined): IDataObject;
	/** Whether a listed record is in the watched state. */
	watches(record: IDataObject): boolean;
	/**
	 * What the state keeps per watched record. A record whose marker differs from the saved one has
	 * gone through the event again since the last poll (a draft rejected and submitted again gets a
	 * new updatedAt; a template published again gets a new publishedDraftId).
	 */
	marker(record: IDataObject): string;
	/** When the record last changed, as the service writes times: what a first look compares. */
	changedAt(record: IDataObject): string;
	/** The template a record belongs to, for the template scope. */
	templateIdOf(record: IDataObject): unknown;
	/** "draft awaiting approval": for the manual run's message when nothing matches. */
	noun: string;
}

const changedAt = (record: IDataObject): string => String(record.updatedAt ?? '');

const draftTemplateFilter = (version: ApiVersion, templateId: string | undefined): IDataObject =>
	templateId && hasFeature(version, 'listFilters') ? { templateId } : {};

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
