import { DirectoryLoader } from 'n8n-core';
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

const loaded = new WeakSet<object>();

/**
 * A node type as n8n's loader hands it over: a declarative node's Request Options gain n8n's own
 * (Timeout among them), without which the engine drops a Timeout a test sets. Done once per type
 * object, since n8n's step adds its options again each time.
 */
function asLoaded(type: INodeType | IVersionedNodeType): INodeType | IVersionedNodeType {
	if (loaded.has(type) || !('properties' in type.description)) return type;
	loaded.add(type);
	DirectoryLoader.applyDeclarativeNodeOptionParameters(type as INodeType);
	return type;
}

export class TestNodeTypes implements INodeTypes {
	private readonly types: Map<string, INodeType | IVersionedNodeType>;

	constructor(types: Array<INodeType | IVersionedNodeType>) {
		this.types = new Map(types.map((type) => [type.description.name, asLoaded(type)]));
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
	return {
		...nodeType,
		description: { ...nodeType.description, name: `${nodeType.description.name}Tool` },
	};
}
