import { MessageDrafts } from '../../../nodes/MessageDrafts/MessageDrafts.node';
import { useNodeOnSandbox } from '../../harness/runNode';
import { draftOperation, email, publishedDraftOf, readDraft, reviewsOf, statusOf } from './support';

const API_KEY = 'review-tests-secret-7f3a9c';
const { sandbox, run, runError } = useNodeOnSandbox(new MessageDrafts(), { apiKey: API_KEY });

describe('Message Drafts: a draft in the wrong state', () => {
	const parameters = draftOperation('approve', email.springSaleDraft);
	const requiredState = 'This operation needs a draft awaiting approval (PENDING_APPROVAL)';

	it('says which state the operation needs, and changes nothing', async () => {
		const before = await readDraft(sandbox, 'email', email.springSaleDraft);
		const reviewsBefore = await reviewsOf(sandbox, email.springSaleDraft);
		const error = await runError(parameters);
		expect(error.message).toBe(
			`Draft ${email.springSaleDraft} is not in a state that allows this operation.`,
		);
		expect(error.description).toMatch(/^Service message: .*IN_PROGRESS/);
		expect(error.description).toContain(requiredState);
		expect(error.httpCode).toBe('403');
		expect(await readDraft(sandbox, 'email', email.springSaleDraft)).toEqual(before);
		expect(await reviewsOf(sandbox, email.springSaleDraft)).toEqual(reviewsBefore);
	});

	it('becomes an error item paired with its input under continueOnFail, and the run goes on', async () => {
		const [items] = await run(draftOperation('approve', '={{ $json.draftId }}'), {
			input: [
				{ json: { draftId: email.springSaleDraft } },
				{ json: { draftId: email.orderReviewDraft } },
			],
			continueOnFail: true,
		});
		expect(items).toHaveLength(2);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[0].json).toMatchObject({
			message: `Draft ${email.springSaleDraft} is not in a state that allows this operation.`,
			error: {
				httpCode: '403',
				draftId: email.springSaleDraft,
				service: { code: 'prohibited_action', message: expect.stringContaining('IN_PROGRESS') },
				description: expect.stringContaining(requiredState),
			},
		});
		expect(items[1]).toEqual({
			json: { success: true, draftId: email.orderReviewDraft },
			pairedItem: { item: 1 },
		});
		expect(await statusOf(sandbox, 'email', email.springSaleDraft)).toBe('IN_PROGRESS');
		expect(await publishedDraftOf(sandbox, 'email', email.orderTemplate)).toBe(
			email.orderReviewDraft,
		);
	});

	it('names the state for Submit for Approval on a draft already awaiting approval', async () => {
		await expect(
			run(draftOperation('submitForApproval', email.orderReviewDraft)),
		).rejects.toMatchObject({
			description: expect.stringContaining(
				'This operation needs an unpublished draft in progress (IN_PROGRESS)',
			),
		});
		expect(await statusOf(sandbox, 'email', email.orderReviewDraft)).toBe('PENDING_APPROVAL');
	});

	it('never shows the API key in outputs or errors', async () => {
		const [items] = await run(parameters, { continueOnFail: true });
		const error = await runError(parameters);
		const succeeded = await run(draftOperation('approve', email.orderReviewDraft));
		const refused = await run(parameters, {
			credentials: sandbox.credentials(undefined, { apiKey: 'wrong-key-5d2e1b' }),
			continueOnFail: true,
		});
		for (const text of [items, error.details, succeeded, refused].map((value) =>
			JSON.stringify(value),
		)) {
			expect(text).not.toContain(API_KEY);
			expect(text).not.toContain('wrong-key-5d2e1b');
		}
		expect(JSON.stringify(refused)).toContain('The service did not accept the API key.');
	});
});
