import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkId, isBlank } from '../routing/checkId';
import { itemScope } from '../routing/itemScope';
import { requireParameterFor } from '../routing/requireFeature';

// Other channels take no theme (the service rejects one), so one left from switching is not sent.
export async function sendTheme(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const { channel, version, itemIndex, endpoint } = itemScope(this);
	const { themeId: value, ...qs } = requestOptions.qs ?? {};
	if (!channel?.themeIdApplies || isBlank(value)) return { ...requestOptions, qs };
	requireParameterFor(this, version, endpoint, 'themeId', itemIndex);
	const themeId = checkId(this, 'themeId', value, {
		fix: "Pick the theme from the list, or leave 'Theme' empty for the default styling.",
	});
	return { ...requestOptions, qs: { ...qs, themeId } };
}
