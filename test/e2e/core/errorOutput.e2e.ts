import type { ExampleWorkflow } from '../../../scripts/n8n/examples';
import { credentialType } from '../../../scripts/n8n/examples';
import { outputItems, runFromEditor, type Execution, type OutputItem } from '../support/executions';
import { n8nSession } from '../support/n8nSession';
import { importForTest, workflowNode as node } from '../support/workflows';

const goodTemplate = 'tem_welcome';
const unknownTemplate = 'tem_no_such_template';

/**
 * Two template ids, one of them unknown, read by Message Templates → Get with On Error set to
 * "Continue (using error output)": what found a template goes to "Found", what failed to "Failed".
 */
function errorBranchWorkflow(): ExampleWorkflow {
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
				main: [
					[{ node: 'Found', type: 'main', index: 0 }],
					[{ node: 'Failed', type: 'main', index: 0 }],
				],
			},
		},
	};
}

const inputIndexes = (items: OutputItem[]) =>
	items.map(({ pairedItem }) =>
		Array.isArray(pairedItem) ? pairedItem.map(({ item }) => item) : pairedItem?.item,
	);

describe('an error branch, run in the app', () => {
	let run: Execution;

	beforeAll(async () => {
		const client = await n8nSession();
		const workflowId = await importForTest(client, errorBranchWorkflow(), 'Error branch (e2e)');
		run = await runFromEditor(client, workflowId, 'Run now');
	});

	it('finishes: a failed item does not stop the workflow', () => {
		expect(run.data?.resultData.error?.message).toBeUndefined();
		expect(run.status).toBe('success');
	});

	// n8n's rule for the error output changed at 2.35.3; the failed item meets the old and the new.
	it('sends exactly the failed item to the error output, paired with its input item, headline and ids kept', () => {
		const failed = outputItems(run, 'Get template', 1);
		expect(inputIndexes(failed)).toEqual([1]);
		// objectContaining, so that a failure shows the whole item.
		expect(failed[0].json).toEqual(
			expect.objectContaining({
				message: `Template ${unknownTemplate} was not found in Email.`,
				error: expect.objectContaining({
					templateId: unknownTemplate,
					httpCode: '404',
					service: expect.objectContaining({ code: 'not_found' }),
				}),
			}),
		);
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
