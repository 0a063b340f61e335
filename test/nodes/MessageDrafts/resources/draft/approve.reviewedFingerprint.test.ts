/**
 * Approve with a Reviewed Fingerprint: the draft's content is read again right before the approval
 * and compared with what Compare with Published showed. Every change made after the comparison, in
 * any member of any channel, in any language or in the list of languages, stops the approval before
 * it is sent; an unchanged draft is approved with exactly one request.
 */
import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { CHANNELS, type ChannelName } from '../../../../../nodes/shared/channels';
import { DEMO } from '../../../../../sandbox';
import { NodeRunError, nodeRuns, runNode, runNodeJson } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import {
	NOT_GIVEN,
	PENDING,
	type SourceContent,
	approvalsSent,
	approveParameters,
	byId,
	checkOf,
	compareParameters,
	copyOfPublished,
	editDraft,
	fingerprintFrom,
	partsOf,
	publishedDraftOf,
	readDraft,
} from '../../support';

const API_KEY = 'fingerprint-tests-secret-41c7d2';
const NOT_GIVEN_PATTERN = new RegExp(`^${NOT_GIVEN.replace(/\./g, '\\.')}$`);
const sandbox = useSandbox({ apiKey: API_KEY });
const nodeType = new MessageDrafts();
const { run, runJson, runError } = nodeRuns(nodeType, sandbox);
const { email } = DEMO;

beforeEach(async () => {
	await sandbox.reset();
	await sandbox.clearRequests();
});

async function compare(
	channel: ChannelName,
	draftId: string,
	extra: Record<string, unknown> = {},
): Promise<{ reviewFingerprint: string; summary: string }> {
	const [result] = await runJson(compareParameters(channel, draftId, extra));
	return result as unknown as { reviewFingerprint: string; summary: string };
}

/** What another reviewer and the draft's editor do through the service's API: reject, change, submit again. */
async function rejectChangeResubmit(
	channel: ChannelName,
	draftId: string,
	change: (prefix: string) => Promise<void>,
): Promise<void> {
	const prefix = CHANNELS[channel].pathPrefix;
	expect(
		(await sandbox.api('POST', `${prefix}/drafts/${draftId}/publish/reject`, { body: 'Not yet' }))
			.status,
	).toBe(200);
	await change(prefix);
	expect((await sandbox.api('POST', `${prefix}/drafts/${draftId}/publishRequest`)).status).toBe(
		200,
	);
}

async function retranslate(
	prefix: string,
	draftId: string,
	language: string,
	retranslated: (source: string, old: string) => string | undefined,
) {
	const path = `${prefix}/drafts/${draftId}/localizations/${language}/translations`;
	const { body: translations } = await sandbox.api<Record<string, string>>('GET', path);
	const next = Object.fromEntries(
		Object.entries(translations).map(([source, old]) => [source, retranslated(source, old) ?? old]),
	);
	expect(next).not.toEqual(translations);
	expect((await sandbox.api('PUT', path, { body: next })).status).toBe(200);
}

const parts = (content: SourceContent) => content.content as Array<{ type: string; value: string }>;
const withPart = (type: string, value: (old: string) => string) => (content: SourceContent) => ({
	content: parts(content).map((part) =>
		part.type === type ? { ...part, value: value(part.value) } : part,
	),
});
const oneLetter = (member: string) => (content: SourceContent) => {
	const value = content[member] as string;
	const at = value.indexOf('Acme');
	if (at < 0) throw new Error(`The test's edit found no "Acme" in ${member}`);
	return { [member]: `${value.slice(0, at)}Acne${value.slice(at + 4)}` };
};

interface MemberCase {
	channel: ChannelName;
	member: string;
	edit: (content: SourceContent) => SourceContent;
	/** What the error must say changed. */
	says: string;
}

