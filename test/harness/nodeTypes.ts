import type { INodeExecutionData, INodeType, INodeTypes, IVersionedNodeType } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

export const INPUT_NODE_TYPE = 'harness.input';

/**
 * The workflow's start node: hands the given items to the node under test, as a manual trigger
 * followed by an edit step would, binary data included.
 */
export function inputNodeType(items: INodeExecutionData[]): INodeType {
	return {
		description: {
			displayName: 'Input',
			name: INPUT_NODE_TYPE,
			group: ['trigger'],
			version: 1,
			description: 'Start node of a harness workflow',
			defaults: { name: 'Input' },
			inputs: [],
			outputs: ['main'],
			properties: [],
		},
		async execute() {
			return [items];
		},
	};
}

export class TestNodeTypes implements INodeTypes {
	private readonly types: Map<string, INodeType | IVersionedNodeType>;

	constructor(types: Array<INodeType | IVersionedNodeType>) {
		this.types = new Map(types.map((type) => [type.description.name, type]));
	}

	getByName(name: string): INodeType | IVersionedNodeType {
		const type = this.types.get(name);
		if (!type) throw new Error(`Unknown node type ${name}`);
		return type;
	}

	getByNameAndVersion(name: string, version?: number): INodeType {
		return NodeHelpers.getVersionedNodeType(this.getByName(name), version);
	}

	getKnownTypes() {
		return {};
	}
}

/**
 * The node's tool variant, as n8n makes it when it loads a `usableAsTool` node: the same node under
 * its name with "Tool" appended, which is what shows the node's tool-only parameters (`@tool`) and
 * tells the node it runs as a tool. Its output stays `main` here, so the harness can read it.
 */
export function asTool(nodeType: INodeType): INodeType {
	return { ...nodeType, description: { ...nodeType.description, name: `${nodeType.description.name}Tool` } };
}
