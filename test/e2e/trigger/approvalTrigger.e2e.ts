import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { reviewLinkSignature } from '../../harness/reviewLinks';
import { redesignedEmail } from '../../harness/redesignedEmail';
import { waitFor } from '../../harness/waitFor';
import { launchBrowser, rendered } from '../support/browser';
import { e2eContext } from '../support/context';
import { execution, executionState, executionsOf, nodeOutput } from '../support/executions';
import { n8nSession } from '../support/n8nSession';
import { draftListReads, readDraft, sandboxRequest, sandboxRequests } from '../support/sandboxApi';
import { FIRES_WITHIN_MS, NEXT_POLL_MS, afterNextPolls } from '../support/triggerRuns';
import {
	everyQuarterMinute,
	example,
	importForTest,
	nodeNamed,
	replaceSlackPost,
	replaceSlackWithWait,
} from '../support/workflows';

// A draft that is in progress and whose template was never published (see sandbox/seed); the test
// adds a second draft of the same template.
const templateId = 'tem_spring_sale';
const seededDraftId = 'tdft_spring_sale';

interface SandboxState {
	drafts:
		| Record<string, { reviews: Array<{ decision: string; feedback: string }> }>
		| Array<{ id: string; reviews: Array<{ decision: string; feedback: string }> }>;
}

async function reviewsOf(id: string) {
	const state = await sandboxRequest<SandboxState>('GET', '/_sandbox/state');
	const drafts = Array.isArray(state.drafts)
		? state.drafts
		: Object.entries(state.drafts).map(([key, value]) => ({ id: key, ...value }));
	return drafts.find((draft) => draft.id === id)?.reviews ?? [];
}

// How long n8n may take to run the review page's webhook branch and answer.
const PAGE_SERVED_MS = 180_000;

/** The review page link of a Slack request, as Slack reads its markup. */
function reviewLinkIn(slackMessage: string): string {
	const link = slackMessage.match(/<([^|>]+)\|See it as its recipients will>/)?.[1];
	if (!link) throw new Error(`No review page link in the Slack request: ${slackMessage}`);
	return link.replace(/&amp;/g, '&');
}

/**
 * Opens the link from the Slack request in Chromium: n8n serves the page, the changed link marked
 * in the draft's rendering. The same link changed in any part, or signed to have expired, gets a
 * 403 and nothing of the draft.
 */
async function seesTheChangeMarked(link: string, newTarget: string): Promise<void> {
	const url = new URL(link);
	expect(url.pathname).toBe('/webhook/message-draft-review');
	const browser = await launchBrowser();
	try {
		const tab = await browser.newPage({ viewport: { width: 1440, height: 2400 } });
		// n8n answers once the example's webhook branch has read the draft and built the page: 27 s
		// on a fresh machine's loaded cores, where Playwright gives a page 30 s by default.
		const response = await tab.goto(link, { waitUntil: 'load', timeout: PAGE_SERVED_MS });
		expect(response?.status()).toBe(200);
		expect(response?.headers()['content-type']).toMatch(/^text\/html/);
		expect(response?.headers()['cache-control']).toBe('no-store');
		await expect(tab.locator('#summary').textContent()).resolves.toBe(
			'1 link target changed in the HTML.',
		);
		const handle = await tab
			.locator('section[data-language="default"] [data-side="after"] iframe[title="HTML"]')
			.elementHandle();
		const frame = await handle?.contentFrame();
		if (!frame) throw new Error("No rendering of the draft's HTML on the page");
		const marked = (await rendered(frame)).locator('a[data-review-changed]');
		expect(await marked.count()).toBe(1);
		expect(await marked.getAttribute('href')).toBe(newTarget);
		await tab.close();
	} finally {
		await browser.close();
	}

	const refused = async (changed: URL, reason: RegExp) => {
		const answer = await fetch(changed);
		const body = await answer.text();
		expect({ status: answer.status, body }).toEqual({
			status: 403,
			body: expect.stringMatching(reason),
		});
		expect(body).not.toContain('shop.acme.example');
		expect(body).not.toContain('Spring');
	};
	const otherDraft = new URL(link);
	otherDraft.searchParams.set('draft', seededDraftId);
	await refused(otherDraft, /^This review link is not valid\.$/);
	const forged = new URL(link);
	forged.searchParams.set('signature', '0'.repeat(64));
	await refused(forged, /^This review link is not valid\.$/);
	// Signed with the credential's own secret, as the node signs, but an hour ago.
	const expired = new URL(link);
	const expires = String(Math.floor(Date.now() / 1000) - 3600);
	expired.searchParams.set('expires', expires);
	const signature = reviewLinkSignature(
		Object.fromEntries(expired.searchParams),
		e2eContext().reviewLinkSecret,
	);
	expired.searchParams.set('signature', signature);
	await refused(expired, /^This review link expired at /);
}