// Edited in place, as the service's editor may while the draft awaits approval: every member of
// every channel. Addresses are not translated, so every language changes with them.
const MEMBER_CASES: MemberCase[] = [
	{
		channel: 'email',
		member: 'sender',
		edit: () => ({ sender: 'Acme Billing <billing@acme.example>' }),
		says: 'Sender changed (default, de-DE, es-ES, fr-FR)',
	},
	{
		channel: 'email',
		member: 'replyTo',
		edit: () => ({ replyTo: 'help@acme.example' }),
		says: 'Reply-to changed (default, de-DE, es-ES, fr-FR)',
	},
	{
		channel: 'email',
		member: 'subject',
		edit: () => ({ subject: 'Hello from Acme, %(first_name)s' }),
		says: 'Subject changed (default, de-DE, es-ES, fr-FR)',
	},
	{ channel: 'email', member: 'html', edit: oneLetter('html'), says: 'HTML changed (default' },
	{
		channel: 'email',
		member: 'ampHtml',
		edit: oneLetter('ampHtml'),
		says: 'AMP HTML changed (default',
	},
	{ channel: 'email', member: 'text', edit: oneLetter('text'), says: 'Text changed (default' },
	{
		channel: 'email',
		member: 'variables',
		edit: (content) => ({ text: `${content.text as string}\nCode: %(coupon)s` }),
		says: 'Variables changed (default',
	},
	{
		channel: 'sms',
		member: 'sender',
		edit: () => ({ sender: 'ACMESHOP' }),
		says: 'Sender changed (default, es-419, fr-FR)',
	},
	{
		channel: 'sms',
		member: 'phone',
		edit: () => ({ phone: '+15550199' }),
		says: 'Phone number changed (default, es-419, fr-FR)',
	},
	{
		channel: 'sms',
		member: 'text',
		edit: withPart('Text', (value) => `${value} Reply STOP to opt out.`),
		says: 'Text changed (default',
	},
	...(['push', 'liveactivity'] as const).flatMap((channel): MemberCase[] => [
		{
			channel,
			member: 'title',
			edit: withPart('Title', (value) => `${value}!`),
			says: 'Title changed (default',
		},
		{
			channel,
			member: 'body',
			edit: withPart('Body', (value) => `${value} Track it in the app.`),
			says: 'Body changed (default',
		},
		{
			channel,
			member: 'the order of the parts',
			edit: (content) => ({ content: [...parts(content)].reverse() }),
			says: 'Content parts changed (default, fr-FR)',
		},
	]),
	{
		channel: 'voice',
		member: 'content',
		edit: (content) => ({ content: `${content.content as string}\nPress 1 to hear this again.` }),
		says: 'Content changed (default',
	},
];

