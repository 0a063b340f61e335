import { NodeOperationError } from 'n8n-workflow';

import type { ListFilter } from '../../shared/routing/itemScope';
import { requireFeatureFor } from '../../shared/routing/requireFeature';
import { translationLockStatusValue } from '../../shared/versions';
import { CLIENT_SIDE_STATUSES, DRAFT_STATUS_FILTERS } from './statusFilters';

/**
 * The Status filter: the translation lock is filtered by the service, under the value name the
 * version uses; the review states are not sent, and need the `status` field that filterByStatus reads.
 */
export const statusFilter: ListFilter = {
	parameter: 'status',
	toQuery(status, { version, itemIndex }) {
		if (status === DRAFT_STATUS_FILTERS.all) return undefined;
		if (status === DRAFT_STATUS_FILTERS.lockedForTranslation) {
			requireFeatureFor(this, version, 'translationLockFilter', itemIndex);
			return translationLockStatusValue(version);
		}
		if (CLIENT_SIDE_STATUSES.includes(status)) {
			requireFeatureFor(this, version, 'draftMetadata', itemIndex);
			return undefined;
		}
		throw new NodeOperationError(this.getNode(), `Status "${status}" is not a draft state this node can filter on.`, {
			description: `Use one of: ${Object.values(DRAFT_STATUS_FILTERS).join(', ')}.`,
			itemIndex,
		});
	},
};
