import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { CHANNELS, type ChannelName, targetLanguagesFor } from '../../shared/channels';
import { requireFeatureFor } from '../../shared/helpers/requireFeature';
import { idProblem } from '../../shared/ids';
import { getApiVersion } from '../../shared/transport/apiVersion';

/**
 * Pre-send for Get: the email draft read needs a target language and takes a theme; the other
 * channels' draft reads refuse both, so they are sent only where the channel has them.
 */
export async function sendDraftReadOptions(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const channel = CHANNELS[this.getNodeParameter('channel', 'email') as ChannelName];
	// An unknown channel is reported by the executor, which names the value.
	if (!channel) return requestOptions;
	const version = await getApiVersion(this);
	const itemIndex = this.getItemIndex();
	const fail = (message: string, description: string): never => {
		throw new NodeOperationError(this.getNode(), message, { description, itemIndex });
	};
	const qs = { ...requestOptions.qs };

	if (channel.draftReadTakesTargetLanguage) {
		const targetLanguage = this.getNodeParameter('targetLanguage', '') as string;
		const available = targetLanguagesFor(channel.name, version);
		if (targetLanguage === '' && channel.targetLanguageRequired) {
			fail('Target Language is empty', `Choose one of: ${available.join(', ')}.`);
		}
		if (targetLanguage !== '' && !available.includes(targetLanguage)) {
			fail(
				`Target Language "${targetLanguage}" is not available for ${channel.displayName} in API version ${version}`,
				`Choose one of: ${available.join(', ')}.`,
			);
		}
		if (targetLanguage !== '') qs.targetLanguage = targetLanguage;
	}

	if (channel.themeIdApplies) {
		const themeId = this.getNodeParameter('options.themeId', '', { extractValue: true }) as string;
		if (themeId !== '') {
			const problem = idProblem('themeId', themeId);
			if (problem) fail(problem, 'Pick the theme from the list, or use an id copied from the service.');
			requireFeatureFor(this, version, 'themeId', itemIndex);
			qs.themeId = themeId;
		}
	}
	return { ...requestOptions, qs };
}
