import { WorkflowExecute } from 'n8n-core';
import type { INode, INodeExecutionData, INodeParameters, INodeType, OnError } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { createAdditionalData } from './additionalData';
import type { ApiVersion } from '../../nodes/shared/versions';
import type { ServiceCredentials } from './credentials';
import { INPUT_NODE_TYPE, inputNodeType } from './nodeTypes';
import { type SandboxHandle, type UseSandboxOptions, useSandbox } from './sandbox';
import { harnessNode, harnessWorkflow } from './workflow';

export interface RunNodeOptions {
	nodeType: INodeType;
	parameters: INodeParameters;
	credentials: ServiceCredentials;
	/** Items the node receives; one empty item by default, as after a manual trigger. */
	input?: INodeExecutionData[];
	/** The node's "On Error" setting; unset by default, as on a new node (it then stops the workflow). */
	onError?: OnError;
	/** Shorthand for `onError: 'continueRegularOutput'`. */
	continueOnFail?: boolean;
	/** Set as an AI Agent runs a tool node: as a node of the execution whose output goes to the agent. */
	asAgentTool?: boolean;
	/** Cancels the execution when it settles, as the editor's Stop button or a timeout does. */
	cancelWhen?: Promise<unknown>;
	/** The credential's id when it is not the test's own: requests of one id share a pacer. */
	credentialId?: string;
}

/** A node error as the engine reports it, rebuilt as an Error so tests can match on it. */
export class NodeRunError extends Error {
	constructor(readonly details: Record<string, unknown>) {
		super(String(details.message));
		this.name = String(details.name ?? 'NodeRunError');
	}

	get description(): string | undefined {
		return this.details.description as string | undefined;
	}

	get httpCode(): string | undefined {
		return this.details.httpCode as string | undefined;
	}
}

const NODE_NAME = 'Node under test';

/**
 * Runs a manual workflow "input → node under test" through n8n-core's WorkflowExecute, the same
 * engine n8n runs, and returns the node's output items per output (or throws its error). With
 * "Continue (using error output)" there are two outputs: success, then error.
 */
export async function runNode(options: RunNodeOptions): Promise<INodeExecutionData[][]> {
	const { nodeType, parameters, credentials, input = [{ json: {} }], continueOnFail } = options;
	const onError = options.onError ?? (continueOnFail ? 'continueRegularOutput' : undefined);
	const inputNode: INode = {
		id: 'input',
		name: 'Input',
		type: INPUT_NODE_TYPE,
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
	const nodeUnderTest: INode = {
		...harnessNode(nodeType, { id: 'node', name: NODE_NAME, parameters }, options.credentialId),
		...(onError ? { onError } : {}),
		...(options.asAgentTool ? { rewireOutputLogTo: NodeConnectionTypes.AiTool } : {}),
	};
	const { workflow, workflowData } = harnessWorkflow({
		nodes: [inputNode, nodeUnderTest],
		nodeTypes: [inputNodeType(input), nodeType],
		connections: { Input: { main: [[{ node: NODE_NAME, type: 'main', index: 0 }]] } },
	});
	const additionalData = createAdditionalData('manual', workflowData, credentials);
	const execution = new WorkflowExecute(additionalData, 'manual').run({
		workflow,
		startNode: inputNode,
	});
	void options.cancelWhen?.then(() => execution.cancel());
	const run = await execution;
	const taskData = run.data.resultData.runData[NODE_NAME]?.[0];
	const error = taskData?.error ?? run.data.resultData.error;
	if (error) throw new NodeRunError(error as unknown as Record<string, unknown>);
	// The engine files a tool's output under the connection to the agent.
	const outputs = options.asAgentTool
		? taskData?.data?.[NodeConnectionTypes.AiTool]
		: taskData?.data?.main;
	return (outputs ?? []).map((items) => items ?? []);
}

/** The first output's items as plain JSON, for the common single-output assertions. */
export async function runNodeJson(options: RunNodeOptions) {
	const [items = []] = await runNode(options);
	return items.map((item) => item.json);
}

/** Runs the node expecting it to fail, and returns the error the engine reported. */
export async function runNodeError(options: RunNodeOptions): Promise<NodeRunError> {
	const outcome = await runNode(options).then(
		(output) => ({ output }),
		(error: unknown) => ({ error }),
	);
	if (!('error' in outcome))
		throw new Error(`The node succeeded: ${JSON.stringify(outcome.output)}`);
	if (!(outcome.error instanceof NodeRunError)) throw outcome.error;
	return outcome.error;
}

export interface RunMore extends Partial<Omit<RunNodeOptions, 'nodeType' | 'parameters'>> {
	/** The API version of the sandbox's credential; the newest unless this or `credentials` is given. */
	version?: ApiVersion;
}

/** A node run with `parameters` and the sandbox's credential: to its output, its JSON or its error. */
export function nodeRuns(nodeType: INodeType, sandbox: SandboxHandle) {
	const options = (parameters: INodeParameters, { version, ...more }: RunMore): RunNodeOptions => ({
		nodeType,
		parameters,
		credentials: sandbox.credentials(version),
		...more,
	});
	return {
		run: async (parameters: INodeParameters, more: RunMore = {}) =>
			await runNode(options(parameters, more)),
		runJson: async (parameters: INodeParameters, more: RunMore = {}) =>
			await runNodeJson(options(parameters, more)),
		runError: async (parameters: INodeParameters, more: RunMore = {}) =>
			await runNodeError(options(parameters, more)),
	};
}

/**
 * A node against the test file's own sandbox, whose request log is cleared before each test, and
 * its account reset too unless `reset` is false: the sandbox and the node's runs.
 */
export function useNodeOnSandbox(
	nodeType: INodeType,
	{ reset = true, ...options }: UseSandboxOptions & { reset?: boolean } = {},
) {
	const sandbox = useSandbox(options);
	beforeEach(async () => {
		if (reset) await sandbox.reset();
		await sandbox.clearRequests();
	});
	return { sandbox, ...nodeRuns(nodeType, sandbox) };
}
