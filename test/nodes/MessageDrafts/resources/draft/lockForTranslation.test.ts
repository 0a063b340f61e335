import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import { draftNamed, draftOperation, email, statusOf } from '../../support';

const { sandbox, run } = useNodeOnSandbox(new MessageDrafts());

describe('Message Drafts: Lock for Translation', () => {
	it('locks email drafts from 2020.11 on', async () => {
		await run(draftOperation('lockForTranslation', email.springSaleDraft), { version: '2020.11' });
		expect(await statusOf(sandbox, 'email', email.springSaleDraft)).toBe('LOCKED_FOR_TRANSLATION');

		await sandbox.clearRequests();
		await expect(
			run(draftOperation('unlockForTranslation', email.springSaleDraft), { version: '2019.10' }),
		).rejects.toThrow(
			'Duplicating, archiving, locking and unlocking email drafts: available from API version 2020.11; the credential uses 2019.10',
		);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('stops before any request when the version has no lock for the SMS channel', async () => {
		const draft = await draftNamed(sandbox, 'sms', 'Shipping notice v4');
		await sandbox.clearRequests();
		await expect(
			run(draftOperation('lockForTranslation', draft.id, { channel: 'sms' }), {
				version: '2025.09',
			}),
		).rejects.toThrow(
			'Duplicating, archiving, locking and unlocking SMS, push, voice and live-activity drafts: available from API version 2026.06; the credential uses 2025.09',
		);
		expect(await sandbox.requests()).toEqual([]);
		expect(await statusOf(sandbox, 'sms', draft.id)).toBe('IN_PROGRESS');
	});
});
