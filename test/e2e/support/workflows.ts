import { randomUUID } from 'node:crypto';
import {
	bindCredential,
	credentialType,
	type ExampleWorkflow,
	type WorkflowNode,
} from '../../../scripts/n8n/examples';
import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { importWorkflow } from '../../../scripts/n8n/provision';
import { e2eContext } from './context';

export { example, nodeNamed } from '../../../scripts/n8n/examples';
export { replaceSlackPost, replaceSlackWithWait } from '../../../scripts/n8n/slackStandIns';

/** Imports a workflow under a name of its own, bound to the sandbox credential (or another). */
export async function importForTest(
	client: N8nClient,
	workflow: ExampleWorkflow,
	name: string,
	credential: { id: string; name: string } = e2eContext().credential,
): Promise<string> {
	const { id } = await importWorkflow(client, bindCredential({ ...workflow, name }, credential));
	return id;
}

/**
 * Four times a minute, at fixed seconds: four Poll Times of one second each (n8n refuses one time
 * that fires more than once a minute). A test then waits a quarter of a minute for a poll, not one.
 */
export const everyQuarterMinute = [0, 15, 30, 45].map((second) => ({
	mode: 'custom',
	cronExpression: `${second} * * * * *`,
}));

/**
 * A Message Drafts Trigger polling every minute (unless `pollTimes` says otherwise), with the given parameters, that hands its items to
 * a No Op: each poll that emits is one execution, its items the trigger's output.
 */
export function draftsTriggerWorkflow(parameters: Record<string, unknown>): ExampleWorkflow {
	return {
		name: 'Draft submitted',
		settings: { executionOrder: 'v1' },
		nodes: [
			workflowNode('Draft submitted', 'n8n-nodes-message-templates.messageDraftsTrigger', 1, 0, 0, {
				credentials: { [credentialType]: { id: '', name: '' } },
				parameters: {
					pollTimes: { item: [{ mode: 'everyMinute' }] },
					event: 'draftSubmitted',
					options: {},
					...parameters,
				},
			}),
			workflowNode('Seen', 'n8n-nodes-base.noOp', 1, 220, 0),
		],
		connections: { 'Draft submitted': { main: [[{ node: 'Seen', type: 'main', index: 0 }]] } },
	};
}

/** A node of a workflow a test builds, placed at x, y. */
export function workflowNode(
	name: string,
	type: string,
	typeVersion: number,
	x: number,
	y: number,
	extra: Partial<WorkflowNode> = {},
): WorkflowNode {
	return { id: randomUUID(), name, type, typeVersion, position: [x, y], parameters: {}, ...extra };
}
