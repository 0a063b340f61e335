import { LoadOptionsContext } from 'n8n-core';
import type {
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodeParameters,
	INodePropertyOptions,
	INodeType,
} from 'n8n-workflow';

import { createAdditionalData } from './additionalData';
import type { ServiceCredentials } from './credentials';
import { harnessNode, harnessWorkflow } from './workflow';

export interface EditorCall {
	nodeType: INodeType;
	/** The node's parameters as the editor holds them when the list opens. */
	parameters: INodeParameters;
	credentials: ServiceCredentials;
}

/** The context n8n gives a node's methods when the editor opens a list, current parameters included. */
function editorContext({ nodeType, parameters, credentials }: EditorCall): ILoadOptionsFunctions {
	const node = harnessNode(nodeType, { id: 'node', name: 'Node in the editor', parameters });
	const { workflow, workflowData } = harnessWorkflow({ nodes: [node], nodeTypes: [nodeType] });
	const additionalData = {
		...createAdditionalData('manual', workflowData, credentials),
		currentNodeParameters: parameters,
	};
	return new LoadOptionsContext(workflow, node, additionalData, 'parameters');
}

/** An options list loading, as when the user opens a dropdown or multi-select. */
export async function loadOptions(
	call: EditorCall & { method: string },
): Promise<INodePropertyOptions[]> {
	const method = call.nodeType.methods?.loadOptions?.[call.method];
	if (!method)
		throw new Error(`${call.nodeType.description.name} has no loadOptions method ${call.method}`);
	return await method.call(editorContext(call));
}

/** One page of a resource locator's list, as when the user opens it, types a filter or scrolls. */
export async function listSearch(
	call: EditorCall & { method: string; filter?: string; paginationToken?: string },
): Promise<INodeListSearchResult> {
	const method = call.nodeType.methods?.listSearch?.[call.method];
	if (!method)
		throw new Error(`${call.nodeType.description.name} has no listSearch method ${call.method}`);
	return await method.call(editorContext(call), call.filter, call.paginationToken);
}
