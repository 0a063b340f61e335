import { credentialType, type ExampleWorkflow } from '../../../scripts/n8n/examples';
import { outputItems, runFromEditor, type Execution } from '../support/executions';
import { n8nSession } from '../support/n8nSession';
import { sandboxRequest } from '../support/sandboxApi';
import { importForTest, workflowNode as node } from '../support/workflows';

const bound = { credentials: { [credentialType]: { id: '', name: '' } } };
const byId = (value: string) => ({ __rl: true, mode: 'id', value });

/**
 * One run of the three reads a user starts with: every published email template (Get Many, Return
 * All), the welcome email rendered for Ann, and a draft compared with the published one.
 */
function readsWorkflow(draftId: string): ExampleWorkflow {
	return {
		name: 'Template reads',
		settings: { executionOrder: 'v1' },
		nodes: [
			node('Run now', 'n8n-nodes-base.manualTrigger', 1, 0, 0),
			node('Email templates', 'n8n-nodes-message-templates.messageTemplates', 1, 220, 0, {
				...bound,
				parameters: {
					resource: 'template',
					operation: 'getAll',
					channel: 'email',
					returnAll: true,
					filters: {},
				},
			}),
			node('Welcome for Ann', 'n8n-nodes-message-templates.messageTemplates', 1, 440, 0, {
				...bound,
				executeOnce: true,
				parameters: {
					resource: 'template',
					operation: 'render',
					channel: 'email',
					templateId: byId('tem_welcome'),
					variablesSource: 'fields',
					variables: {
						variable: [
							{ name: 'first_name', value: 'Ann' },
							{ name: 'account_url', value: 'https://acme.example/ann' },
						],
					},
				},
			}),
			node('Compare with published', 'n8n-nodes-message-templates.messageDrafts', 1, 660, 0, {
				...bound,
				executeOnce: true,
				parameters: {
					resource: 'draft',
					operation: 'compare',
					channel: 'email',
					draftId: byId(draftId),
					targetLanguage: 'handlebars',
					compareWith: 'published',
					options: {},
				},
			}),
		],
		connections: {
			'Run now': { main: [[{ node: 'Email templates', type: 'main', index: 0 }]] },
			'Email templates': { main: [[{ node: 'Welcome for Ann', type: 'main', index: 0 }]] },
			'Welcome for Ann': { main: [[{ node: 'Compare with published', type: 'main', index: 0 }]] },
		},
	};
}

/** The ids of the published email templates, read page by page as a client would. */
async function publishedEmailTemplates(): Promise<string[]> {
	const ids: string[] = [];
	let cursor: string | undefined;
	do {
		const page = await sandboxRequest<{
			data: Array<{ id: string }>;
			cursor: { next: string; hasMore: boolean };
		}>('GET', `/templates${cursor ? `?cursor=${cursor}` : ''}`);
		ids.push(...page.data.map(({ id }) => id));
		cursor = page.cursor.hasMore ? page.cursor.next : undefined;
	} while (cursor);
	return ids;
}

/** A copy of the published password-reset email whose HTML gains a sentence: a draft with one change. */
async function draftWithOneChange(): Promise<string> {
	const { id } = await sandboxRequest<{ id: string }>(
		'POST',
		'/drafts/tdft_password_v1/duplicate',
		{ name: 'Password reset (compare e2e)' },
	);
	const { drafts } = await sandboxRequest<{
		drafts: Array<{ id: string; content: { html: string } }>;
	}>('GET', '/_sandbox/state');
	const html = drafts.find((draft) => draft.id === id)?.content.html ?? '';
	await sandboxRequest('PUT', `/_sandbox/drafts/${id}/content`, {
		html: html.replace('</body>', '<p>This link works once.</p></body>'),
	});
	return id;
}

describe('Get Many, Render and Compare, run in the app', () => {
	let run: Execution;
	let publishedBefore: string[];
	let draftId: string;

	beforeAll(async () => {
		const client = await n8nSession();
		draftId = await draftWithOneChange();
		publishedBefore = await publishedEmailTemplates();
		const workflowId = await importForTest(client, readsWorkflow(draftId), 'Template reads (e2e)');
		run = await runFromEditor(client, workflowId, 'Run now');
	});

	it('finishes', () => {
		expect(run.data?.resultData.error?.message).toBeUndefined();
		expect(run.status).toBe('success');
	});

	it('lists every published email template, page after page', () => {
		const listed = outputItems(run, 'Email templates').map(({ json }) => json.id);
		// Another test may publish a template meanwhile: what was published before is all there.
		expect(listed).toEqual(expect.arrayContaining(publishedBefore));
		expect(new Set(listed).size).toBe(listed.length);
	});

	it('renders the welcome email with the given variables, once', () => {
		const rendered = outputItems(run, 'Welcome for Ann');
		expect(rendered).toHaveLength(1);
		expect(rendered[0].json.subject).toBe('Welcome to Acme, Ann');
		expect(rendered[0].json.html).toContain('<a href="https://acme.example/ann">');
	});

	it('says what the draft changes from the published draft', () => {
		const [compared] = outputItems(run, 'Compare with published');
		expect(compared.json).toMatchObject({
			draftId,
			templateId: 'tem_password_reset',
			comparedWith: { kind: 'published', draftId: 'tdft_password_v1' },
			changed: true,
		});
		const content = compared.json.content as Record<string, Record<string, { changed: boolean }>>;
		expect(content.default.html.changed).toBe(true);
		expect(content.default.subject.changed).toBe(false);
	});
});
