import type { INodeProperties } from 'n8n-workflow';

import { CHANNELS, CHANNEL_NAMES } from '../../shared/channels';
import { ID_FORMATS } from '../../shared/ids';
import { FEATURES } from '../../shared/versions';

function idMode(parameter: 'templateId' | 'folderId') {
	const format = ID_FORMATS[parameter];
	return {
		displayName: 'By ID',
		name: 'id',
		type: 'string' as const,
		placeholder: format.example,
		validation: [
			{
				type: 'regex' as const,
				properties: {
					regex: format.pattern.source,
					errorMessage: `Not a valid ${format.label} ID (expected: ${format.example}).`,
				},
			},
		],
	};
}

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
						`${FEATURES[CHANNELS[name].feature].since}`,
		})),
		default: [...CHANNEL_NAMES],
		description:
			'The channels whose drafts or templates to watch. Each poll reads every page of each one.',
	},
	{
		displayName: 'Template',
		name: 'templateId',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		description: 'Watch the drafts of this template only. Leave empty to watch every template.',
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: 'searchChannelTemplates', searchable: true },
			},
			idMode('templateId'),
		],
	},
	{
		displayName: 'Workspace or Folder',
		name: 'folderId',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		description:
			'Watch only what lies in this workspace or folder, nested folders included. Leave ' +
			'empty to watch everything.',
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: 'searchFolders', searchable: true },
			},
			idMode('folderId'),
		],
	},
	{
		displayName: 'Tag Names or IDs',
		name: 'tagIds',
		type: 'multiOptions',
		typeOptions: { loadOptionsMethod: 'getTags' },
		default: [],
		description:
			'Watch only drafts or templates that carry at least one of these tags (from API version 2025.09). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
];
