import { ExecuteContext, RoutingNode } from 'n8n-core';
import type { INodeCredentialTestResult, INodeType } from 'n8n-workflow';
import { createEmptyRunExecutionData } from 'n8n-workflow';

import { MessageTemplateServiceApi } from '../../credentials/MessageTemplateServiceApi.credentials';
import { createAdditionalData } from './additionalData';
import { CREDENTIAL_TYPE, type ServiceCredentials } from './credentials';
import { harnessNode, harnessWorkflow } from './workflow';

interface HttpFailure {
	cause?: { response?: { status: number; statusText?: string }; code?: string };
	message: string;
}

/**
 * The credential dialog's "Test" button as n8n's credentials tester runs it: the credential's
 * test request through the routing engine, and the same verdict — on an HTTP error the dialog
 * shows the response's status text.
 */
export async function testCredential(credentials: ServiceCredentials): Promise<INodeCredentialTestResult> {
	const credentialType = new MessageTemplateServiceApi();
	const nodeType: INodeType = {
		description: {
			displayName: 'Credential test',
			name: 'harness.credentialTest',
			group: ['transform'],
			version: 1,
			description: 'Runs a credential test request',
			defaults: { name: 'Credential test' },
			inputs: [],
			outputs: [],
			credentials: [{ name: CREDENTIAL_TYPE, required: true }],
			properties: [
				{
					displayName: 'Temp',
					name: 'temp',
					type: 'string',
					default: '',
					routing: { request: credentialType.test.request },
				},
			],
		},
	};
	const node = harnessNode(nodeType, { id: 'temp', name: 'Temp-Node', parameters: {} });
	const { workflow, workflowData } = harnessWorkflow({ nodes: [node], nodeTypes: [nodeType] });
	const additionalData = createAdditionalData('internal', workflowData, credentials);
	const context = new ExecuteContext(
		workflow,
		node,
		additionalData,
		'internal',
		createEmptyRunExecutionData(),
		0,
		[],
		{ main: [[{ json: {} }]] },
		{ node, data: {}, source: null },
		[],
	);
	const routingNode = new RoutingNode(context, nodeType, {
		id: 'credential',
		name: 'Message Template Service',
		type: CREDENTIAL_TYPE,
		data: credentials,
	});
	try {
		await routingNode.runNode();
	} catch (caught) {
		const error = caught as HttpFailure;
		const response = error.cause?.response;
		if (response) return { status: 'Error', message: response.statusText || `Received HTTP status code: ${response.status}` };
		return { status: 'Error', message: error.cause?.code ?? error.message };
	}
	return { status: 'OK', message: 'Connection successful!' };
}
