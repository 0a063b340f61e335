import type { INodeProperties } from 'n8n-workflow';

import { channelParameter } from '../../../shared/descriptions/channel';
import { operationParameter } from '../../../shared/descriptions/resource';
import { getTemplate, getTemplateFields } from './get';
import { getManyTemplates, getManyTemplatesFields } from './getMany';
import { renderTemplate, renderTemplateFields } from './render';

export const templateDescription: INodeProperties[] = [
	operationParameter('template', [getTemplate, getManyTemplates, renderTemplate], 'getAll'),
	channelParameter({ show: { resource: ['template'] } }),
	...getManyTemplatesFields,
	...getTemplateFields,
	...renderTemplateFields,
];
