import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { parentFields } from '../../descriptions/parent';
import { belowParent } from '../../helpers/routeToParent';

const placement = { resource: 'localization', operation: 'getAll' };

export const getManyLocalizations = operation({
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many localizations',
	description: 'List the languages a draft or a block is localized in, one item per localization',
	method: 'GET',
	...belowParent('/localizations'),
	feature: 'localizations',
});

export const getManyLocalizationsFields: INodeProperties[] = parentFields(placement);
