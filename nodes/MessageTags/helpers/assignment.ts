import type { IExecuteSingleFunctions, IHttpRequestOptions, INodeExecutionData } from 'n8n-workflow';

import { idProblem } from '../../shared/ids';
import { toIdList } from './idList';
import { invalidInput } from './invalidInput';

const PICK_FIX = 'Pick it from the list, or use an id copied from the service.';

/** The template or draft id, checked against the Resource Type so a draft id never passes as a template. */
function resourceIdOf(context: IExecuteSingleFunctions): string {
	const resourceType = context.getNodeParameter('resourceType', 'template') as string;
	const resourceId = context.getNodeParameter('resourceId', '', { extractValue: true });
	const problem = idProblem(resourceType === 'draft' ? 'draftId' : 'templateId', resourceId);
	if (problem) invalidInput(context, problem, PICK_FIX);
	return String(resourceId);
}

function tagIdsOf(context: IExecuteSingleFunctions): string[] {
	const tagIds = toIdList(context.getNodeParameter('tagIds', []));
	if (tagIds.length === 0) invalidInput(context, 'Tags is empty.', 'Choose at least one tag.');
	for (const tagId of tagIds) {
		const problem = idProblem('tagId', tagId);
		if (problem) invalidInput(context, problem, PICK_FIX);
	}
	return tagIds;
}

/** Pre-send of Assign and Unassign: the checked ids and the `{ tagIds }` body. */
export async function assignmentBody(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	resourceIdOf(this);
	return { ...requestOptions, body: { tagIds: tagIdsOf(this) } };
}

/** Post-receive of Assign and Unassign: the service answers with an empty body; say what was done. */
export async function assignmentResult(this: IExecuteSingleFunctions): Promise<INodeExecutionData[]> {
	return [{ json: { success: true, resourceId: resourceIdOf(this), tagIds: tagIdsOf(this) } }];
}
