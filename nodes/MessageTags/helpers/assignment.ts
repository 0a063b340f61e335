import type {
	IDataObject,
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

function checkedTagIds(context: IExecuteSingleFunctions, value: unknown): string[] {
	const tagIds = toIdList(value);
	if (tagIds.length === 0) invalidInput(context, 'Tags is empty.', 'Choose at least one tag.');
	return tagIds.map((tagId) => checkId(context, 'tagId', tagId));
}

export async function checkAssignment(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	resourceIdOf(this);
	const { tagIds } = requestOptions.body as IDataObject;
	return { ...requestOptions, body: { tagIds: checkedTagIds(this, tagIds) } };
}

// The service answers with an empty body; say what was done.
export async function assignmentResult(
	this: IExecuteSingleFunctions,
): Promise<INodeExecutionData[]> {
	const tagIds = checkedTagIds(this, this.getNodeParameter('tagIds', []));
	return [{ json: { success: true, resourceId: resourceIdOf(this), tagIds } }];
}
