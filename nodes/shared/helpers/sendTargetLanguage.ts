import type { IExecuteSingleFunctions, IHttpRequestOptions, PreSendAction } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { CHANNELS, type ChannelName, targetLanguagesFor } from '../channels';
import { getApiVersion } from '../transport/apiVersion';

/**
 * Pre-send for reads of compiled content: the target language as `targetLanguage`, checked
 * against the channel's values under the credential's version before anything is sent. Email
 * requires one; elsewhere an empty choice leaves it to the service, and the draft detail read of
 * the other channels takes none at all.
 */
export function sendTargetLanguage(read: 'content' | 'draftDetail'): PreSendAction {
	return async function (this: IExecuteSingleFunctions, requestOptions: IHttpRequestOptions) {
		const channel = CHANNELS[this.getNodeParameter('channel', 'email') as ChannelName];
		// An unknown channel is reported by the executor, which names the value.
		if (!channel || (read === 'draftDetail' && !channel.draftReadTakesTargetLanguage)) return requestOptions;
		const value = String(this.getNodeParameter('targetLanguage', '') ?? '').trim();
		if (value === '' && !channel.targetLanguageRequired) return requestOptions;
		const version = await getApiVersion(this);
		const available = targetLanguagesFor(channel.name, version);
		if (!available.includes(value)) {
			const message =
				value === ''
					? 'Target Language is empty.'
					: `Target Language "${value}" is not available for ${channel.displayName} in API version ${version}.`;
			throw new NodeOperationError(this.getNode(), message, {
				description: `Choose one of: ${available.join(', ')}.`,
				itemIndex: this.getItemIndex(),
			});
		}
		return { ...requestOptions, qs: { ...requestOptions.qs, targetLanguage: value } };
	};
}
