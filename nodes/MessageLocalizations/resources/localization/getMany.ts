import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { parentFields, shownFor } from '../../descriptions/parent';
import { parentIsDraft, parentPath } from '../../helpers/routeToParent';
import { outputChoice } from '../../../shared/descriptions/output';

export const getManyLocalizations = operation({
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many localizations',
	description: 'List the languages a draft or a block is localized in, one item per localization',
	routing: { request: { method: 'GET', url: parentPath('/localizations') } },
	messageTemplates: {
		channelScoped: parentIsDraft,
	},
});

const placement = { resource: 'localization', operation: 'getAll' };

export const getManyLocalizationsFields: INodeProperties[] = [
	...parentFields(placement),
	...outputChoice(shownFor(placement), 'localization'),
];
