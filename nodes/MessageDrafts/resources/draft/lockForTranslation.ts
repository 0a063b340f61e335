import { operation } from '../../../shared/routing/operation';
import { REQUIRED_STATES } from './reviewStates';

export const lockDraftForTranslation = operation({
	name: 'Lock for Translation',
	value: 'lockForTranslation',
	action: 'Lock a draft for translation',
	description: 'Prevent edits to a draft in progress while its translations are completed',
	routing: {
		request: {
			method: 'PUT',
			url: '=/drafts/{{ String($parameter.draftId).trim() }}/lockForTranslation',
		},
	},
	messageTemplates: {
		channelScoped: true,
		emptyResult: true,
		requiredState: REQUIRED_STATES.editable,
	},
});
