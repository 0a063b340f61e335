import { randomUUID } from 'node:crypto';

import { ExecutionLifecycleHooks, ExternalSecretsProxy } from 'n8n-core';
import type {
	IWorkflowBase,
	IWorkflowExecuteAdditionalData,
	WorkflowExecuteMode,
} from 'n8n-workflow';

import { type ServiceCredentials, TestCredentialsHelper } from './credentials';
// Everything that runs the nodes through this harness, the jest runs and `npm run check:live`
// alike, checks patterns without n8n-workflow's wall clock (see regexEngine.ts).
import './regexEngine';

/**
 * The execution environment n8n's CLI would build: credentials, lifecycle hooks and the URLs an
 * execution may ask for. Sub-workflows and the database are out of scope for these tests.
 */
export function createAdditionalData(
	mode: WorkflowExecuteMode,
	workflowData: IWorkflowBase,
	credentials: ServiceCredentials,
): IWorkflowExecuteAdditionalData {
	const executionId = randomUUID();
	return {
		credentialsHelper: new TestCredentialsHelper(credentials),
		hooks: new ExecutionLifecycleHooks(mode, executionId, workflowData),
		executionId,
		executeWorkflow: async () => {
			throw new Error('Sub-workflows are not available in the test harness');
		},
		getRunExecutionData: async () => undefined,
		getRuntimeCredential: async () => undefined,
		currentNodeExecutionIndex: 0,
		restApiUrl: 'http://127.0.0.1:5678/rest',
		instanceBaseUrl: 'http://127.0.0.1:5678/',
		formBaseUrl: 'http://127.0.0.1:5678/form',
		formWaitingBaseUrl: 'http://127.0.0.1:5678/form-waiting',
		formTestBaseUrl: 'http://127.0.0.1:5678/form-test',
		webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
		webhookWaitingBaseUrl: 'http://127.0.0.1:5678/webhook-waiting',
		webhookTestBaseUrl: 'http://127.0.0.1:5678/webhook-test',
		mcpBaseUrl: 'http://127.0.0.1:5678/mcp',
		mcpTestBaseUrl: 'http://127.0.0.1:5678/mcp-test',
		variables: {},
		externalSecretsProxy: new ExternalSecretsProxy(),
		logAiEvent: () => {},
		startRunnerTask: async () => {
			throw new Error('Code runners are not available in the test harness');
		},
	};
}
