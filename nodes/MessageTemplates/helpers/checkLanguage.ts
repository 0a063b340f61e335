import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkId, isBlank } from '../../shared/routing/checkId';

// Checked here, before a customer profile is read, with the fix for this field; the URL reads it
// only when given.
export async function checkLanguage(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const languageId = this.getNodeParameter('languageId', '');
	if (isBlank(languageId)) return requestOptions;
	checkId(this, 'languageId', languageId, {
		fix:
			'Pick the language from the list, or enter a BCP 47 tag such as fr-FR or zh-Hans-CN; ' +
			'leave it empty for the default language.',
	});
	return requestOptions;
}
