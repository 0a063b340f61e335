import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkId, isBlank } from '../routing/checkId';
import type { ItemScope } from '../routing/itemScope';
import { requireParameterFor } from '../routing/requireFeature';

// Other channels take no theme (the service rejects one), so one left from switching is not sent.
export async function sendTheme(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
	{ channel, version, itemIndex }: ItemScope,
): Promise<IHttpRequestOptions> {
	if (!channel?.themeIdApplies) return requestOptions;
	const value = this.getNodeParameter('themeId', '', { extractValue: true });
	if (isBlank(value)) return requestOptions;
	const endpoint = { method: requestOptions.method ?? 'GET', path: requestOptions.url };
	requireParameterFor(this, version, endpoint, 'themeId', itemIndex);
	const themeId = checkId(this, 'themeId', value, {
		fix: "Pick the theme from the list, or leave 'Theme' empty for the default styling.",
	});
	return { ...requestOptions, qs: { ...requestOptions.qs, themeId } };
}
