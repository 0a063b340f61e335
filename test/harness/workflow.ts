import type {
	IConnections,
	IDataObject,
	INode,
	INodeParameters,
	INodeType,
	IWorkflowBase,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { CREDENTIAL_TYPE } from './credentials';
import { TestNodeTypes } from './nodeTypes';

/**
 * The credential's id: one per test, as if each test had its own credential. Requests with one
 * credential share a pacer in the process, so a 429 one test provokes would otherwise hold back
 * the next test's requests.
 */
function credentialId(): string {
	const testName = typeof expect === 'undefined' ? undefined : expect.getState().currentTestName;
	return testName ? `credential of ${testName}` : 'credential';
}

/**
 * A node of a harness workflow, at its type's newest version, using our credential: the test's own
 * unless `credential` names another, as a second n8n process spending the same account would.
 */
export function harnessNode(
	nodeType: INodeType,
	node: { id: string; name: string; parameters: INodeParameters },
	credential = credentialId(),
): INode {
	const version = nodeType.description.version;
	return {
		...node,
		type: nodeType.description.name,
		typeVersion: Array.isArray(version) ? Math.max(...version) : version,
		position: [0, 0],
		credentials: { [CREDENTIAL_TYPE]: { id: credential, name: 'Message Template Service' } },
	};
}

export interface HarnessWorkflow {
	/** The workflow as n8n stores it, which the execution hooks are given. */
	workflowData: IWorkflowBase;
	workflow: Workflow;
}

/** The workflow record and the Workflow n8n builds from it, for the given nodes and their types. */
export function harnessWorkflow(options: {
	id?: string;
	nodes: INode[];
	nodeTypes: INodeType[];
	connections?: IConnections;
	active?: boolean;
	staticData?: IDataObject;
}): HarnessWorkflow {
	const {
		id = 'workflow',
		nodes,
		nodeTypes,
		connections = {},
		active = false,
		staticData,
	} = options;
	const workflowData: IWorkflowBase = {
		id,
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
	return {
		workflowData,
		workflow: new Workflow({ ...workflowData, nodeTypes: new TestNodeTypes(nodeTypes) }),
	};
}
