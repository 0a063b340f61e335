import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkId } from '../../shared/routing/checkId';

export function otherDraftId(context: IExecuteSingleFunctions): string {
	return checkId(context, 'draftId', context.getNodeParameter('otherDraftId', ''), {
		field: 'Other Draft ID',
	});
}

export async function checkOtherDraft(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	if (this.getNodeParameter('compareWith', 'published') === 'draft') otherDraftId(this);
	return requestOptions;
}