/** The trigger's polls: its scoped list reads, told apart from other tests' requests by the filter. */
const pollsSoFar = async () => await draftListReads(templateId);

describe('the Slack approval example, with a webhook-resumed Wait for Slack, in the running app', () => {
	let client: N8nClient;
	let workflowId: string;
	let secondDraftId: string;

	async function answer(
		executionId: string,
		resumeUrl: string,
		reply: { Decision: string; Feedback: string },
	): Promise<void> {
		const resumed = await fetch(resumeUrl, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(reply),
		});
		expect(resumed.status).toBe(200);
		const finished = await waitFor(
			`execution ${executionId} to end after the answer`,
			() => execution(client, executionId),
			(run) => run.status !== 'waiting' && run.status !== 'running',
			{ timeoutMs: 120_000, show: executionState },
		);
		expect(finished.data?.resultData.error?.message).toBeUndefined();
		expect(finished.status).toBe('success');
	}

	interface Question {
		id: string;
		draftId: string;
		resumeUrl: string;
		slackMessage: string;
	}

	/** The executions waiting for a reviewer's answer about a draft. */
	async function waitingAbout(draftId: string): Promise<string[]> {
		const waiting = (await executionsOf(client, workflowId)).filter(
			(run) => run.status === 'waiting',
		);
		const runs = await Promise.all(waiting.map((run) => execution(client, run.id)));
		return runs
			.filter((run) => nodeOutput(run, 'Resume link')?.draftId === draftId)
			.map((run) => run.id);
	}

	/** The question about a draft other than those already seen, once it waits for an answer. */
	async function questionAbout(draftId: string, seen: string[]): Promise<Question> {
		const { waiting } = await waitFor(
			`a new question about draft ${draftId}`,
			async () => ({
				waiting: await waitingAbout(draftId),
				runs: (await executionsOf(client, workflowId)).map(({ id, status }) => `${id} ${status}`),
				polls: await pollsSoFar(),
			}),
			({ waiting: ids }) => ids.some((id) => !seen.includes(id)),
			{
				timeoutMs: FIRES_WITHIN_MS,
				show: ({ waiting: ids, runs, polls }) =>
					`waiting about it [${ids.join(', ')}], executions [${runs.join(', ')}], ${polls} polls`,
			},
		);
		const fresh = waiting.filter((id) => !seen.includes(id));
		expect(fresh).toHaveLength(1);
		return {
			id: fresh[0],
			...(nodeOutput(await execution(client, fresh[0]), 'Resume link') as Omit<Question, 'id'>),
		};
	}

	/** The approvals of a draft that reached the service. */
	async function approvalsOf(draftId: string): Promise<number> {
		return (await sandboxRequests()).filter(
			({ method, path }) =>
				method === 'POST' && path.startsWith(`/drafts/${draftId}/publish/approve`),
		).length;
	}

	beforeAll(async () => {
		client = await n8nSession();
		({ id: secondDraftId } = await sandboxRequest<{ id: string }>(
			'POST',
			`/drafts/${seededDraftId}/duplicate`,
			{
				name: 'Spring sale (short subject)',
			},
		));
		const workflow = replaceSlackPost(
			replaceSlackWithWait(example('Message drafts: approve in Slack'), 'Ask in Slack'),
			'Tell the reviewer',
		);
		// Scoped to one template, so drafts that other test files submit start nothing here; four
		// polls a minute, so that each wait below is for a quarter-minute poll.
		Object.assign(nodeNamed(workflow, 'Draft submitted').parameters, {
			pollTimes: { item: everyQuarterMinute },
			channels: ['email'],
			templateId: { __rl: true, mode: 'id', value: templateId },
		});
		workflowId = await importForTest(client, workflow, 'Approval with a Wait (e2e)');
		await client.api('POST', `/workflows/${workflowId}/activate`);
		// Activation polls once at once; that poll only takes note of what is already waiting.
		await waitFor("the publication's poll", pollsSoFar, (reads) => reads > 0, {
			timeoutMs: NEXT_POLL_MS,
		});
		expect(await executionsOf(client, workflowId)).toHaveLength(0);
	});

	afterAll(async () => {
		await client.api('POST', `/workflows/${workflowId}/deactivate`);
	});

	it('asks about two drafts at once, each in its own execution, and takes the answers in reverse order', async () => {
		await sandboxRequest('POST', `/drafts/${seededDraftId}/publishRequest`);
		await sandboxRequest('POST', `/drafts/${secondDraftId}/publishRequest`);
		// The trigger's execution hands each draft to an execution of its own and does not wait for it.
		const asked = await Promise.all(
			[seededDraftId, secondDraftId].map(async (draftId) => await questionAbout(draftId, [])),
		);
		const runs = await executionsOf(client, workflowId);
		expect(runs).toHaveLength(3);
		const questions = await Promise.all(
			asked.map(async ({ id }) => ({
				id,
				...(nodeOutput(await execution(client, id), 'Resume link') as {
					draftId: string;
					summary: string;
					resumeUrl: string;
					templateId: string;
					slackMessage: string;
				}),
			})),
		);
		expect(questions.map(({ draftId }) => draftId).sort()).toEqual(
			[seededDraftId, secondDraftId].sort(),
		);
		for (const question of questions) {
			expect(question.templateId).toBe(templateId);
			// What the reviewer reads in Slack: the template was never published, so all is new.
			expect(question.summary).toMatch(/no published draft/);
			// Slack reads <, > and & as markup: the message escapes them.
			expect(question.slackMessage).toContain(
				question.summary.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
			);
			// then the subject as before → after, variables in Handlebars, and the diff of each text: here every line is added.
			expect(question.slackMessage).toContain(
				'• Subject: (empty) → `Spring sale: {{discount}} off`',
			);
			expect(question.slackMessage).toMatch(
				/^\*Text\*\n```\n@@ -0,0 \+1,3 @@\n\+Spring is here, \{\{first_name\}\}$/m,
			);
		}

		// Newest first: the question asked last is answered first, the other one after it.
		const [last, first] = questions.sort((a, b) => Number(b.id) - Number(a.id));
		const feedback = 'The subject line needs the discount.';
		await answer(last.id, last.resumeUrl, { Decision: 'Approve', Feedback: 'Looks good.' });
		await answer(first.id, first.resumeUrl, { Decision: 'Reject', Feedback: feedback });

		const template = await sandboxRequest<{ publishedDraftId: string }>(
			'GET',
			`/templates/${templateId}?targetLanguage=html`,
		);
		expect(template.publishedDraftId).toBe(last.draftId);
		expect((await readDraft(first.draftId)).status).toBe('IN_PROGRESS');
		expect(await reviewsOf(first.draftId)).toContainEqual(
			expect.objectContaining({ decision: 'rejected', feedback }),
		);
	});

	it('starts no further execution on the next poll', async () => {
		await afterNextPolls(pollsSoFar);
		expect(await executionsOf(client, workflowId)).toHaveLength(3);
	});

	it('tells the reviewer in Slack where a link now points, when that is all a draft changes, and links the request to the page that shows it marked', async () => {
		const template = await sandboxRequest<{ publishedDraftId: string }>(
			'GET',
			`/templates/${templateId}?targetLanguage=html`,
		);
		const { id: linkDraftId } = await sandboxRequest<{ id: string }>(
			'POST',
			`/drafts/${template.publishedDraftId}/duplicate`,
			{
				name: 'Spring sale (new link)',
			},
		);
		const { drafts } = await sandboxRequest<{
			drafts: Array<{ id: string; content: { html: string } }>;
		}>('GET', '/_sandbox/state');
		const { html } = drafts.find((draft) => draft.id === linkDraftId)?.content ?? { html: '' };
		const newTarget = 'https://shop.acme.example/spring?utm_source=email&utm_campaign=spring';
		const linked = html.replace(/href="[^"]*"/, `href="${newTarget.replace(/&/g, '&amp;')}"`);
		expect(linked).not.toBe(html);
		await sandboxRequest('PUT', `/_sandbox/drafts/${linkDraftId}/content`, { html: linked });
		const before = (await executionsOf(client, workflowId)).length;
		await sandboxRequest('POST', `/drafts/${linkDraftId}/publishRequest`);

		const { id: waitingId } = await questionAbout(linkDraftId, []);
		expect(await executionsOf(client, workflowId)).toHaveLength(before + 2);
		const waiting = await execution(client, waitingId);
		const question = nodeOutput(waiting, 'Resume link') as {
			draftId: string;
			summary: string;
			changed: boolean;
			resumeUrl: string;
			slackMessage: string;
		};
		expect(question.draftId).toBe(linkDraftId);
		expect(question.changed).toBe(true);
		expect(question.summary).toBe('1 link target changed in the HTML.');
		// Slack's markup escapes &: the reviewer reads the new address whole, query string and all.
		expect(question.slackMessage).toContain(
			`link target changed: \`{{shop_url}}\` → \`${newTarget.replace(/&/g, '&amp;')}\``,
		);
		await seesTheChangeMarked(reviewLinkIn(question.slackMessage), newTarget);
		await answer(waiting.id, question.resumeUrl, {
			Decision: 'Reject',
			Feedback: 'Keep the old link.',
		});
		expect((await readDraft(linkDraftId)).status).toBe('IN_PROGRESS');
	});

	it('approves nothing a reviewer was not shown: a draft changed while they decided is asked about again, exactly once', async () => {
		// A new draft of the template with a French subject, submitted for review.
		const subject = 'Spring sale: %(discount)s off';
		const { id: draftId } = await sandboxRequest<{ id: string }>(
			'POST',
			`/drafts/${seededDraftId}/duplicate`,
			{ name: 'Spring sale (French)' },
		);
		const translations = `/drafts/${draftId}/localizations/fr-FR/translations`;
		await sandboxRequest('PUT', `/drafts/${draftId}/localizations/fr-FR`, {});
		await sandboxRequest('PUT', translations, {
			[subject]: 'Soldes de printemps : %(discount)s de remise',
		});
		await sandboxRequest('POST', `/drafts/${draftId}/publishRequest`);
		const first = await questionAbout(draftId, []);
		expect(first.slackMessage).toContain('Soldes de printemps : {{discount}} de remise');

		// While the question waits, another reviewer rejects the draft, its French subject is
		// translated anew and it is submitted again: the trigger asks about it once more.
		await sandboxRequest('POST', `/drafts/${draftId}/publish/reject`);
		await sandboxRequest('PUT', translations, { [subject]: 'Les soldes : %(discount)s offerts' });
		await sandboxRequest('POST', `/drafts/${draftId}/publishRequest`);
		const second = await questionAbout(draftId, [first.id]);
		expect(second.slackMessage).toContain('Les soldes : {{discount}} offerts');

		// The first reviewer approves what they saw: nothing is approved, they are told why, and
		// the workflow does not ask a third time, since the trigger already asked again.
		await answer(first.id, first.resumeUrl, { Decision: 'Approve', Feedback: '' });
		const firstRun = await execution(client, first.id);
		expect(nodeOutput(firstRun, 'Tell the reviewer')?.slackMessage).toContain(
			`Draft ${draftId} changed after it was reviewed: Subject changed (fr-FR).`,
		);
		expect(firstRun.data?.resultData.runData['Ask again']).toBeUndefined();
		expect(await approvalsOf(draftId)).toBe(0);
		expect(await waitingAbout(draftId)).toEqual([second.id]);

		// The content changes again, with no new submission for the trigger to see: this time the
		// workflow itself asks again, with a fresh comparison.
		await sandboxRequest('PUT', `/_sandbox/drafts/${draftId}/content?keepUpdatedAt=true`, {
			subject: 'Spring sale: %(discount)s off everything',
		});
		await answer(second.id, second.resumeUrl, { Decision: 'Approve', Feedback: '' });
		const third = await questionAbout(draftId, [first.id, second.id]);
		expect(third.slackMessage).toContain('Spring sale: {{discount}} off everything');
		expect(await approvalsOf(draftId)).toBe(0);
		// The trigger will not ask too: a waiting draft whose updatedAt stays fires nothing on the
		// next poll (the second test above).
		expect(await waitingAbout(draftId)).toEqual([third.id]);

		// Approved as shown: exactly one approval reaches the service.
		await answer(third.id, third.resumeUrl, { Decision: 'Approve', Feedback: 'Good.' });
		expect(await approvalsOf(draftId)).toBe(1);
		const template = await sandboxRequest<{ publishedDraftId: string }>(
			'GET',
			`/templates/${templateId}?targetLanguage=html`,
		);
		expect(template.publishedDraftId).toBe(draftId);
	});

	it('runs with a draft redesigned from scratch at the largest size the service takes, and n8n stays up', async () => {
		// New HTML of 1,000,000 characters against the published email of a few kilobytes.
		const { publishedDraftId } = await sandboxRequest<{ publishedDraftId: string }>(
			'GET',
			`/templates/${templateId}?targetLanguage=html`,
		);
		const { id: draftId } = await sandboxRequest<{ id: string }>(
			'POST',
			`/drafts/${publishedDraftId}/duplicate`,
			{ name: 'Spring sale (redesigned)' },
		);
		const html = redesignedEmail(1_000_000, 20261202);
		const earlier = new Set((await executionsOf(client, workflowId)).map(({ id }) => id));
		await sandboxRequest('PUT', `/_sandbox/drafts/${draftId}/content`, { html });
		await sandboxRequest('POST', `/drafts/${draftId}/publishRequest`);

		const asked = await questionAbout(draftId, []);
		expect(asked.slackMessage).toMatch(/lines added, \d+ removed in the HTML/);
		const link = reviewLinkIn(asked.slackMessage);
		const served = await fetch(link);
		expect(served.status).toBe(200);
		const page = await served.text();
		expect(page).toContain(`<code id="fingerprint">`);
		expect(page.length).toBeGreaterThan(html.length);

		await answer(asked.id, asked.resumeUrl, { Decision: 'Reject', Feedback: 'Too long.' });
		expect((await readDraft(draftId)).status).toBe('IN_PROGRESS');
		// The same n8n answers still, and the executions this draft started (the trigger's, the
		// question's, the page's) all succeeded.
		const health = await fetch(new URL('/healthz', e2eContext().n8nUrl));
		expect(health.status).toBe(200);
		const runs = (await executionsOf(client, workflowId)).filter(({ id }) => !earlier.has(id));
		expect(runs.map(({ status }) => status)).toEqual(['success', 'success', 'success']);
	});
});
