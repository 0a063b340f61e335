export const REQUIRED_STATES = {
	awaitingApproval: 'a draft awaiting approval (PENDING_APPROVAL)',
	editable: 'an unpublished draft in progress (IN_PROGRESS)',
	locked: 'a draft locked for translation (LOCKED_FOR_TRANSLATION)',
	notPublished: 'a draft that is not the published draft of its template',
} as const;
