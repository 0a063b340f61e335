import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { acceptsTargetLanguage, targetLanguagesFor } from '../versions';
import type { ItemScope, PreSendStep } from '../routing/itemScope';
import { requireText } from '../routing/requireText';

// Email requires a target language; elsewhere an empty choice leaves it to the service.
export const sendTargetLanguage: PreSendStep = async function (
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
	{ channel, version }: ItemScope,
) {
	if (!channel) return requestOptions;
	const value = requireText(
		this,
		this.getNodeParameter('targetLanguage', ''),
		'Target Language',
	).trim();
	if (value === '' && !channel.targetLanguageRequired) return requestOptions;
	if (!acceptsTargetLanguage(channel.name, version, value)) {
		const available = targetLanguagesFor(channel.name, version);
		const message =
			value === ''
				? "'Target Language' is empty."
				: `'Target Language' "${value}" is not available for ${channel.displayName} in API ` +
					`version ${version}.`;
		throw new NodeOperationError(this.getNode(), message, {
			description: `Choose one of: ${available.join(', ')}.`,
			itemIndex: this.getItemIndex(),
		});
	}
	return { ...requestOptions, qs: { ...requestOptions.qs, targetLanguage: value } };
};
