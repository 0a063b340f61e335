import type { INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

/**
 * What every action node of the package shares: connections and JSON requests. The credential,
 * icon, subtitle and usableAsTool stay in each node, where n8n's community lint looks for them.
 * The base URL is not here: the executor sets it from the credential it reads for every item
 * anyway, where an expression here would be evaluated twice per item by n8n's routing engine.
 */
export const actionNodeBase = {
	group: ['transform'],
	version: 1,
	inputs: [NodeConnectionTypes.Main],
	outputs: [NodeConnectionTypes.Main],
	requestDefaults: {
		json: true,
	},
} satisfies Partial<INodeTypeDescription>;
