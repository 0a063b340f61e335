import { operation } from '../../../shared/routing/operation';
import { REQUIRED_STATES } from './reviewStates';

export const unlockDraftForTranslation = operation({
	name: 'Unlock for Translation',
	value: 'unlockForTranslation',
	action: 'Unlock a draft for translation',
	description:
		'Allow edits again to a draft locked for translation, once its translations are done',
	channelScoped: true,
	emptyResult: true,
	requiredState: REQUIRED_STATES.locked,
	routing: { request: { method: 'DELETE', url: '/drafts/{draftId}/lockForTranslation' } },
});
