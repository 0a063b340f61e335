import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../../shared/channels';
import { requireFeatureFor } from '../../shared/helpers/requireFeature';
import { idProblem } from '../../shared/ids';
import { getApiVersion } from '../../shared/transport/apiVersion';

/**
 * Pre-send for the localized reads: a theme, where the channel takes one and it is given, must be
 * in the credential's version and have a theme id's shape, so that the service's 404 can only
 * mean that the localization or draft was not found.
 */
export async function checkThemeId(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const channel = CHANNELS[this.getNodeParameter('channel', 'email') as ChannelName];
	if (!channel?.themeIdApplies) return requestOptions;
	const themeId = this.getNodeParameter('themeId', '', { extractValue: true });
	if (themeId === '' || themeId === undefined || themeId === null) return requestOptions;
	requireFeatureFor(this, await getApiVersion(this), 'themeId', this.getItemIndex());
	const problem = idProblem('themeId', themeId);
	if (problem) {
		throw new NodeOperationError(this.getNode(), problem, {
			description: 'Pick it from the list, use an id copied from the service, or leave it empty.',
			itemIndex: this.getItemIndex(),
		});
	}
	return requestOptions;
}
