import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

/**
 * Pre-send: the chosen target language as a query parameter. Only email requires one; on the
 * other channels an empty choice leaves the parameter out so the service uses its default.
 */
export async function sendTargetLanguage(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const targetLanguage = String(this.getNodeParameter('targetLanguage', '') ?? '').trim();
	if (targetLanguage === '') return requestOptions;
	return { ...requestOptions, qs: { ...requestOptions.qs, targetLanguage } };
}
