import type {
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
} from 'n8n-workflow';

import { checkId } from '../../shared/routing/checkId';
import { toIdList } from './idList';
import { invalidInput } from './invalidInput';

// Checked against the Resource Type, so a draft id never passes as a template.
function resourceIdOf(context: IExecuteSingleFunctions): string {
	const resourceType = context.getNodeParameter('resourceType', 'template') as string;
	const resourceId = context.getNodeParameter('resourceId', '', { extractValue: true });
	return checkId(context, resourceType === 'draft' ? 'draftId' : 'templateId', resourceId);
}

function tagIdsOf(context: IExecuteSingleFunctions): string[] {
	const tagIds = toIdList(context.getNodeParameter('tagIds', []));
	if (tagIds.length === 0) invalidInput(context, 'Tags is empty.', 'Choose at least one tag.');
	return tagIds.map((tagId) => checkId(context, 'tagId', tagId));
}

export async function assignmentBody(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	resourceIdOf(this);
	return { ...requestOptions, body: { tagIds: tagIdsOf(this) } };
}

// The service answers with an empty body; say what was done.
export async function assignmentResult(
	this: IExecuteSingleFunctions,
): Promise<INodeExecutionData[]> {
	return [{ json: { success: true, resourceId: resourceIdOf(this), tagIds: tagIdsOf(this) } }];
}
