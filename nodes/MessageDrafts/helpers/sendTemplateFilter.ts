import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkOptionalId } from '../../shared/helpers/checkId';
import { requireFeatureFor } from '../../shared/helpers/requireFeature';
import { getApiVersion } from '../../shared/transport/apiVersion';

/** Pre-send for the Template filter: checks the id and the version before it becomes `templateId`. */
export async function sendTemplateFilter(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const templateId = checkOptionalId(this, 'templateId', this.getNodeParameter('filters.templateId', '', { extractValue: true }), {
		fix: 'Pick the template from the list, or use an id copied from the service.',
	});
	if (templateId === undefined) return requestOptions;
	requireFeatureFor(this, await getApiVersion(this), 'listFilters', this.getItemIndex());
	return { ...requestOptions, qs: { ...requestOptions.qs, templateId } };
}
