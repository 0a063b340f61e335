import { randomUUID } from 'node:crypto';
import {
	bindCredential,
	credentialType,
	readExamples,
	type ExampleWorkflow,
	type WorkflowNode,
} from '../../../scripts/n8n/examples';
import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { importWorkflow } from '../../../scripts/n8n/provision';
import { e2eContext } from './context';

/** An example as shipped, by the name it has in n8n. */
export function example(name: string): ExampleWorkflow {
	const found = readExamples().find(({ workflow }) => workflow.name === name);
	if (!found) throw new Error(`No example workflow is named "${name}"`);
	return structuredClone(found.workflow);
}

export function nodeNamed(workflow: ExampleWorkflow, name: string): WorkflowNode {
	const node = workflow.nodes.find((candidate) => candidate.name === name);
	if (!node) throw new Error(`"${workflow.name}" has no node named "${name}"`);
	return node;
}

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
 * A Message Drafts Trigger polling every minute, with the given parameters, that hands its items to
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

type Connections = Record<
	string,
	{ main?: Array<Array<{ node: string; type: string; index: number }>> }
>;

/**
 * Slack cannot be reached from here: its send-and-wait step becomes a Wait resumed by a webhook
 * call, whose body carries the reviewer's form answers. "Resume link" records the signed resume
 * URL and the message Slack would post in the execution, where the test reads them; "Reviewer's answer" shapes the body as Slack's
 * form answer (`data`), so every node after it runs unchanged.
 */
export function replaceSlackWithWait(
	workflow: ExampleWorkflow,
	slackNodeName: string,
): ExampleWorkflow {
	const slack = nodeNamed(workflow, slackNodeName);
	const [x, y] = slack.position as [number, number];
	const replacement: WorkflowNode[] = [
		{
			id: randomUUID(),
			name: 'Resume link',
			type: 'n8n-nodes-base.set',
			typeVersion: 3.4,
			position: [x, y],
			parameters: {
				assignments: {
					assignments: [
						{
							id: randomUUID(),
							name: 'resumeUrl',
							value: '={{ $execution.resumeUrl }}',
							type: 'string',
						},
						{
							id: randomUUID(),
							name: 'slackMessage',
							value: slack.parameters.message,
							type: 'string',
						},
					],
				},
				includeOtherFields: true,
				options: {},
			},
		},
		{
			id: randomUUID(),
			name: 'Wait for the reviewer',
			type: 'n8n-nodes-base.wait',
			typeVersion: 1.1,
			position: [x + 100, y],
			webhookId: randomUUID(),
			parameters: { resume: 'webhook', httpMethod: 'POST', options: {} },
		},
		{
			id: randomUUID(),
			name: "Reviewer's answer",
			type: 'n8n-nodes-base.set',
			typeVersion: 3.4,
			position: [x + 200, y],
			parameters: {
				assignments: {
					assignments: [
						{ id: randomUUID(), name: 'data', value: '={{ $json.body }}', type: 'object' },
					],
				},
				options: {},
			},
		},
	];
	const connections = structuredClone(workflow.connections) as Connections;
	for (const outputs of Object.values(connections)) {
		for (const targets of outputs.main ?? []) {
			for (const target of targets) if (target.node === slackNodeName) target.node = 'Resume link';
		}
	}
	connections["Reviewer's answer"] = connections[slackNodeName];
	delete connections[slackNodeName];
	connections['Resume link'] = {
		main: [[{ node: 'Wait for the reviewer', type: 'main', index: 0 }]],
	};
	connections['Wait for the reviewer'] = {
		main: [[{ node: "Reviewer's answer", type: 'main', index: 0 }]],
	};
	return {
		...workflow,
		nodes: [...workflow.nodes.filter((node) => node.name !== slackNodeName), ...replacement],
		connections,
	};
}

/**
 * A Slack message the workflow posts (a notice, no answer awaited) becomes a Set node that keeps
 * the message in the execution as `slackMessage`, where the test reads it; the nodes after it run
 * unchanged.
 */
export function replaceSlackPost(
	workflow: ExampleWorkflow,
	slackNodeName: string,
): ExampleWorkflow {
	const slack = nodeNamed(workflow, slackNodeName);
	const notice: WorkflowNode = {
		id: randomUUID(),
		name: slackNodeName,
		type: 'n8n-nodes-base.set',
		typeVersion: 3.4,
		position: slack.position,
		parameters: {
			assignments: {
				assignments: [
					{ id: randomUUID(), name: 'slackMessage', value: slack.parameters.text, type: 'string' },
				],
			},
			options: {},
		},
	};
	return {
		...workflow,
		nodes: workflow.nodes.map((node) => (node.name === slackNodeName ? notice : node)),
	};
}
