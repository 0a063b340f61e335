import { operation } from '../../../shared/routing/operation';
import { REQUIRED_STATES } from './reviewStates';

export const archiveDraft = operation({
	name: 'Archive',
	value: 'archive',
	action: 'Archive a draft',
	description: 'Mark a draft as deleted: it leaves the draft lists and can no longer be read',
	routing: {
		request: { method: 'DELETE', url: '=/drafts/{{ String($parameter.draftId).trim() }}' },
	},
	messageTemplates: {
		channelScoped: true,
		emptyResult: true,
		deletes: true,
		requiredState: REQUIRED_STATES.notPublished,
	},
});
