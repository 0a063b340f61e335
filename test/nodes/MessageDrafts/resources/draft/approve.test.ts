import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { DEMO } from '../../../../../sandbox';
import { nodeRuns } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import {
	draftNamed,
	draftOperation,
	publishedDraftOf,
	readDraft,
	reviewsOf,
	statusOf,
} from '../../support';

const API_KEY = 'review-tests-secret-7f3a9c';
const sandbox = useSandbox({ apiKey: API_KEY });
const { run, runJson, runError } = nodeRuns(new MessageDrafts(), sandbox);
const { email } = DEMO;
const sms = DEMO.channels.sms;

beforeEach(async () => {
	await sandbox.reset();
	await sandbox.clearRequests();
});

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
