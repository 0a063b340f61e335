import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { VARIABLES_MEMBER } from '../../shared/compiledMembers';
import { requireFieldFor } from '../../shared/routing/requireFeature';
import { getApiVersion } from '../../shared/transport/connection';
import { expectedVariables } from '../helpers/readTemplateDetail';
import { chosenTemplate } from './chosenTemplate';

export async function getTemplateVariables(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	requireFieldFor(this, await getApiVersion(this), 'compiled', VARIABLES_MEMBER);
	const template = await chosenTemplate(this);
	if (!template) return [];
	return expectedVariables(template).map((name) => ({ name, value: name }));
}
