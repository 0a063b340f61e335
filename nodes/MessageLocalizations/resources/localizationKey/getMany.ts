import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { parentFields, shownFor } from '../../descriptions/parent';
import { potFileOutput } from '../../helpers/potFileOutput';
import { requestPotFile } from '../../helpers/requestPotFile';
import { parentIsDraft, parentPath } from '../../helpers/routeToParent';

export const getManyLocalizationKeys = operation({
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many localization keys',
	description:
		'List the source strings of a draft or a block that need translating, each with a ' +
		'comment; for a draft also as a POT file',
	routing: {
		request: { method: 'GET', url: parentPath('/localizationKeys') },
		output: { postReceive: [potFileOutput] },
	},
	messageTemplates: {
		channelScoped: parentIsDraft,
		preSend: [requestPotFile],
	},
});

const placement = { resource: 'localizationKey', operation: 'getAll' };

export const getManyLocalizationKeysFields: INodeProperties[] = [
	...parentFields(placement),
	{
		displayName: 'Output',
		name: 'keysOutput',
		type: 'options',
		options: [
			{ name: 'Items', value: 'items', description: 'One item per key, with its comment' },
			{
				name: 'POT File',
				value: 'potFile',
				description: 'One item with a gettext POT file in a binary property, for translation tools',
			},
		],
		default: 'items',
		description: 'How to output the keys',
		displayOptions: shownFor(placement, { parent: ['draft'] }),
	},
	{
		displayName: 'Put Output File in Field',
		name: 'binaryPropertyName',
		type: 'string',
		required: true,
		default: 'data',
		hint: 'The name of the output binary field to put the POT file in',
		description: 'The binary property of the output item that receives the POT file',
		displayOptions: shownFor(placement, { parent: ['draft'], keysOutput: ['potFile'] }),
	},
];
