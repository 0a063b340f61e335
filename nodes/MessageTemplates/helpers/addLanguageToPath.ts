import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { requireFeatureFor } from '../../shared/helpers/requireFeature';
import { idProblem } from '../../shared/ids';
import { getApiVersion } from '../../shared/transport/apiVersion';

/**
 * Pre-send for Render: a chosen language selects the localized render endpoint. The language is
 * checked here, before a customer profile is read, and the executor fills the placeholder.
 */
export async function addLanguageToPath(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const languageId = this.getNodeParameter('languageId', '');
	if (languageId === undefined || languageId === null || String(languageId).trim() === '') return requestOptions;
	const itemIndex = this.getItemIndex();
	requireFeatureFor(this, await getApiVersion(this), 'localizations', itemIndex);
	const problem = idProblem('languageId', languageId);
	if (problem) {
		throw new NodeOperationError(this.getNode(), problem, {
			description: 'Enter a language-region id such as fr-FR, or leave Language empty for the default language.',
			itemIndex,
		});
	}
	return { ...requestOptions, url: `${requestOptions.url}/{languageId}` };
}
