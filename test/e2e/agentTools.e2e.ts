import type { N8nClient } from '../../scripts/n8n/n8nClient';
import { DEMO } from '../../sandbox';
import { waitFor } from '../harness/waitFor';
import { execution, executionState, type Execution } from './support/executions';
import { n8nSession } from './support/n8nSession';
import { draftAwaitingApproval, reviewOf, sandboxRequest } from './support/sandboxApi';
import { useScriptedModel, type ChatMessage, type ModelRequest } from './support/scriptedModel';
import { example, importForTest, nodeNamed } from './support/workflows';

const draftToRead = DEMO.email.orderReviewDraft;
const missingDraft = 'tdft_no_such_draft';
const feedback = 'Please shorten the subject line.';
const question =
	'Which SMS templates are about shipping? What does the order review draft say and need translated? Reject my copy with feedback.';

/** Filled in once the draft the agent rejects is made: the script's arguments name it. */
let draftToReject = '';

const model = useScriptedModel([
	{
		toolCalls: [
			{ name: 'Find_templates', arguments: { channel: 'sms', nameContains: 'shipping' } },
			{ name: 'Read_a_draft', arguments: { channel: 'email', draftId: draftToRead } },
			{ name: 'List_strings_to_translate', arguments: { channel: 'email', draftId: draftToRead } },
			{
				name: 'Reject_a_draft',
				get arguments() {
					return { channel: 'email', draftId: draftToReject, feedback };
				},
			},
		],
	},
	{ toolCalls: [{ name: 'Read_a_draft', arguments: { channel: 'email', draftId: missingDraft } }] },
	{ answer: 'Done: one SMS template is about shipping, and your copy was rejected.' },
]);

interface RunData {
	[node: string]: Array<{
		data?: { ai_tool?: Array<Array<{ json: Record<string, unknown> }>> };
		error?: unknown;
	}>;
}

/** What a tool node put out on each of its runs, in order: what n8n hands the model. */
function toolOutputs(run: Execution, node: string): Array<Array<Record<string, unknown>>> {
	const runs = (run.data?.resultData.runData as unknown as RunData)[node] ?? [];
	return runs.map((taskData) => (taskData.data?.ai_tool?.[0] ?? []).map((item) => item.json));
}

/** The tool message answering a call, in the request after the one that made it. */
function toolResult(request: ModelRequest | undefined, callId: string): unknown {
	const message = request?.messages.find(
		(candidate: ChatMessage) => candidate.role === 'tool' && candidate.tool_call_id === callId,
	);
	return message ? JSON.parse(String(message.content)) : undefined;
}

/** The user's chat message, as the editor's chat sends it to the Chat Trigger. */
async function chat(client: N8nClient, workflowId: string, chatInput: string): Promise<Execution> {
	const { executionId } = await client.rest<{ executionId: string }>(
		'POST',
		`/workflows/${workflowId}/run`,
		{
			triggerToStartFrom: {
				name: 'Chat message',
				data: {
					startTime: Date.now(),
					executionTime: 0,
					executionIndex: 0,
					source: [null],
					data: {
						main: [[{ json: { sessionId: 'agent-e2e', action: 'sendMessage', chatInput } }]],
					},
				},
			},
		},
	);
	return await waitFor(
		`the agent's execution ${executionId} to end`,
		() => execution(client, executionId),
		(run) => !['new', 'running', 'waiting'].includes(run.status),
		{
			timeoutMs: 180_000,
			show: executionState,
		},
	);
}

