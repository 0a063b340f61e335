import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { DEMO } from '../../../../../sandbox';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import { draftOperation, email, publishedDraftOf, reviewsOf, statusOf } from '../../support';

const { sandbox, run, runJson } = useNodeOnSandbox(new MessageDrafts());

describe('Message Drafts: Reject', () => {
	it('returns an email draft to in progress with the feedback recorded', async () => {
		const feedback = 'Shorten the subject, please.\nAnd use the holiday theme.';
		const output = await runJson(
			draftOperation('reject', email.welcomeRedesignDraft, { feedback }),
		);
		expect(output).toEqual([{ success: true, draftId: email.welcomeRedesignDraft }]);
		expect(await statusOf(sandbox, 'email', email.welcomeRedesignDraft)).toBe('IN_PROGRESS');
		expect(await reviewsOf(sandbox, email.welcomeRedesignDraft)).toEqual([
			expect.objectContaining({ decision: 'rejected', feedback }),
		]);
		expect(await publishedDraftOf(sandbox, 'email', email.welcomeTemplate)).toBe(
			email.welcomePublishedDraft,
		);
	});

	it('rejects a voice draft', async () => {
		const voice = DEMO.channels.voice;
		await run(
			draftOperation('reject', voice.pendingDraft, { channel: 'voice', feedback: 'Too fast' }),
		);
		expect(await statusOf(sandbox, 'voice', voice.pendingDraft)).toBe('IN_PROGRESS');
		expect(await reviewsOf(sandbox, voice.pendingDraft)).toEqual([
			expect.objectContaining({ decision: 'rejected', feedback: 'Too fast' }),
		]);
	});
});
