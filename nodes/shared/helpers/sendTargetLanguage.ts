import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { acceptsTargetLanguage, targetLanguagesFor } from '../versions';
import { itemScope } from '../routing/itemScope';
import { requireText } from '../routing/requireText';

// Email requires a target language; elsewhere an empty choice leaves it to the service.
export async function sendTargetLanguage(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const { channel, version } = itemScope(this);
	const { targetLanguage: given, ...qs } = requestOptions.qs ?? {};
	if (!channel) return requestOptions;
	const value = requireText(this, given === undefined ? '' : given, 'Target Language').trim();
	if (value === '' && !channel.targetLanguageRequired) return { ...requestOptions, qs };
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
	return { ...requestOptions, qs: { ...qs, targetLanguage: value } };
}