describe('Approve with a Reviewed Fingerprint', () => {
	it('approves an unchanged draft with exactly one approval, after reading its content', async () => {
		const { reviewFingerprint } = await compare('email', PENDING.email);
		await sandbox.clearRequests();
		const output = await runJson(approveParameters('email', PENDING.email, reviewFingerprint));
		expect(output).toEqual([{ success: true, draftId: PENDING.email }]);
		const sent = await sandbox.sent();
		expect(await approvalsSent(sandbox)).toEqual([`/drafts/${PENDING.email}/publish/approve`]);
		// The reads come first, the approval last: the one request that changes anything.
		expect(sent.at(-1)).toBe(`POST /drafts/${PENDING.email}/publish/approve`);
		expect(sent.slice(0, -1).every((request) => request.startsWith('GET '))).toBe(true);
		// Both sides, as Compare read them: the draft and the template, and each side's three languages.
		expect(sent.filter((request) => request.startsWith('GET '))).toHaveLength(8);
	});

	it('gives the same fingerprint for the same content on every run, and another for other content', async () => {
		const first = await compare('email', PENDING.email);
		expect((await compare('email', PENDING.email)).reviewFingerprint).toBe(first.reviewFingerprint);
		expect((await compare('email', email.orderReviewDraft)).reviewFingerprint).not.toBe(
			first.reviewFingerprint,
		);
		await editDraft(sandbox, PENDING.email, oneLetter('text'));
		expect((await compare('email', PENDING.email)).reviewFingerprint).not.toBe(
			first.reviewFingerprint,
		);
	});

	it.each(MEMBER_CASES.map((each) => [`on ${each.channel}: ${each.member}`, each] as const))(
		'refuses a change made after the comparison %s, and sends nothing',
		async (_name, { channel, edit, says }) => {
			const draftId = PENDING[channel];
			const { reviewFingerprint } = await compare(channel, draftId);
			await editDraft(sandbox, draftId, edit);
			await sandbox.clearRequests();
			const error = await runError(approveParameters(channel, draftId, reviewFingerprint));
			expect(error.message).toMatch(
				new RegExp(`^Draft ${draftId} changed after it was reviewed: `),
			);
			expect(error.message).toContain(says);
			expect(error.description).toBe(
				'Nothing was approved. Compare the draft again (Compare with Published), ask the reviewer again with the new comparison, and give its reviewFingerprint to this node.',
			);
			expect(await approvalsSent(sandbox)).toEqual([]);
			expect((await readDraft(sandbox, channel, draftId)).body.status).toBe('PENDING_APPROVAL');
		},
	);

	describe('a draft rejected, changed and submitted again while the approval waited', () => {
		const draftId = PENDING.email;

		it('refuses a new French subject, naming it as the summary does', async () => {
			const { reviewFingerprint } = await compare('email', draftId);
			await rejectChangeResubmit('email', draftId, async (prefix) =>
				retranslate(prefix, draftId, 'fr-FR', (source) =>
					source.startsWith('Welcome to Acme')
						? 'Bienvenue dans la famille Acme, %(first_name)s'
						: undefined,
				),
			);
			const error = await runError(
				approveParameters('email', draftId, reviewFingerprint, 'approveAll'),
			);
			expect(error.message).toBe(
				`Draft ${draftId} changed after it was reviewed: Subject changed (fr-FR).`,
			);
			expect(await approvalsSent(sandbox)).toEqual([]);
		});

		it('refuses an added language, and a removed one', async () => {
			const { reviewFingerprint } = await compare('email', draftId);
			await rejectChangeResubmit('email', draftId, async (prefix) => {
				await sandbox.api('PUT', `${prefix}/drafts/${draftId}/localizations/it-IT`, { body: {} });
				await sandbox.api('DELETE', `${prefix}/drafts/${draftId}/localizations/es-ES`);
			});
			const error = await runError(approveParameters('email', draftId, reviewFingerprint));
			expect(error.message).toBe(
				`Draft ${draftId} changed after it was reviewed: it-IT added; es-ES removed.`,
			);
			expect(await approvalsSent(sandbox)).toEqual([]);
		});

		it('approves it once when it came back with the same content: what was reviewed is what is approved', async () => {
			const { reviewFingerprint } = await compare('email', draftId);
			await rejectChangeResubmit('email', draftId, async () => undefined);
			await run(approveParameters('email', draftId, reviewFingerprint));
			expect(await approvalsSent(sandbox)).toEqual([`/drafts/${draftId}/publish/approve`]);
		});
	});

	it('checks the content in the target language the comparison read it in', async () => {
		const channel = 'sms';
		const [result] = await runJson(
			compareParameters(channel, PENDING.sms, { targetLanguage: 'liquid' }),
		);
		await sandbox.clearRequests();
		await run(approveParameters(channel, PENDING.sms, String(result.reviewFingerprint)));
		const reads = (await sandbox.requests()).filter(({ method }) => method === 'GET');
		expect(reads.length).toBeGreaterThan(0);
		expect(reads.every(({ query }) => query.targetLanguage === 'liquid')).toBe(true);
		expect(await approvalsSent(sandbox)).toEqual([`/sms/drafts/${PENDING.sms}/publish/approve`]);
	});

	describe('a fingerprint that does not fit, stopped before anything is sent', () => {
		it.each([
			['text that is no fingerprint', () => 'not-a-fingerprint', NOT_GIVEN],
			[
				'a damaged fingerprint',
				(fingerprint: string) => `${fingerprint.slice(0, 40)}x${fingerprint.slice(41)}`,
				NOT_GIVEN,
			],
		])('%s', async (_name, damage, message) => {
			const { reviewFingerprint } = await compare('email', PENDING.email);
			await sandbox.clearRequests();
			const error = await runError(
				approveParameters('email', PENDING.email, damage(reviewFingerprint)),
			);
			expect(error.message).toBe(message);
			expect(await sandbox.sent()).toEqual([]);
		});

		it("another draft's fingerprint", async () => {
			const { reviewFingerprint } = await compare('email', email.orderReviewDraft);
			await sandbox.clearRequests();
			const error = await runError(approveParameters('email', PENDING.email, reviewFingerprint));
			expect(error.message).toBe(
				`Reviewed Fingerprint is from a comparison of draft ${email.orderReviewDraft}, not of draft ${PENDING.email}.`,
			);
			expect(await sandbox.sent()).toEqual([]);
		});
	});

	describe('On Error and AI agents', () => {
		async function changedAfterReview() {
			const { reviewFingerprint } = await compare('email', PENDING.email);
			const other = await compare('email', email.orderReviewDraft);
			await editDraft(sandbox, PENDING.email, () => ({ replyTo: 'help@acme.example' }));
			await sandbox.clearRequests();
			return {
				nodeType,
				parameters: approveParameters(
					'email',
					'={{ $json.draftId }}',
					'={{ $json.reviewFingerprint }}',
				),
				credentials: sandbox.credentials(),
				input: [
					{ json: { draftId: PENDING.email, reviewFingerprint } },
					{ json: { draftId: email.orderReviewDraft, reviewFingerprint: other.reviewFingerprint } },
				],
			};
		}
		const headline = `Draft ${PENDING.email} changed after it was reviewed: Reply-to changed (default, de-DE, es-ES, fr-FR).`;

		it('Stop Workflow: the run stops with the error, and the draft is not approved', async () => {
			await expect(
				runNode({ ...(await changedAfterReview()), onError: 'stopWorkflow' }),
			).rejects.toThrow(headline);
			expect(await approvalsSent(sandbox)).not.toContain(
				`/drafts/${PENDING.email}/publish/approve`,
			);
		});

		it('Continue (regular output): the error item is paired with its input, and the other item is approved', async () => {
			const [items] = await runNode({
				...(await changedAfterReview()),
				onError: 'continueRegularOutput',
			});
			expect(items).toEqual([
				{
					json: { message: headline, error: expect.objectContaining({ draftId: PENDING.email }) },
					pairedItem: { item: 0 },
				},
				{ json: { success: true, draftId: email.orderReviewDraft }, pairedItem: { item: 1 } },
			]);
			expect(await approvalsSent(sandbox)).toEqual([
				`/drafts/${email.orderReviewDraft}/publish/approve`,
			]);
		});

		it('Continue (using error output): the refused item leaves on the error output', async () => {
			const [success, failure] = await runNode({
				...(await changedAfterReview()),
				onError: 'continueErrorOutput',
			});
			expect(failure).toHaveLength(1);
			expect(failure[0].json).toMatchObject({
				message: headline,
				error: { draftId: PENDING.email },
			});
			expect(success.map((item) => item.json)).toEqual([
				{ success: true, draftId: email.orderReviewDraft },
			]);
		});

		it('goes back to an AI agent as the error item, which tells it to compare and ask again', async () => {
			const [handedBack] = await runNodeJson({
				...(await changedAfterReview()),
				asAgentTool: true,
			});
			expect(handedBack).toMatchObject({
				message: headline,
				error: { description: expect.stringContaining('Compare the draft again') },
			});
			expect(JSON.stringify(handedBack)).not.toContain(API_KEY);
		});
	});

	it('sends nothing for a draft compared under one channel and approved under another', async () => {
		const { reviewFingerprint } = await compare('sms', PENDING.sms);
		const error = await runError(approveParameters('push', PENDING.sms, reviewFingerprint));
		expect(error).toBeInstanceOf(NodeRunError);
		expect(error.message).toBe(
			'Reviewed Fingerprint is from a comparison on the sms channel, not on Push.',
		);
		expect(await approvalsSent(sandbox)).toEqual([]);
	});
});

