import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import { draftNamed, draftOperation, email, statusOf } from '../../support';

const { sandbox, run, runJson, runError } = useNodeOnSandbox(new MessageDrafts());

describe('Message Drafts: Unlock for Translation', () => {
	it('locks an email draft and unlocks it again', async () => {
		const locked = await runJson(draftOperation('lockForTranslation', email.springSaleDraft));
		expect(locked).toEqual([{ success: true, draftId: email.springSaleDraft }]);
		expect(await statusOf(sandbox, 'email', email.springSaleDraft)).toBe('LOCKED_FOR_TRANSLATION');

		const unlocked = await runJson(draftOperation('unlockForTranslation', email.springSaleDraft));
		expect(unlocked).toEqual([{ success: true, draftId: email.springSaleDraft }]);
		expect(await statusOf(sandbox, 'email', email.springSaleDraft)).toBe('IN_PROGRESS');
		const writes = (await sandbox.requests()).filter(({ method }) => method !== 'GET');
		expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
			`PUT /drafts/${email.springSaleDraft}/lockForTranslation`,
			`DELETE /drafts/${email.springSaleDraft}/lockForTranslation`,
		]);
	});

	it('locks and unlocks an SMS draft', async () => {
		const draft = await draftNamed(sandbox, 'sms', 'Shipping notice v4');
		await run(draftOperation('lockForTranslation', draft.id, { channel: 'sms' }));
		expect(await statusOf(sandbox, 'sms', draft.id)).toBe('LOCKED_FOR_TRANSLATION');
		await run(draftOperation('unlockForTranslation', draft.id, { channel: 'sms' }));
		expect(await statusOf(sandbox, 'sms', draft.id)).toBe('IN_PROGRESS');
	});

	it('names the state Unlock needs, and leaves the draft as it was', async () => {
		const error = await runError(draftOperation('unlockForTranslation', email.springSaleDraft));
		expect(error.message).toBe(
			`Draft ${email.springSaleDraft} is not in a state that allows this operation.`,
		);
		expect(error.description).toContain(
			'This operation needs a draft locked for translation (LOCKED_FOR_TRANSLATION)',
		);
		expect(await statusOf(sandbox, 'email', email.springSaleDraft)).toBe('IN_PROGRESS');
	});
});
