import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { mapRecords } from './records';

export type RecordKind =
	'template' | 'draft' | 'block' | 'theme' | 'customerProfile' | 'localization' | 'tag' | 'folder';

// At most ten each, as n8n's guidelines ask: what a workflow finds, names and routes by.
export const SIMPLIFIED_FIELDS: Record<RecordKind, readonly string[]> = {
	template: [
		'id',
		'name',
		'description',
		'channel',
		'path',
		'workspaceId',
		'publishedDraftId',
		'updatedAt',
	],
	draft: [
		'id',
		'name',
		'template',
		'templateId',
		'templateName',
		'status',
		'path',
		'workspaceId',
		'designApprovedDate',
		'updatedAt',
	],
	block: ['id', 'name', 'description', 'updatedAt'],
	theme: ['id', 'name', 'description', 'updatedAt'],
	customerProfile: ['id', 'name', 'description', 'workspaceIds', 'updatedAt'],
	localization: ['id', 'name', 'languages', 'localeGroup', 'template', 'updatedAt'],
	tag: ['id', 'name', 'types', 'workspaceIds', 'status'],
	folder: ['id', 'name', 'description', 'updatedAt'],
};

// Every field of each kind's records that Selected Fields offers, from the vendor's document; the
// ID is always kept, so not offered.
export const RECORD_FIELDS: Record<RecordKind, readonly string[]> = {
	template: [
		'channel',
		'compiled',
		'createdAt',
		'description',
		'localizations',
		'name',
		'path',
		'publishedDraftId',
		'tags',
		'updatedAt',
		'url',
		'workspaceId',
	],
	draft: [
		'compiled',
		'createdAt',
		'designApprovedDate',
		'localizations',
		'name',
		'path',
		'status',
		'tags',
		'template',
		'templateId',
		'templateName',
		'updatedAt',
		'url',
		'workspaceId',
	],
	block: ['createdAt', 'description', 'name', 'tags', 'updatedAt', 'url'],
	theme: ['createdAt', 'description', 'figmaUrl', 'name', 'updatedAt', 'url'],
	customerProfile: [
		'createdAt',
		'dataContent',
		'description',
		'effectiveWorkspaceIds',
		'name',
		'updatedAt',
		'url',
		'workspaceIds',
	],
	localization: [
		'compiled',
		'createdAt',
		'languages',
		'localeGroup',
		'name',
		'template',
		'updatedAt',
		'url',
	],
	tag: ['createdAt', 'name', 'status', 'types', 'updatedAt', 'workspaceIds'],
	folder: ['createdAt', 'description', 'name', 'subfolders', 'updatedAt', 'url'],
};

/**
 * The Output choice as a post-receive step: every field, the simplified ones, or the ID and those
 * selected. n8n runs it on each answer of the service, after the node's own filters and before a
 * failed item or an agent tool's note is made, so those pass as they are.
 */
export function keepChosenFields(kind: RecordKind) {
	return async function keepChosenFields(
		this: IExecuteSingleFunctions,
		items: INodeExecutionData[],
	): Promise<INodeExecutionData[]> {
		const output = this.getNodeParameter('output', 'raw') as string;
		if (output === 'raw') return items;
		const fields =
			output === 'simplified' ? SIMPLIFIED_FIELDS[kind] : ['id', ...selectedFields(this)];
		const keep = (record: IDataObject): IDataObject =>
			Object.fromEntries(
				fields.filter((field) => field in record).map((field) => [field, record[field]]),
			);
		return mapRecords(items, keep);
	};
}

/**
 * The fields chosen under Selected Fields. Workflows saved before it was a list hold the names as
 * text separated by commas, which is read as it was then.
 */
function selectedFields(context: IExecuteSingleFunctions): string[] {
	const chosen = context.getNodeParameter('fields', []) as string[] | string;
	const fields = (typeof chosen === 'string' ? chosen.split(',') : chosen)
		.map((field) => field.trim())
		.filter((field) => field !== '' && field !== 'id');
	return [...new Set(fields)];
}
