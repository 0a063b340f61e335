import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { requireFeatureFor } from '../../shared/helpers/requireFeature';
import { idProblem } from '../../shared/ids';
import { getApiVersion } from '../../shared/transport/apiVersion';

/** Pre-send for the Template filter: checks the id and the version before it becomes `templateId`. */
export async function sendTemplateFilter(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const templateId = this.getNodeParameter('filters.templateId', '', { extractValue: true }) as string;
	if (templateId === '') return requestOptions;
	const itemIndex = this.getItemIndex();
	const problem = idProblem('templateId', templateId);
	if (problem) {
		throw new NodeOperationError(this.getNode(), problem, {
			description: 'Pick the template from the list, or use an id copied from the service.',
			itemIndex,
		});
	}
	requireFeatureFor(this, await getApiVersion(this), 'listFilters', itemIndex);
	return { ...requestOptions, qs: { ...requestOptions.qs, templateId } };
}
