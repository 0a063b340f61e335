import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkId, isBlank } from '../../shared/routing/checkId';
import { itemScope } from '../../shared/routing/itemScope';
import { requireEndpointFor } from '../../shared/routing/requireFeature';
import { serviceRequest } from '../../shared/transport/serviceRequest';

// The user's own values win over the profile's `dataContent`.
export async function mergeCustomerProfile(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const { version, itemIndex } = itemScope(this);
	const profileId = this.getNodeParameter('customerProfileId', '', { extractValue: true });
	if (isBlank(profileId)) return requestOptions;
	const read = { method: 'GET', path: '/customerprofiles/{customerProfileId}' };
	requireEndpointFor(this, version, read, itemIndex);
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
