import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { requireText } from '../../shared/routing/requireText';

export async function sendFeedback(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const { feedback = '' } = (requestOptions.body ?? {}) as IDataObject;
	const text = requireText(this, feedback, 'Feedback').trim();
	// The field's routing puts it in a JSON body; the service takes it as the whole body, in text.
	const withoutBody = { ...requestOptions };
	delete withoutBody.body;
	if (text === '') return withoutBody;
	return {
		...withoutBody,
		body: text,
		headers: { ...requestOptions.headers, 'Content-Type': 'text/plain; charset=utf-8' },
	};
}
