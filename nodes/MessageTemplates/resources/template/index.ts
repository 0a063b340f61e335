import type { INodeProperties } from 'n8n-workflow';

import { channelParameter } from '../../../shared/descriptions/channel';
import { getTemplate, getTemplateFields } from './get';
import { getManyTemplates, getManyTemplatesFields } from './getMany';
import { renderTemplate, renderTemplateFields } from './render';

export const templateDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['template'] } },
		options: [getTemplate, getManyTemplates, renderTemplate],
		default: 'getAll',
	},
	channelParameter({ show: { resource: ['template'] } }),
	...getManyTemplatesFields,
	...getTemplateFields,
	...renderTemplateFields,
];
