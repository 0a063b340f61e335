import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../channels';
import { requireFeatureFor } from './requireFeature';
import { idProblem } from '../ids';
import { getApiVersion } from '../transport/apiVersion';

/**
 * Pre-send: the optional theme of an email read or render as `themeId`. Other channels take no
 * theme (the service rejects one), so a theme left over from switching channels is not sent.
 */
export async function sendTheme(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const channel = CHANNELS[this.getNodeParameter('channel', 'email') as ChannelName];
	if (!channel?.themeIdApplies) return requestOptions;
	const themeId = this.getNodeParameter('themeId', '', { extractValue: true });
	if (themeId === undefined || themeId === null || String(themeId).trim() === '') return requestOptions;
	const itemIndex = this.getItemIndex();
	requireFeatureFor(this, await getApiVersion(this), 'themeId', itemIndex);
	const problem = idProblem('themeId', themeId);
	if (problem) {
		throw new NodeOperationError(this.getNode(), problem, {
			description: 'Pick the theme from the list, or leave Theme empty for the default styling.',
			itemIndex,
		});
	}
	return { ...requestOptions, qs: { ...requestOptions.qs, themeId: String(themeId) } };
}
