import type { INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

/**
 * What every action node of the package shares: base URL, connections. The credential, icon,
 * subtitle and usableAsTool stay in each node, where n8n's community lint looks for them.
 */
export const actionNodeBase = {
	group: ['transform'],
	version: 1,
	inputs: [NodeConnectionTypes.Main],
	outputs: [NodeConnectionTypes.Main],
	requestDefaults: {
		baseURL: '={{ $credentials.baseUrl.replace(/\\/+$/, "") }}',
		json: true,
	},
} satisfies Partial<INodeTypeDescription>;
