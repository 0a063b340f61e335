import type { INodeProperties } from 'n8n-workflow';

import { CHANNELS, CHANNEL_NAMES, type ChannelName } from '../channels';
import { FEATURES, channelFeature } from '../versions';

export function channelParameter(
	displayOptions: INodeProperties['displayOptions'],
	channels: readonly ChannelName[] = CHANNEL_NAMES,
): INodeProperties {
	return {
		displayName: 'Channel',
		name: 'channel',
		type: 'options',
		noDataExpression: false,
		options: channels.map((name) => ({
			name: CHANNELS[name].displayName,
			value: name,
			description:
				name === 'email'
					? 'Email templates, at the root paths'
					: `${CHANNELS[name].displayName} templates, from API version ` +
						`${FEATURES[channelFeature(name)].since}`,
		})),
		default: 'email',
		description: 'Which kind of message the template or draft is for',
		displayOptions,
	};
}
