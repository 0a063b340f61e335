import { randomUUID } from 'node:crypto';
import { nodeNamed, type ExampleWorkflow, type WorkflowNode } from './examples';

type Connections = Record<
	string,
	{ main?: Array<Array<{ node: string; type: string; index: number }>> }
>;

/**
 * The examples' distance between two columns of nodes: a node is 100 px wide on n8n's canvas and
 * its name, under it, up to 200.
 */
const COLUMN_WIDTH = 220;

/**
 * Slack cannot be reached from here (the end-to-end tests, the demo video): its send-and-wait step
 * becomes a Wait resumed by a webhook call, whose body carries the reviewer's form answers. "Resume
 * link" records the signed resume URL and the message Slack would post in the execution, where a
 * test reads them; "Reviewer's answer" shapes the body as Slack's form answer (`data`), so every
 * node after it runs unchanged. The three take a column each where Slack took one, and every node
 * right of it moves two columns right, so none lies on another on the canvas.
 */
export function replaceSlackWithWait(
	workflow: ExampleWorkflow,
	slackNodeName: string,
): ExampleWorkflow {
	const slack = nodeNamed(workflow, slackNodeName);
	const [x, y] = slack.position as [number, number];
	const column = (index: number): [number, number] => [x + index * COLUMN_WIDTH, y];
	const replacement: WorkflowNode[] = [
		{
			id: randomUUID(),
			name: 'Resume link',
			type: 'n8n-nodes-base.set',
			typeVersion: 3.4,
			position: column(0),
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
			position: column(1),
			webhookId: randomUUID(),
			parameters: { resume: 'webhook', httpMethod: 'POST', options: {} },
		},
		{
			id: randomUUID(),
			name: "Reviewer's answer",
			type: 'n8n-nodes-base.set',
			typeVersion: 3.4,
			position: column(2),
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
	const moved = workflow.nodes
		.filter((node) => node.name !== slackNodeName)
		.map((node) => {
			const [nodeX, nodeY] = node.position as [number, number];
			return nodeX > x ? { ...node, position: [nodeX + 2 * COLUMN_WIDTH, nodeY] } : node;
		});
	return { ...workflow, nodes: [...moved, ...replacement], connections };
}

/**
 * A Slack message the workflow posts (a notice, no answer awaited) becomes a Set node that keeps
 * the message in the execution as `slackMessage`, where a test reads it; the nodes after it run
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