/** Another draft of the welcome template, with a promotional subject, published while the redesign awaited approval. */
async function publishPromotion(): Promise<string> {
	const promotion = await copyOfPublished(sandbox, 'email');
	await editDraft(sandbox, promotion, () => ({
		subject: 'Spring sale: 20% off for you, %(first_name)s',
	}));
	expect((await sandbox.api('POST', `/drafts/${promotion}/publishRequest`)).status).toBe(200);
	expect((await sandbox.api('POST', `/drafts/${promotion}/publish/approveAll`)).status).toBe(200);
	expect(await publishedDraftOf(sandbox, 'email', email.welcomeTemplate)).toBe(promotion);
	return promotion;
}

describe('Approve with a Reviewed Fingerprint: what the draft was compared with', () => {
	const draftId = PENDING.email;

	it('refuses when another draft was published after the comparison, naming what that changed, and sends nothing', async () => {
		const { reviewFingerprint } = await compare('email', draftId);
		await publishPromotion();
		await sandbox.clearRequests();
		const error = await runError(approveParameters('email', draftId, reviewFingerprint));
		expect(error.message).toMatch(
			/^The published template changed after the review: Subject changed from "Welcome to Acme, \{\{first_name\}\}" to "Spring sale: 20% off for you, \{\{first_name\}\}"/,
		);
		expect(error.message).toMatch(/; compare again\.$/);
		expect(error.description).toBe(
			'Nothing was approved. Compare the draft again (Compare with Published), ask the reviewer again with the new comparison, and give its reviewFingerprint to this node.',
		);
		expect(await approvalsSent(sandbox)).toEqual([]);
		expect((await readDraft(sandbox, 'email', draftId)).body.status).toBe('PENDING_APPROVAL');
	});

	it('approves once after a fresh comparison with the newly published draft', async () => {
		await compare('email', draftId);
		await publishPromotion();
		const { reviewFingerprint } = await compare('email', draftId);
		await sandbox.clearRequests();
		await run(approveParameters('email', draftId, reviewFingerprint, 'approveAll'));
		expect(await approvalsSent(sandbox)).toEqual([`/drafts/${draftId}/publish/approveAll`]);
	});

	it('refuses when the draft and the published template both changed, naming both', async () => {
		const { reviewFingerprint } = await compare('email', draftId);
		await publishPromotion();
		await editDraft(sandbox, draftId, () => ({ replyTo: 'help@acme.example' }));
		await sandbox.clearRequests();
		const error = await runError(approveParameters('email', draftId, reviewFingerprint));
		expect(error.message).toMatch(
			new RegExp(
				`^Draft ${draftId} changed after it was reviewed: Reply-to changed \\(default, de-DE, es-ES, fr-FR\\); the published template changed too: Subject changed from `,
			),
		);
		expect(await approvalsSent(sandbox)).toEqual([]);
	});

	it('with Compare With: Another Draft, refuses when that draft changed after the comparison', async () => {
		const other = await copyOfPublished(sandbox, 'email');
		const { reviewFingerprint } = await compare('email', draftId, {
			compareWith: 'draft',
			otherDraftId: other,
		});
		await editDraft(sandbox, other, () => ({
			subject: 'Spring sale: 20% off for you, %(first_name)s',
		}));
		await sandbox.clearRequests();
		const error = await runError(approveParameters('email', draftId, reviewFingerprint));
		expect(error.message).toBe(
			`Draft ${other}, which the review compared it with, changed after the review: Subject changed (default, de-DE, es-ES, fr-FR); compare again.`,
		);
		expect(await approvalsSent(sandbox)).toEqual([]);
	});

	it('with Compare With: Another Draft, approves once when neither draft changed, reading the other draft again', async () => {
		const other = await copyOfPublished(sandbox, 'email');
		const { reviewFingerprint } = await compare('email', draftId, {
			compareWith: 'draft',
			otherDraftId: other,
		});
		await sandbox.clearRequests();
		await run(approveParameters('email', draftId, reviewFingerprint));
		expect(await approvalsSent(sandbox)).toEqual([`/drafts/${draftId}/publish/approve`]);
		expect(await sandbox.sent()).toContain(`GET /drafts/${other}`);
	});

	it.each(['mdr1.', 'mdr2.'])(
		'refuses an older fingerprint (%s) as from a comparison that did not cover variables, before reading anything',
		async (prefix) => {
			const { reviewFingerprint } = await compare('email', draftId);
			const { apiVersion, against, ...draftOnly } = partsOf(reviewFingerprint);
			const older = fingerprintFrom(
				prefix,
				prefix === 'mdr1.' ? draftOnly : { apiVersion, against, ...draftOnly },
				'',
			);
			await sandbox.clearRequests();
			const error = await runError(approveParameters('email', draftId, older));
			expect(error.message).toBe(
				'Reviewed Fingerprint is from an older comparison, which did not cover variables in every target language: compare again.',
			);
			expect(error.description).toBe(
				'Nothing was approved. Compare the draft again (Compare with Published), ask the reviewer again with the new comparison, and give its reviewFingerprint to this node.',
			);
			expect(await sandbox.sent()).toEqual([]);
		},
	);
});

