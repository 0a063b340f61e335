import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

export const credentialType = 'messageTemplateServiceApi';

export const examplesFolder = join(repoRoot, 'examples');

export interface WorkflowNode {
	name: string;
	type: string;
	parameters: Record<string, unknown>;
	credentials?: Record<string, { id: string; name: string }>;
	[key: string]: unknown;
}

export interface ExampleWorkflow {
	name: string;
	/** Set on examples that serve others (the translation vendor stand-in): published on import. */
	active?: boolean;
	nodes: WorkflowNode[];
	connections: Record<string, unknown>;
	settings: Record<string, unknown>;
}

/** The example workflows as exported from n8n, in file-name order. */
export function readExamples(): Array<{ file: string; workflow: ExampleWorkflow }> {
	return readdirSync(examplesFolder)
		.filter((file) => file.endsWith('.json'))
		.sort()
		.map((file) => ({
			file,
			workflow: JSON.parse(readFileSync(join(examplesFolder, file), 'utf8')) as ExampleWorkflow,
		}));
}

/**
 * Points every node that uses our credential at the given one, and keeps only the fields n8n's
 * public API accepts when creating a workflow (an export also carries ids, tags and pinned data).
 */
export function bindCredential(
	workflow: ExampleWorkflow,
	credential: { id: string; name: string },
): ExampleWorkflow {
	return {
		name: workflow.name,
		settings: workflow.settings ?? {},
		connections: workflow.connections,
		nodes: workflow.nodes.map((node) =>
			node.credentials?.[credentialType]
				? {
						...node,
						credentials: {
							...node.credentials,
							[credentialType]: { id: credential.id, name: credential.name },
						},
					}
				: node,
		),
	};
}

/** An example as shipped, by the name it has in n8n. */
export function example(name: string): ExampleWorkflow {
	const found = readExamples().find(({ workflow }) => workflow.name === name);
	if (!found) throw new Error(`No example workflow is named "${name}"`);
	return structuredClone(found.workflow);
}

export function nodeNamed(workflow: ExampleWorkflow, name: string): WorkflowNode {
	const node = workflow.nodes.find((candidate) => candidate.name === name);
	if (!node) throw new Error(`"${workflow.name}" has no node named "${name}"`);
	return node;
}
