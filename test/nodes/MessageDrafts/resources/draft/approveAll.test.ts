import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { DEMO } from '../../../../../sandbox';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import { draftOperation, email, publishedDraftOf, reviewsOf } from '../../support';

const { sandbox, run, runJson } = useNodeOnSandbox(new MessageDrafts());

describe('Message Drafts: Approve for All Reviewers', () => {
	it('publishes an email draft that needs two approvals at once', async () => {
		const output = await runJson(
			draftOperation('approveAll', email.welcomeRedesignDraft, {
				feedback: 'Approved by the board',
			}),
		);
		expect(output).toEqual([{ success: true, draftId: email.welcomeRedesignDraft }]);
		expect(await publishedDraftOf(sandbox, 'email', email.welcomeTemplate)).toBe(
			email.welcomeRedesignDraft,
		);
		expect(await reviewsOf(sandbox, email.welcomeRedesignDraft)).toEqual([
			expect.objectContaining({ decision: 'approvedAll', feedback: 'Approved by the board' }),
		]);
	});

	it('publishes a push draft', async () => {
		const push = DEMO.channels.push;
		await run(draftOperation('approveAll', push.pendingDraft, { channel: 'push' }));
		expect(await publishedDraftOf(sandbox, 'push', push.template)).toBe(push.pendingDraft);
	});
});
