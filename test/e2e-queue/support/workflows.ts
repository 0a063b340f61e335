import { randomUUID } from 'node:crypto';
import {
	credentialType,
	type ExampleWorkflow,
	type WorkflowNode,
} from '../../../scripts/n8n/examples';

const node = (
	name: string,
	type: string,
	typeVersion: number,
	x: number,
	parameters: Record<string, unknown>,
	extra: Partial<WorkflowNode> = {},
): WorkflowNode => ({
	id: randomUUID(),
	name,
	type,
	typeVersion,
	position: [x, 0],
	parameters,
	...extra,
});

const chain = (...names: string[]) =>
	Object.fromEntries(
		names
			.slice(0, -1)
			.map((name, index) => [
				name,
				{ main: [[{ node: names[index + 1], type: 'main', index: 0 }]] },
			]),
	);

/** Each workflow starts at a POST webhook of its own path, with a webhook id of its own. */
const webhook = (path: string, parameters: Record<string, unknown> = {}) =>
	node(
		'Webhook',
		'n8n-nodes-base.webhook',
		2,
		0,
		{ httpMethod: 'POST', path, ...parameters, options: {} },
		{ webhookId: randomUUID() },
	);

/** A Wait shorter than 65 s keeps the execution running on its worker: the window to kill it. */
const wait = (seconds: number, x: number) =>
	node(
		'Take a moment',
		'n8n-nodes-base.wait',
		1.1,
		x,
		{ resume: 'timeInterval', amount: seconds, unit: 'seconds' },
		{ webhookId: randomUUID() },
	);

// Bound to the sandbox credential on import.
const sandboxCredential = { credentials: { [credentialType]: { id: '', name: '' } } };

/** Our action nodes, reading from the sandbox on whichever worker took the job. */
const readTemplate = (x: number, templateId: string, extra: Partial<WorkflowNode> = {}) =>
	node(
		'Read the template',
		'n8n-nodes-message-templates.messageTemplates',
		1,
		x,
		{
			resource: 'template',
			operation: 'get',
			channel: 'email',
			templateId: { __rl: true, mode: 'id', value: templateId },
			targetLanguage: 'html',
		},
		{ ...sandboxCredential, ...extra },
	);

const readDraft = (x: number) =>
	node(
		'Read the draft',
		'n8n-nodes-message-templates.messageDrafts',
		1,
		x,
		{
			resource: 'draft',
			operation: 'get',
			channel: 'email',
			draftId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			targetLanguage: 'html',
		},
		sandboxCredential,
	);

/** n8n's Poll Times: once a minute, at a second n8n picks. */
const everyMinute = [{ mode: 'everyMinute' }];

export interface DraftTriggerSettings {
	pollTimes?: Array<Record<string, unknown>>;
	/** The trigger reads each draft it fires for, after the list showed it. */
	includeContent?: boolean;
}

/** The trigger on main, scoped to one template so each workflow sees only its own drafts. */
export function draftWorkflow(
	name: string,
	templateId: string,
	waitSeconds: number,
	{ pollTimes = everyMinute, includeContent = false }: DraftTriggerSettings = {},
): ExampleWorkflow {
	return {
		name,
		settings: { executionOrder: 'v1' },
		nodes: [
			node(
				'Draft submitted',
				'n8n-nodes-message-templates.messageDraftsTrigger',
				1,
				0,
				{
					pollTimes: { item: pollTimes },
					event: 'draftSubmitted',
					channels: ['email'],
					templateId: { __rl: true, mode: 'id', value: templateId },
					options: includeContent ? { includeContent: true } : {},
				},
				sandboxCredential,
			),
			wait(waitSeconds, 220),
			readDraft(440),
		],
		connections: chain('Draft submitted', 'Take a moment', 'Read the draft'),
	};
}

/**
 * A webhook answered with what the last node put out, once a worker has run the execution. The
 * test holds the template's read back at a proxy: the execution stays in its middle until released.
 */
export function webhookWorkflow(name: string, path: string, templateId: string): ExampleWorkflow {
	return {
		name,
		settings: { executionOrder: 'v1' },
		nodes: [webhook(path, { responseMode: 'lastNode' }), readTemplate(220, templateId)],
		connections: chain('Webhook', 'Read the template'),
	};
}

/**
 * A webhook whose body's `items` become one input item each, every one a Template Get: many items
 * in one execution, on whichever worker takes it. A failed item stays in the output, as an error.
 */
export function manyReadsWorkflow(name: string, path: string, templateId: string): ExampleWorkflow {
	return {
		name,
		settings: { executionOrder: 'v1' },
		nodes: [
			webhook(path),
			node('One item each', 'n8n-nodes-base.splitOut', 1, 220, {
				fieldToSplitOut: 'body.items',
				include: 'noOtherFields',
				options: {},
			}),
			readTemplate(440, templateId, { onError: 'continueRegularOutput' }),
		],
		connections: chain('Webhook', 'One item each', 'Read the template'),
	};
}

/** Told by n8n when an execution of a workflow that names it fails: how a user hears of a crash. */
export function errorWorkflow(name: string): ExampleWorkflow {
	return {
		name,
		settings: { executionOrder: 'v1' },
		nodes: [
			node('Error Trigger', 'n8n-nodes-base.errorTrigger', 1, 0, {}),
			node('Noted', 'n8n-nodes-base.noOp', 1, 220, {}),
		],
		connections: chain('Error Trigger', 'Noted'),
	};
}

/**
 * The recovery a user runs after a crash: the drafts still awaiting approval for the template,
 * listed with Message Drafts and handed to the same step the lost execution would have run.
 */
export function recoveryWorkflow(name: string, path: string, templateId: string): ExampleWorkflow {
	return {
		name,
		settings: { executionOrder: 'v1' },
		nodes: [
			webhook(path),
			node(
				'Drafts still awaiting approval',
				'n8n-nodes-message-templates.messageDrafts',
				1,
				220,
				{
					resource: 'draft',
					operation: 'getAll',
					channel: 'email',
					returnAll: true,
					status: 'PENDING_APPROVAL',
					filters: { templateId: { __rl: true, mode: 'id', value: templateId } },
				},
				sandboxCredential,
			),
			readDraft(440),
		],
		connections: chain('Webhook', 'Drafts still awaiting approval', 'Read the draft'),
	};
}
