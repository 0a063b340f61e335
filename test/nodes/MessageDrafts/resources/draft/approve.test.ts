import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { DEMO } from '../../../../../sandbox';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import {
	draftOperation,
	email,
	publishedDraftOf,
	readDraft,
	reviewsOf,
	statusOf,
} from '../../support';

const { sandbox, run, runJson } = useNodeOnSandbox(new MessageDrafts());
const sms = DEMO.channels.sms;

describe('Message Drafts: Approve', () => {
	it('publishes an email draft that needs one approval', async () => {
		expect(await publishedDraftOf(sandbox, 'email', email.orderTemplate)).toBe(
			email.orderPublishedDraft,
		);
		const output = await runJson(
			draftOperation('approve', email.orderReviewDraft, { feedback: 'Looks good' }),
		);
		expect(output).toEqual([{ success: true, draftId: email.orderReviewDraft }]);
		expect(await publishedDraftOf(sandbox, 'email', email.orderTemplate)).toBe(
			email.orderReviewDraft,
		);
		const { body: draft } = await readDraft(sandbox, 'email', email.orderReviewDraft);
		expect(draft.designApprovedDate).toEqual(expect.any(String));
		expect(await reviewsOf(sandbox, email.orderReviewDraft)).toEqual([
			expect.objectContaining({ decision: 'approved', feedback: 'Looks good' }),
		]);
	});

	it('keeps a draft that needs two approvals pending after one, and publishes it after the second', async () => {
		const parameters = draftOperation('approve', email.welcomeRedesignDraft);
		await run(parameters);
		expect(await statusOf(sandbox, 'email', email.welcomeRedesignDraft)).toBe('PENDING_APPROVAL');
		expect(await publishedDraftOf(sandbox, 'email', email.welcomeTemplate)).toBe(
			email.welcomePublishedDraft,
		);

		await run(parameters);
		expect(await publishedDraftOf(sandbox, 'email', email.welcomeTemplate)).toBe(
			email.welcomeRedesignDraft,
		);
	});

	it('publishes an SMS draft', async () => {
		const output = await runJson(draftOperation('approve', sms.pendingDraft, { channel: 'sms' }));
		expect(output).toEqual([{ success: true, draftId: sms.pendingDraft }]);
		expect(await publishedDraftOf(sandbox, 'sms', sms.template)).toBe(sms.pendingDraft);
	});

	it('sends no body without feedback', async () => {
		await run(draftOperation('approve', email.orderReviewDraft, { feedback: '  ' }));
		expect(await reviewsOf(sandbox, email.orderReviewDraft)).toEqual([
			expect.objectContaining({ decision: 'approved', feedback: '' }),
		]);
	});

	it('stops before any request when the API version has no approvals', async () => {
		await expect(
			run(draftOperation('approve', email.orderReviewDraft), { version: '2024.12' }),
		).rejects.toThrow(
			'Approving and rejecting drafts: available from API version 2025.05v2; the credential uses 2024.12',
		);
		expect(await sandbox.requests()).toEqual([]);
		expect(await publishedDraftOf(sandbox, 'email', email.orderTemplate)).toBe(
			email.orderPublishedDraft,
		);
	});

	it('approves under the first version that has approvals', async () => {
		await run(draftOperation('approve', email.orderReviewDraft), { version: '2025.05v2' });
		expect(await publishedDraftOf(sandbox, 'email', email.orderTemplate)).toBe(
			email.orderReviewDraft,
		);
	});
});
