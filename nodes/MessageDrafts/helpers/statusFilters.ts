/** The Status filter's values; the two review states are also the draft `status` values they keep. */
export const DRAFT_STATUS_FILTERS = {
	all: 'all',
	awaitingApproval: 'PENDING_APPROVAL',
	inProgress: 'IN_PROGRESS',
	lockedForTranslation: 'LOCKED_FOR_TRANSLATION',
} as const;

/** States the service cannot filter on: the node keeps the matching drafts as pages arrive. */
export const CLIENT_SIDE_STATUSES: readonly string[] = [
	DRAFT_STATUS_FILTERS.awaitingApproval,
	DRAFT_STATUS_FILTERS.inProgress,
];
