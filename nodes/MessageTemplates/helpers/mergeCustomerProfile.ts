import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkId, isBlank } from '../../shared/routing/checkId';
import type { ItemScope } from '../../shared/routing/itemScope';
import { requireFeatureFor } from '../../shared/routing/requireFeature';
import { serviceRequest } from '../../shared/transport/serviceRequest';

/**
 * Pre-send for Render, after the variables are collected: when a customer profile is chosen, its
 * `dataContent` fills in every variable the user did not give; the user's own values win.
 */
export async function mergeCustomerProfile(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
	{ version, itemIndex }: ItemScope,
): Promise<IHttpRequestOptions> {
	const profileId = this.getNodeParameter('customerProfileId', '', { extractValue: true });
	if (isBlank(profileId)) return requestOptions;
	requireFeatureFor(this, version, 'themesAndCustomerProfiles', itemIndex);
	const id = checkId(this, 'customerProfileId', profileId, {
		fix:
			'Pick the customer profile from the list, or leave it empty to render with your ' +
			'variables only.',
	});
	const profile = await serviceRequest<IDataObject>(this, {
		path: `/customerprofiles/${encodeURIComponent(id)}`,
		failureContext: { itemIndex, ids: { customerProfileId: id } },
	});
	const dataContent = profile.dataContent;
	const defaults =
		typeof dataContent === 'object' && dataContent !== null && !Array.isArray(dataContent)
			? dataContent
			: {};
	return {
		...requestOptions,
		body: { ...(defaults as IDataObject), ...(requestOptions.body as IDataObject) },
	};
}
