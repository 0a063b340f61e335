import type { IConnections, IDataObject, INode, INodeParameters, INodeType, IWorkflowBase } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { CREDENTIAL_TYPE } from './credentials';
import { TestNodeTypes } from './nodeTypes';

/** A node of a harness workflow, at its type's newest version, using our credential. */
export function harnessNode(nodeType: INodeType, node: { id: string; name: string; parameters: INodeParameters }): INode {
	const version = nodeType.description.version;
	return {
		...node,
		type: nodeType.description.name,
		typeVersion: Array.isArray(version) ? Math.max(...version) : version,
		position: [0, 0],
		credentials: { [CREDENTIAL_TYPE]: { id: 'credential', name: 'Message Template Service' } },
	};
}

export interface HarnessWorkflow {
	/** The workflow as n8n stores it, which the execution hooks are given. */
	workflowData: IWorkflowBase;
	workflow: Workflow;
}

/** The workflow record and the Workflow n8n builds from it, for the given nodes and their types. */
export function harnessWorkflow(options: {
	nodes: INode[];
	nodeTypes: INodeType[];
	connections?: IConnections;
	active?: boolean;
	staticData?: IDataObject;
}): HarnessWorkflow {
	const { nodes, nodeTypes, connections = {}, active = false, staticData } = options;
	const workflowData: IWorkflowBase = {
		id: 'workflow',
		name: 'Harness workflow',
		active,
		isArchived: false,
		activeVersionId: null,
		nodes,
		connections,
		...(staticData ? { staticData } : {}),
		createdAt: new Date(),
		updatedAt: new Date(),
	};
	return { workflowData, workflow: new Workflow({ ...workflowData, nodeTypes: new TestNodeTypes(nodeTypes) }) };
}
