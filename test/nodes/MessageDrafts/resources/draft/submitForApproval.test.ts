import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import { draftNamed, draftOperation, email, statusOf } from '../../support';

const { sandbox, runJson } = useNodeOnSandbox(new MessageDrafts());

describe('Message Drafts: Submit for Approval', () => {
	it('moves an email draft in progress to awaiting approval', async () => {
		const output = await runJson(draftOperation('submitForApproval', email.springSaleDraft));
		expect(output).toEqual([{ success: true, draftId: email.springSaleDraft }]);
		expect(await statusOf(sandbox, 'email', email.springSaleDraft)).toBe('PENDING_APPROVAL');
	});

	it('submits an SMS draft under the channel prefix', async () => {
		const draft = await draftNamed(sandbox, 'sms', 'Shipping notice v4');
		const output = await runJson(draftOperation('submitForApproval', draft.id, { channel: 'sms' }));
		expect(output).toEqual([{ success: true, draftId: draft.id }]);
		expect(await statusOf(sandbox, 'sms', draft.id)).toBe('PENDING_APPROVAL');
		expect(await sandbox.sent()).toContain(`POST /sms/drafts/${draft.id}/publishRequest`);
	});
});
