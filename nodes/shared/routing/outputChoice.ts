import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

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

/**
 * The Output choice as a post-receive step: every field, the simplified ones, or those named. n8n
 * runs it on each answer of the service, after the node's own filters and before a failed item or
 * an agent tool's note is made, so those pass as they are.
 */
export function keepChosenFields(kind: RecordKind) {
	return async function keepChosenFields(
		this: IExecuteSingleFunctions,
		items: INodeExecutionData[],
	): Promise<INodeExecutionData[]> {
		const output = this.getNodeParameter('output', 'raw') as string;
		if (output === 'raw') return items;
		const fields = output === 'simplified' ? SIMPLIFIED_FIELDS[kind] : namedFields(this);
		const keep = (record: IDataObject): IDataObject =>
			Object.fromEntries(
				fields.filter((field) => field in record).map((field) => [field, record[field]]),
			);
		return mapRecords(items, keep);
	};
}

function namedFields(context: IExecuteSingleFunctions): string[] {
	const text = context.getNodeParameter('fields', '') as string;
	const fields = text
		.split(',')
		.map((field) => field.trim())
		.filter((field) => field !== '');
	if (fields.length === 0)
		throw new NodeOperationError(context.getNode(), 'Fields to Include names no field.', {
			description:
				'Enter the names of the fields to keep, separated by commas (such as id, name), or ' +
				'choose another Output.',
			itemIndex: context.getItemIndex(),
		});
	return fields;
}
