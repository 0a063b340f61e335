import type { INodeProperties } from 'n8n-workflow';

import { CHANNELS, CHANNEL_NAMES } from '../../shared/channels';
import { resourceLocator } from '../../shared/descriptions/resourceLocator';
import { FEATURES, channelFeature } from '../../shared/versions';

export const scopeParameters: INodeProperties[] = [
	{
		displayName: 'Channels',
		name: 'channels',
		type: 'multiOptions',
		options: CHANNEL_NAMES.map((name) => ({
			name: CHANNELS[name].displayName,
			value: name,
			description:
				name === 'email'
					? 'Email drafts and templates'
					: `${CHANNELS[name].displayName} drafts and templates, from API version ` +
						`${FEATURES[channelFeature(name)].since}`,
		})),
		default: [...CHANNEL_NAMES],
		description:
			'The channels whose drafts or templates to watch. Each poll reads every page of each one.',
	},
	resourceLocator({
		name: 'templateId',
		searchListMethod: 'searchChannelTemplates',
		description: 'Watch the drafts of this template only. Leave empty to watch every template.',
		required: false,
	}),
	resourceLocator({
		name: 'folderId',
		displayName: 'Workspace or Folder',
		searchListMethod: 'searchFolders',
		description:
			'Watch only what lies in this workspace or folder, nested folders included. Leave ' +
			'empty to watch everything.',
		required: false,
	}),
	{
		displayName: 'Tag Names or IDs',
		name: 'tagIds',
		type: 'multiOptions',
		typeOptions: { loadOptionsMethod: 'getTags' },
		default: [],
		description:
			'Watch only drafts or templates that carry at least one of these tags. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
];
