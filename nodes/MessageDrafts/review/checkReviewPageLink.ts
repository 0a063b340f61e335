import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkLink } from '../compare/reviewLink';

// Undefined when the workflow did not add the option; whatever it holds when it did, even nothing,
// which is then refused: an expression that finds no link must not open the page.
export function givenLink(context: IExecuteSingleFunctions): { link: unknown } | undefined {
	const options = context.getNodeParameter('options', {}) as IDataObject;
	return Object.hasOwn(options, 'reviewLink') ? { link: options.reviewLink } : undefined;
}

// Before the draft is read: a link that is not valid learns nothing, not even whether it exists.
export async function checkReviewPageLink(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const given = givenLink(this);
	if (given) await checkLink(this, given.link);
	return requestOptions;
}
