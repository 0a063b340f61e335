import type { INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

// The credential, icon, subtitle and usableAsTool stay in each node, where n8n's community lint
// looks for them. The base URL is set by the executor: see executor.ts.
export const actionNodeBase = {
	group: ['transform'],
	version: 1,
	inputs: [NodeConnectionTypes.Main],
	outputs: [NodeConnectionTypes.Main],
	requestDefaults: {
		json: true,
	},
} satisfies Partial<INodeTypeDescription>;
