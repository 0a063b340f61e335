import { LoadOptionsContext } from 'n8n-core';
import type {
	ILoadOptionsFunctions,
	INode,
	INodeListSearchResult,
	INodeParameters,
	INodePropertyOptions,
	INodeType,
	IWorkflowBase,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { createAdditionalData } from './additionalData';
import { CREDENTIAL_TYPE, type ServiceCredentials } from './credentials';
import { TestNodeTypes } from './nodeTypes';

export interface EditorCall {
	nodeType: INodeType;
	/** The node's parameters as the editor holds them when the list opens. */
	parameters: INodeParameters;
	credentials: ServiceCredentials;
}

/** The context n8n gives a node's methods when the editor opens a list, current parameters included. */
function editorContext({ nodeType, parameters, credentials }: EditorCall): ILoadOptionsFunctions {
	const node: INode = {
		id: 'node',
		name: 'Node in the editor',
		type: nodeType.description.name,
		typeVersion: 1,
		position: [0, 0],
		parameters,
		credentials: { [CREDENTIAL_TYPE]: { id: 'credential', name: 'Message Template Service' } },
	};
	const workflowData: IWorkflowBase = {
		id: 'workflow',
		name: 'Harness workflow',
		active: false,
		isArchived: false,
		activeVersionId: null,
		nodes: [node],
		connections: {},
		createdAt: new Date(),
		updatedAt: new Date(),
	};
	const workflow = new Workflow({ ...workflowData, nodeTypes: new TestNodeTypes([nodeType]) });
	const additionalData = { ...createAdditionalData('manual', workflowData, credentials), currentNodeParameters: parameters };
	return new LoadOptionsContext(workflow, node, additionalData, 'parameters');
}

/** An options list loading, as when the user opens a dropdown or multi-select. */
export async function loadOptions(call: EditorCall & { method: string }): Promise<INodePropertyOptions[]> {
	const method = call.nodeType.methods?.loadOptions?.[call.method];
	if (!method) throw new Error(`${call.nodeType.description.name} has no loadOptions method ${call.method}`);
	return await method.call(editorContext(call));
}

/** One page of a resource locator's list, as when the user opens it, types a filter or scrolls. */
export async function listSearch(
	call: EditorCall & { method: string; filter?: string; paginationToken?: string },
): Promise<INodeListSearchResult> {
	const method = call.nodeType.methods?.listSearch?.[call.method];
	if (!method) throw new Error(`${call.nodeType.description.name} has no listSearch method ${call.method}`);
	return await method.call(editorContext(call), call.filter, call.paginationToken);
}
