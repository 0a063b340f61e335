import type { IDataObject, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { MessageDrafts } from '../../../nodes/MessageDrafts/MessageDrafts.node';
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { toolOutputParameter } from '../../../nodes/shared/descriptions/toolOutput';
import {
	boundToolOutput,
	DEFAULT_TOOL_OUTPUT_LIMITS,
} from '../../../nodes/shared/routing/toolVariant';
import { DEMO } from '../../../sandbox';
import { seededRandom } from '../../../sandbox/prng';
import { asTool } from '../../harness/nodeTypes';
import { runNodeJson, NodeRunError } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';

const sandbox = useSandbox();
const templatesTool = asTool(new MessageTemplates());
const draftsTool = asTool(new MessageDrafts());

async function emailTemplateCount(): Promise<number> {
	let count = 0;
	let cursor: string | undefined;
	do {
		const { body } = await sandbox.api<{
			data: unknown[];
			cursor: { next: string; hasMore: boolean };
		}>('GET', `/templates${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
		count += body.data.length;
		cursor = body.cursor.hasMore ? body.cursor.next : undefined;
	} while (cursor);
	return count;
}

const listAll = { resource: 'template', operation: 'getAll', channel: 'email', returnAll: true };

describe('a node used as a tool returns a bounded output', () => {
	it('returns Max Items templates and a note saying how many were left out and how to narrow the list', async () => {
		const total = await emailTemplateCount();
		const output = await runNodeJson({
			nodeType: templatesTool,
			parameters: { ...listAll, toolOutput: { maxItems: 10 } },
			credentials: sandbox.credentials(),
		});
		expect(output).toHaveLength(11);
		expect(output.slice(0, 10).every((item) => String(item.id).startsWith('tem_'))).toBe(true);
		expect(output[10]).toEqual({
			note: expect.stringContaining(
				`${total - 10} more items of ${total} items left out: this tool returns at most 10 items.`,
			),
			itemsShown: 10,
			itemsLeftOut: total - 10,
		});
		expect(output[10].note).toMatch(/filters \(name, folderId, workspaceId\)/);
	});

	it('keeps its note when the records are Simplified or Selected', async () => {
		for (const output of [{ output: 'simplified' }, { output: 'selected', fields: [] }]) {
			const items = await runNodeJson({
				nodeType: templatesTool,
				parameters: { ...listAll, ...output, toolOutput: { maxItems: 3 } },
				credentials: sandbox.credentials(),
			});
			expect(items).toHaveLength(4);
			expect(items[3]).toMatchObject({ itemsShown: 3, note: expect.any(String) });
			if (output.output === 'selected')
				expect(items.slice(0, 3).every((item) => Object.keys(item).join() === 'id')).toBe(true);
		}
	});

	it('shows the bounds it keeps when none are set as the defaults of Output for the Agent', () => {
		const defaults = Object.fromEntries(
			(toolOutputParameter.options as INodeProperties[]).map(({ name, default: value }) => [
				name,
				value,
			]),
		);
		expect(defaults).toEqual(DEFAULT_TOOL_OUTPUT_LIMITS);
	});

	it('keeps to the default bounds when none are set', async () => {
		const output = await runNodeJson({
			nodeType: templatesTool,
			parameters: listAll,
			credentials: sandbox.credentials(),
		});
		expect(output.length).toBeLessThanOrEqual(DEFAULT_TOOL_OUTPUT_LIMITS.maxItems + 1);
		expect(JSON.stringify(output).length).toBeLessThanOrEqual(
			DEFAULT_TOOL_OUTPUT_LIMITS.maxCharacters,
		);
		expect(output.at(-1)?.itemsLeftOut).toBe((await emailTemplateCount()) - (output.length - 1));
	});

	it('gives one record longer than Max Characters as the start of its JSON, saying how much is missing', async () => {
		const [draft] = await runNodeJson({
			nodeType: draftsTool,
			parameters: {
				resource: 'draft',
				operation: 'get',
				channel: 'email',
				draftId: DEMO.email.welcomePublishedDraft,
				targetLanguage: 'html',
				toolOutput: { maxCharacters: 1000 },
			},
			credentials: sandbox.credentials(),
		});
		expect(String(draft.truncatedJson)).toMatch(/^\{"id":"tdft_welcome_v1"/);
		expect(JSON.stringify(draft).length).toBeLessThanOrEqual(1000);
		expect(draft.note).toMatch(
			/^Only the first 500 characters of [\d,]+ characters are shown\. Ask for one record at a time/,
		);
	});

	it('leaves the output of the node itself, outside an agent, whole', async () => {
		const output = await runNodeJson({
			nodeType: new MessageTemplates(),
			parameters: { ...listAll, toolOutput: { maxItems: 10 } },
			credentials: sandbox.credentials(),
		});
		expect(output).toHaveLength(await emailTemplateCount());
	});

	describe('an unknown id', () => {
		const parameters = {
			resource: 'draft',
			operation: 'get',
			channel: 'email',
			draftId: 'tdft_no_such_draft',
			targetLanguage: 'html',
		};
		const run = (options: {
			asAgentTool?: boolean;
			onError?: 'stopWorkflow' | 'continueRegularOutput';
		}) =>
			runNodeJson({
				nodeType: draftsTool,
				parameters,
				credentials: sandbox.credentials(),
				...options,
			});

		it("goes back to an AI Agent as the node's error item, description and ids included", async () => {
			const [handedBack] = await run({ asAgentTool: true });
			expect(handedBack).toEqual((await run({ onError: 'continueRegularOutput' }))[0]);
			expect(handedBack).toMatchObject({
				message: 'Draft tdft_no_such_draft was not found in Email.',
				error: { draftId: 'tdft_no_such_draft' },
			});
		});

		it('stops the run when On Error is Stop Workflow, and when an MCP Server Trigger calls the tool (it words the error itself)', async () => {
			await expect(run({ asAgentTool: true, onError: 'stopWorkflow' })).rejects.toThrow(
				NodeRunError,
			);
			await expect(run({})).rejects.toThrow('Draft tdft_no_such_draft was not found in Email.');
		});
	});
});

describe('boundToolOutput, over random outputs and bounds', () => {
	it('never returns more than Max Items records or Max Characters of JSON, and counts what it left out', () => {
		const random = seededRandom(22);
		for (let round = 0; round < 300; round += 1) {
			const count = Math.floor(random() * 80);
			const items: INodeExecutionData[] = Array.from({ length: count }, (_, index) => ({
				json: {
					id: `tem_${index}`,
					name: 'x'.repeat(Math.floor(random() * (random() < 0.1 ? 5000 : 300))),
				},
				pairedItem: { item: 0 },
			}));
			const limits = {
				maxItems: 1 + Math.floor(random() * 60),
				maxCharacters: 1000 + Math.floor(random() * 20_000),
			};
			const output = boundToolOutput(items, limits, 'Narrow it.');
			expect(JSON.stringify(output.map(({ json }) => json)).length).toBeLessThanOrEqual(
				Math.max(limits.maxCharacters, JSON.stringify(items.map(({ json }) => json)).length),
			);
			if (output === items) continue;
			const note = output.at(-1)?.json as IDataObject;
			expect(JSON.stringify(output.map(({ json }) => json)).length).toBeLessThanOrEqual(
				limits.maxCharacters,
			);
			if ('truncatedJson' in note) continue;
			expect(output.length - 1).toBeLessThanOrEqual(limits.maxItems);
			expect(Number(note.itemsShown) + Number(note.itemsLeftOut)).toBe(count);
			expect(output.slice(0, -1)).toEqual(items.slice(0, output.length - 1));
		}
	});
});