describe('the AI agent example, run in the app against a scripted chat model', () => {
	let run: Execution;

	beforeAll(async () => {
		const client = await n8nSession();
		draftToReject = await draftAwaitingApproval('Order confirmation (agent e2e)');
		const credential = await client.api<{ id: string; name: string }>('POST', '/credentials', {
			name: 'Scripted model (agent e2e)',
			type: 'openAiApi',
			data: { apiKey: 'scripted', url: model.baseUrl, header: false },
		});
		const workflow = example('Message templates: AI agent tools');
		nodeNamed(workflow, 'Chat model').credentials = { openAiApi: credential };
		const workflowId = await importForTest(client, workflow, 'AI agent tools (e2e)');
		run = await chat(client, workflowId, question);
	});

	it('runs to the final answer without failing', () => {
		expect(run.data?.resultData.error?.message).toBeUndefined();
		expect(run.status).toBe('success');
		expect(model.requests).toHaveLength(3);
		const answer =
			run.data?.resultData.runData['Template assistant']?.at(-1)?.data?.main[0]?.[0]?.json;
		expect(answer?.output).toBe(
			'Done: one SMS template is about shipping, and your copy was rejected.',
		);
	});

	it("offers every tool under a unique name that says what it does, with each parameter's meaning", () => {
		const [first] = model.requests;
		expect(first.messages.at(-1)).toMatchObject({ role: 'user', content: question });
		const offered = Object.fromEntries(first.tools.map(({ function: tool }) => [tool.name, tool]));
		expect(Object.keys(offered).sort()).toEqual([
			'Find_templates',
			'List_strings_to_translate',
			'Read_a_draft',
			'Reject_a_draft',
		]);
		for (const tool of Object.values(offered)) {
			expect(tool.description.length).toBeGreaterThan(40);
			const parameters = Object.entries(tool.parameters.properties);
			expect(tool.parameters.required?.sort()).toEqual(parameters.map(([name]) => name).sort());
			for (const [, parameter] of parameters)
				expect(parameter).toMatchObject({ type: 'string', description: expect.any(String) });
		}
		expect(Object.keys(offered.Find_templates.parameters.properties).sort()).toEqual([
			'channel',
			'nameContains',
		]);
		expect(Object.keys(offered.Reject_a_draft.parameters.properties).sort()).toEqual([
			'channel',
			'draftId',
			'feedback',
		]);
		expect(offered.Reject_a_draft.description).toMatch(/only when the user asks/);
	});

	it("sends the model's arguments to the service as the requests they describe", async () => {
		const sms = await sandboxRequest<{ data: Array<{ id: string; name: string }> }>(
			'GET',
			'/sms/templates?name=shipping',
		);
		const [found] = toolOutputs(run, 'Find templates');
		expect(found.map(({ id }) => id)).toEqual(sms.data.map(({ id }) => id));
		expect(found.map(({ id }) => id)).toContain(DEMO.channels.sms.template);

		const [read] = toolOutputs(run, 'Read a draft');
		const draft = await sandboxRequest<{
			id: string;
			name: string;
			status: string;
			compiled: { subject: string };
		}>('GET', `/drafts/${draftToRead}?targetLanguage=html`);
		// The node decodes the service's base64 content for the model.
		expect(read).toEqual([
			expect.objectContaining({
				id: draft.id,
				name: draft.name,
				status: draft.status,
				compiled: expect.objectContaining({
					subject: Buffer.from(draft.compiled.subject, 'base64').toString('utf8'),
				}),
			}),
		]);

		const keys = await sandboxRequest<Array<{ key: string }>>(
			'GET',
			`/drafts/${draftToRead}/localizationKeys`,
		);
		const [strings] = toolOutputs(run, 'List strings to translate');
		expect(strings.map(({ key }) => key)).toEqual(keys.map(({ key }) => key));

		expect(await reviewOf(draftToReject)).toEqual({
			status: 'IN_PROGRESS',
			review: expect.objectContaining({ decision: 'rejected', feedback }),
		});
	});

	it('hands the model exactly what each tool node returned', () => {
		const [, second, third] = model.requests;
		expect(toolResult(second, 'call_0_0')).toEqual(toolOutputs(run, 'Find templates')[0]);
		expect(toolResult(second, 'call_0_1')).toEqual(toolOutputs(run, 'Read a draft')[0]);
		expect(toolResult(second, 'call_0_2')).toEqual(
			toolOutputs(run, 'List strings to translate')[0],
		);
		expect(toolResult(second, 'call_0_3')).toEqual([{ success: true, draftId: draftToReject }]);
		expect(toolResult(third, 'call_1_0')).toEqual(toolOutputs(run, 'Read a draft')[1]);
	});

	it("gives the model the node's error for an unknown id as the tool's result, and goes on", () => {
		const result = toolResult(model.requests[2], 'call_1_0') as Array<{
			error: string;
			details: Record<string, unknown>;
		}>;
		expect(result).toEqual([
			{
				message: `Draft ${missingDraft} was not found in Email.`,
				error: expect.objectContaining({ draftId: missingDraft, httpCode: '404' }),
			},
		]);
	});
});
