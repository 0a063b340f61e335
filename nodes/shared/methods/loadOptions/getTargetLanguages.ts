import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { CHANNELS, type ChannelName, targetLanguageOptions } from '../../channels';
import { getApiVersion } from '../../transport/connection';
import { targetLanguagesFor } from '../../versions';

// Channels where the parameter is optional also offer the service's default.
export async function getTargetLanguages(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const channel =
		CHANNELS[(this.getCurrentNodeParameter('channel') as ChannelName | undefined) ?? 'email'];
	const languages = targetLanguageOptions(
		targetLanguagesFor(channel.name, await getApiVersion(this)),
	);
	return channel.targetLanguageRequired
		? languages
		: [{ name: 'Channel Default', value: '', description: 'Let the service choose' }, ...languages];
}
