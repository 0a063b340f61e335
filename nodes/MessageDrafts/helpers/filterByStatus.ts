import type { IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { mapRecords } from '../../shared/routing/records';
import { CLIENT_SIDE_STATUSES, DRAFT_STATUS_FILTERS } from './statusFilters';

/** Post-receive for the Status filter: keeps the drafts in a review state the service cannot filter on. */
export async function filterByStatus(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const status = this.getNodeParameter('status', DRAFT_STATUS_FILTERS.all) as string;
	if (!CLIENT_SIDE_STATUSES.includes(status)) return items;
	return mapRecords(items, (draft) => (draft.status === status ? draft : undefined));
}
