import { randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { DEMO } from '../../sandbox';
import { e2eContext } from './support/context';
import { waitFor } from '../harness/waitFor';
import { n8nSession } from './support/n8nSession';
import { draftAwaitingApproval, reviewOf, sandboxRequest } from './support/sandboxApi';
import { example, importForTest, nodeNamed } from './support/workflows';

const path = 'message-templates-e2e';
const token = randomBytes(24).toString('hex');
const feedback = 'The preheader is missing.';

function serverUrl(): string {
	return `${e2eContext().n8nUrl}/mcp/${path}`;
}

function connect(bearer: string): { client: Client; transport: StreamableHTTPClientTransport } {
	const transport = new StreamableHTTPClientTransport(new URL(serverUrl()), {
		requestInit: { headers: { authorization: `Bearer ${bearer}` } },
	});
	return { client: new Client({ name: 'message-templates e2e', version: '1.0.0' }), transport };
}

interface ToolResult {
	isError?: boolean;
	content: Array<{ type: string; text: string }>;
}

describe('the MCP server example, published in the app, with the official MCP client', () => {
	let client: Client;
	let draftToReject: string;

	beforeAll(async () => {
		const n8n = await n8nSession();
		draftToReject = await draftAwaitingApproval('Order confirmation (MCP e2e)');
		const bearer = await n8n.api<{ id: string; name: string }>('POST', '/credentials', {
			name: 'MCP clients (e2e)',
			type: 'httpBearerAuth',
			data: { token },
		});
		const workflow = example('Message templates: MCP server');
		const trigger = nodeNamed(workflow, 'MCP server');
		trigger.parameters.path = path;
		trigger.credentials = { httpBearerAuth: bearer };
		const workflowId = await importForTest(n8n, workflow, 'MCP server (e2e)');
		await n8n.api('POST', `/workflows/${workflowId}/activate`);
		// n8n registers a published workflow's webhooks after it answers: until then the path is unknown (404).
		const registered = await waitFor(
			"n8n to register the MCP server's path",
			async () => (await fetch(serverUrl(), { method: 'POST' })).status,
			(status) => status !== 404,
			{ timeoutMs: 120_000 },
		);
		expect(registered).toBe(403);
		const session = connect(token);
		client = session.client;
		await client.connect(session.transport);
	});

	afterAll(async () => {
		await client?.close();
	});

	const call = async (name: string, args: Record<string, unknown>) =>
		(await client.callTool({ name, arguments: args })) as ToolResult;
	const json = (result: ToolResult) =>
		JSON.parse(result.content[0].text) as Array<Record<string, unknown>>;

	it('refuses a client without the bearer token', async () => {
		const stranger = connect('not-the-token');
		await expect(stranger.client.connect(stranger.transport)).rejects.toThrow(/401|Authorization/i);
	});

	it('lists the read tools and the review actions, each described with its parameters', async () => {
		const { tools } = await client.listTools();
		expect(tools.map(({ name }) => name).sort()).toEqual([
			'Approve_a_draft',
			'Compare_with_published',
			'Find_drafts_awaiting_approval',
			'Find_templates',
			'List_strings_to_translate',
			'Read_a_draft',
			'Read_a_template',
			'Reject_a_draft',
			'Translation_status',
		]);
		for (const tool of tools) {
			expect(tool.description?.length).toBeGreaterThan(40);
			const properties = Object.values(tool.inputSchema.properties ?? {}) as Array<{
				description?: string;
			}>;
			expect(properties.length).toBeGreaterThan(0);
			for (const property of properties) expect(property.description).toBeTruthy();
		}
	});

	it('finds templates by channel and name as the sandbox lists them', async () => {
		const sms = await sandboxRequest<{ data: Array<{ id: string }> }>(
			'GET',
			'/sms/templates?name=shipping',
		);
		const found = json(await call('Find_templates', { channel: 'sms', nameContains: 'shipping' }));
		expect(found.map(({ id }) => id)).toEqual(sms.data.map(({ id }) => id));
	});

	it('compares a draft with the published draft', async () => {
		const [comparison] = json(
			await call('Compare_with_published', {
				channel: 'email',
				draftId: DEMO.email.welcomeRedesignDraft,
			}),
		);
		expect(comparison.summary).toMatch(/1 line added, 1 removed in the text/);
	});

	it("gives each language's translation status", async () => {
		const status = json(
			await call('Translation_status', { channel: 'email', draftId: DEMO.email.orderReviewDraft }),
		);
		const keys = await sandboxRequest<unknown[]>(
			'GET',
			`/drafts/${DEMO.email.orderReviewDraft}/localizationKeys`,
		);
		expect(status.length).toBeGreaterThan(0);
		for (const language of status)
			expect(language).toMatchObject({ language: expect.any(String), keys: keys.length });
	});

	it('rejects a draft with the feedback given', async () => {
		const result = await call('Reject_a_draft', {
			channel: 'email',
			draftId: draftToReject,
			feedback,
		});
		expect(json(result)).toEqual([{ success: true, draftId: draftToReject }]);
		expect(await reviewOf(draftToReject)).toEqual({
			status: 'IN_PROGRESS',
			review: expect.objectContaining({ decision: 'rejected', feedback }),
		});
	});

	it("answers an unknown id with an MCP error result carrying the node's error and its fix", async () => {
		const result = await call('Read_a_draft', { channel: 'email', draftId: 'tdft_no_such_draft' });
		expect(result.isError).toBe(true);
		expect(result.content[0].text).toContain('Draft tdft_no_such_draft was not found in Email.');
		expect(result.content[0].text).toContain('Pick it from the list, or check the ID');
	});
});
