import type { IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { type ListFilter, itemScope } from '../../shared/routing/itemScope';
import { mapRecords } from '../../shared/routing/records';
import { requireFieldFor } from '../../shared/routing/requireFeature';
import { translationLockStatusValue } from '../../shared/versions';

// The two review states are also the draft `status` values they keep.
const DRAFT_STATUS_FILTERS = {
	all: 'all',
	awaitingApproval: 'PENDING_APPROVAL',
	inProgress: 'IN_PROGRESS',
	lockedForTranslation: 'LOCKED_FOR_TRANSLATION',
} as const;

// The service cannot filter on these: the node keeps the matching drafts as pages arrive.
const CLIENT_SIDE_STATUSES: readonly string[] = [
	DRAFT_STATUS_FILTERS.awaitingApproval,
	DRAFT_STATUS_FILTERS.inProgress,
];

export const statusFilter: ListFilter = {
	name: 'status',
	toQuery(status) {
		const { version, itemIndex } = itemScope(this);
		if (status === DRAFT_STATUS_FILTERS.all) return undefined;
		if (status === DRAFT_STATUS_FILTERS.lockedForTranslation)
			return translationLockStatusValue(version);
		if (CLIENT_SIDE_STATUSES.includes(status)) {
			requireFieldFor(this, version, 'draft', 'status', itemIndex);
			return undefined;
		}
		throw new NodeOperationError(
			this.getNode(),
			`Status "${status}" is not a draft state this node can filter on.`,
			{
				description: `Use one of: ${Object.values(DRAFT_STATUS_FILTERS).join(', ')}.`,
				itemIndex,
			},
		);
	},
};

export async function filterByStatus(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const status = this.getNodeParameter('status', DRAFT_STATUS_FILTERS.all) as string;
	if (!CLIENT_SIDE_STATUSES.includes(status)) return items;
	return mapRecords(items, (draft) => (draft.status === status ? draft : undefined));
}
