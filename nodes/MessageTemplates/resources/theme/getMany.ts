import type { INodeProperties } from 'n8n-workflow';

import { returnAllLimit } from '../../../shared/descriptions/returnAllLimit';
import { operation } from '../../../shared/routing/operation';
import { outputChoice } from '../../../shared/descriptions/output';

export const getManyThemes = operation({
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many themes',
	description:
		'List the themes (email styling) of the account, to pick one for reading or rendering ' +
		'an email template',
	routing: { request: { method: 'GET', url: '/themes' } },
	messageTemplates: { list: true },
});

const displayOptions = { show: { resource: ['theme'], operation: ['getAll'] } };

export const getManyThemesFields: INodeProperties[] = [
	...returnAllLimit(displayOptions, 'themes'),
	...outputChoice(displayOptions, 'theme'),
];
