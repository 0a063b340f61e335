import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { requireFeatureFor } from '../../shared/routing/requireFeature';
import { getApiVersion } from '../../shared/transport/connection';
import { expectedVariables } from '../helpers/readTemplateDetail';
import { chosenTemplate } from './chosenTemplate';

export async function getTemplateVariables(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	requireFeatureFor(this, await getApiVersion(this), 'compiledVariables');
	const template = await chosenTemplate(this);
	if (!template) return [];
	return expectedVariables(template).map((name) => ({ name, value: name }));
}
