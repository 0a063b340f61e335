import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkId, isBlank } from '../../shared/routing/checkId';
import type { ItemScope } from '../../shared/routing/itemScope';
import { requireEndpointFor } from '../../shared/routing/requireFeature';

// Checked here, before a customer profile is read; the executor fills the placeholder.
export async function addLanguageToPath(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
	{ channel, version, itemIndex }: ItemScope,
): Promise<IHttpRequestOptions> {
	const languageId = this.getNodeParameter('languageId', '');
	if (isBlank(languageId)) return requestOptions;
	const url = `${requestOptions.url}/{languageId}`;
	const endpoint = { method: 'POST', path: `${channel?.pathPrefix ?? ''}${url}` };
	requireEndpointFor(this, version, endpoint, itemIndex);
	checkId(this, 'languageId', languageId, {
		fix:
			'Pick the language from the list, or enter a BCP 47 tag such as fr-FR or zh-Hans-CN; ' +
			'leave it empty for the default language.',
	});
	return { ...requestOptions, url };
}
