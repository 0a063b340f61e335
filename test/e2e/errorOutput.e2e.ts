import { randomUUID } from 'node:crypto';
import type { ExampleWorkflow } from '../../scripts/n8n/examples';
import { credentialType } from '../../scripts/n8n/examples';
import type { N8nClient } from '../../scripts/n8n/n8nClient';
import { execution, waitFor, type Execution } from './support/executions';
import { n8nSession } from './support/n8nSession';
import { importForTest } from './support/workflows';

const goodTemplate = 'tem_welcome';
const unknownTemplate = 'tem_no_such_template';

/**
 * Two template ids, one of them unknown, read by Message Templates → Get with On Error set to
 * "Continue (using error output)": what found a template goes to "Found", what failed to "Failed".
 */
function errorBranchWorkflow(): ExampleWorkflow {
	const node = (name: string, type: string, typeVersion: number, x: number, y: number, extra: Record<string, unknown> = {}) => ({
		id: randomUUID(),
		name,
		type,
		typeVersion,
		position: [x, y],
		parameters: {},
		...extra,
	});
	return {
		name: 'Error branch',
		settings: { executionOrder: 'v1' },
		nodes: [
			node('Run now', 'n8n-nodes-base.manualTrigger', 1, 0, 0),
			node('Two template ids', 'n8n-nodes-base.code', 2, 220, 0, {
				parameters: {
					jsCode: `return [${JSON.stringify(goodTemplate)}, ${JSON.stringify(unknownTemplate)}].map((templateId) => ({ json: { templateId } }));`,
				},
			}),
			node('Get template', 'n8n-nodes-message-templates.messageTemplates', 1, 440, 0, {
				parameters: {
					resource: 'template',
					operation: 'get',
					channel: 'email',
					templateId: { __rl: true, mode: 'id', value: '={{ $json.templateId }}' },
					targetLanguage: 'html',
				},
				onError: 'continueErrorOutput',
				// Bound to the sandbox credential on import.
				credentials: { [credentialType]: { id: '', name: '' } },
			}),
			node('Found', 'n8n-nodes-base.noOp', 1, 660, -100),
			node('Failed', 'n8n-nodes-base.noOp', 1, 660, 100),
		],
		connections: {
			'Run now': { main: [[{ node: 'Two template ids', type: 'main', index: 0 }]] },
			'Two template ids': { main: [[{ node: 'Get template', type: 'main', index: 0 }]] },
			'Get template': {
				main: [[{ node: 'Found', type: 'main', index: 0 }], [{ node: 'Failed', type: 'main', index: 0 }]],
			},
		},
	};
}

interface OutputItem {
	json: Record<string, unknown>;
	pairedItem?: { item: number } | Array<{ item: number }>;
}

/** The items a node put out on one of its outputs. */
function outputItems(run: Execution, nodeName: string, output: number): OutputItem[] {
	const main = (run.data?.resultData.runData[nodeName]?.[0]?.data?.main ?? []) as unknown as Array<OutputItem[] | null>;
	return main[output] ?? [];
}

const inputIndexes = (items: OutputItem[]) =>
	items.map(({ pairedItem }) => (Array.isArray(pairedItem) ? pairedItem.map(({ item }) => item) : pairedItem?.item));

describe('an error branch, run in the app', () => {
	let client: N8nClient;
	let run: Execution;

	beforeAll(async () => {
		client = await n8nSession('errorOutput');
		const workflowId = await importForTest(client, errorBranchWorkflow(), 'Error branch (e2e)');
		// The editor's "Execute workflow", through n8n's REST API.
		const { executionId } = await client.rest<{ executionId: string }>('POST', `/workflows/${workflowId}/run`, {
			triggerToStartFrom: { name: 'Run now' },
		});
		run = await waitFor(() => execution(client, executionId), ({ status }) => status !== 'running' && status !== 'new', 60_000);
	});

	it('finishes: a failed item does not stop the workflow', () => {
		expect(run.data?.resultData.error?.message).toBeUndefined();
		expect(run.status).toBe('success');
	});

	it('sends exactly the failed item to the error output, paired with its input item', () => {
		const failed = outputItems(run, 'Get template', 1);
		expect(inputIndexes(failed)).toEqual([1]);
		expect(JSON.stringify(failed[0])).toContain(unknownTemplate);
		expect(outputItems(run, 'Failed', 0)).toHaveLength(1);
	});

	it('sends the other item to the success output only', () => {
		const found = outputItems(run, 'Get template', 0);
		expect(inputIndexes(found)).toEqual([0]);
		expect(found[0].json.id).toBe(goodTemplate);
		expect(JSON.stringify(found)).not.toContain(unknownTemplate);
		expect(outputItems(run, 'Found', 0)).toHaveLength(1);
	});
});
