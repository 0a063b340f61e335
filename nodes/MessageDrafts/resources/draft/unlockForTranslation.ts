import { operation } from '../../../shared/routing/operation';
import { REQUIRED_STATES } from './reviewStates';

export const unlockDraftForTranslation = operation({
	name: 'Unlock for Translation',
	value: 'unlockForTranslation',
	action: 'Unlock a draft for translation',
	description:
		'Allow edits again to a draft locked for translation, once its translations are done',
	routing: {
		request: {
			method: 'DELETE',
			url: '=/drafts/{{ String($parameter.draftId).trim() }}/lockForTranslation',
		},
	},
	messageTemplates: {
		channelScoped: true,
		emptyResult: true,
		requiredState: REQUIRED_STATES.locked,
	},
});
