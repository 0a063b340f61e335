import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { requireFeatureFor } from '../../shared/helpers/requireFeature';
import { getApiVersion } from '../../shared/transport/apiVersion';
import { translationLockStatusValue } from '../../shared/versions';
import { CLIENT_SIDE_STATUSES, DRAFT_STATUS_FILTERS } from './statusFilters';

/**
 * Pre-send for the Status filter: the translation lock is filtered by the service, under the value
 * name the version uses; the review states need the `status` field that filterByStatus reads.
 */
export async function sendStatusFilter(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const status = this.getNodeParameter('status', DRAFT_STATUS_FILTERS.all) as string;
	if (status === DRAFT_STATUS_FILTERS.all) return requestOptions;
	const version = await getApiVersion(this);
	const itemIndex = this.getItemIndex();
	if (status === DRAFT_STATUS_FILTERS.lockedForTranslation) {
		requireFeatureFor(this, version, 'translationLockFilter', itemIndex);
		return { ...requestOptions, qs: { ...requestOptions.qs, status: translationLockStatusValue(version) } };
	}
	if (CLIENT_SIDE_STATUSES.includes(status)) {
		requireFeatureFor(this, version, 'draftMetadata', itemIndex);
		return requestOptions;
	}
	throw new NodeOperationError(this.getNode(), `Status "${status}" is not a draft state this node can filter on.`, {
		description: `Use one of: ${Object.values(DRAFT_STATUS_FILTERS).join(', ')}.`,
		itemIndex,
	});
}
