import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { requireText } from '../../shared/routing/requireText';

export async function sendFeedback(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const feedback = requireText(this, this.getNodeParameter('feedback', ''), 'Feedback').trim();
	// The routing engine starts every request with an empty JSON body; the service takes text only.
	const withoutBody = { ...requestOptions };
	delete withoutBody.body;
	if (feedback === '') return withoutBody;
	return {
		...withoutBody,
		body: feedback,
		headers: { ...requestOptions.headers, 'Content-Type': 'text/plain; charset=utf-8' },
	};
}
