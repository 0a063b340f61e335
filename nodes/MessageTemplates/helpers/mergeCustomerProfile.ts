import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { requireFeatureFor } from '../../shared/helpers/requireFeature';
import { idProblem } from '../../shared/ids';
import { getApiVersion } from '../../shared/transport/apiVersion';
import { serviceRequest } from '../../shared/transport/serviceRequest';

/**
 * Pre-send for Render, after the variables are collected: when a customer profile is chosen, its
 * `dataContent` fills in every variable the user did not give; the user's own values win.
 */
export async function mergeCustomerProfile(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const profileId = this.getNodeParameter('customerProfileId', '', { extractValue: true });
	if (profileId === undefined || profileId === null || String(profileId).trim() === '') return requestOptions;
	const itemIndex = this.getItemIndex();
	requireFeatureFor(this, await getApiVersion(this), 'themesAndCustomerProfiles', itemIndex);
	const problem = idProblem('customerProfileId', profileId);
	if (problem) {
		throw new NodeOperationError(this.getNode(), problem, {
			description: 'Pick the customer profile from the list, or leave it empty to render with your variables only.',
			itemIndex,
		});
	}
	const id = String(profileId);
	const profile = await serviceRequest<IDataObject>(this, {
		path: `/customerprofiles/${encodeURIComponent(id)}`,
		failureContext: { itemIndex, ids: { customerProfileId: id } },
	});
	const dataContent = profile.dataContent;
	const defaults = typeof dataContent === 'object' && dataContent !== null && !Array.isArray(dataContent) ? dataContent : {};
	return { ...requestOptions, body: { ...(defaults as IDataObject), ...(requestOptions.body as IDataObject) } };
}