describe('Approve with a Reviewed Fingerprint that cannot be checked: refused, with nothing sent', () => {
	const draftId = PENDING.email;

	it.each([
		['empty', ''],
		['blank', '   '],
		['an expression that found nothing', '={{ $json.noSuchField ?? "" }}'],
	])('%s', async (_name, reviewFingerprint) => {
		const error = await runError(approveParameters('email', draftId, reviewFingerprint));
		expect(error.message).toBe('Reviewed Fingerprint is empty.');
		expect(error.description).toContain('Nothing was approved.');
		expect(await sandbox.sent()).toEqual([]);
	});

	it('approves without any check when the workflow did not add the option', async () => {
		await run({ resource: 'draft', operation: 'approve', draftId: byId(draftId) });
		expect(await sandbox.sent()).toEqual([`POST /drafts/${draftId}/publish/approve`]);
	});

	it.each([
		['altered, its check left as it was', checkOf],
		['made whole, with a check that fits its body', () => undefined],
	])(
		'calls a digest that matches no comparison of the unchanged draft not a fingerprint Compare gave, never a change: %s',
		async (_name, check) => {
			const { reviewFingerprint } = await compare('email', draftId);
			const altered = fingerprintFrom(
				'mdr3.',
				{ ...partsOf(reviewFingerprint), digest: 'a'.repeat(64) },
				check(reviewFingerprint),
			);
			await sandbox.clearRequests();
			const error = await runError(approveParameters('email', draftId, altered));
			expect(error.message).toBe(NOT_GIVEN);
			expect(await approvalsSent(sandbox)).toEqual([]);
		},
	);

	it('refuses a fingerprint made under another API version as such, before reading anything', async () => {
		const { reviewFingerprint } = await compare('email', draftId);
		await sandbox.clearRequests();
		const error = await runError(approveParameters('email', draftId, reviewFingerprint), {
			version: '2025.09',
		});
		expect(error.message).toBe(
			'Reviewed Fingerprint is from a comparison under API version 2026.07, and the credential now uses 2025.09.',
		);
		expect(await sandbox.sent()).toEqual([]);
	});

	describe('a fingerprint of 1 MB: refused in a few hundred characters', () => {
		const MEGABYTE = 1024 * 1024;
		it.each([
			['of no fingerprint at all', () => `mdr3.${'A'.repeat(MEGABYTE)}`, NOT_GIVEN_PATTERN],
			[
				'naming a draft id of 1 MB',
				(fingerprint: string) =>
					fingerprintFrom('mdr3.', {
						...partsOf(fingerprint),
						draftId: `tdft_${'x'.repeat(MEGABYTE)}`,
					}),
				NOT_GIVEN_PATTERN,
			],
			[
				'with 40,000 languages the draft does not have',
				(fingerprint: string) => {
					const parts = partsOf(fingerprint);
					const languages = Object.fromEntries(
						Array.from({ length: 40_000 }, (_, index) => [`x${index}-ZZ`, { subject: '00000000' }]),
					);
					return fingerprintFrom(
						'mdr3.',
						{ ...parts, digest: 'a'.repeat(64), members: { ...parts.members, ...languages } },
						checkOf(fingerprint),
					);
				},
				NOT_GIVEN_PATTERN,
			],
		])('%s', async (_name, damage, message) => {
			const { reviewFingerprint } = await compare('email', draftId);
			const huge = damage(reviewFingerprint);
			expect(huge.length).toBeGreaterThan(MEGABYTE);
			await sandbox.clearRequests();
			const error = await runError(approveParameters('email', draftId, huge));
			expect(error.message).toMatch(message);
			expect(error.message.length).toBeLessThan(400);
			expect(String(error.description).length).toBeLessThan(400);
			expect(await approvalsSent(sandbox)).toEqual([]);
		});
	});
});
