import type { INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { CREDENTIAL_NAME } from '../credential';

/**
 * What every action node of the package shares: credential, base URL, connections. The icon,
 * subtitle and usableAsTool stay in each node, where n8n's community lint looks for them.
 */
export const actionNodeBase = {
	group: ['transform'],
	version: 1,
	inputs: [NodeConnectionTypes.Main],
	outputs: [NodeConnectionTypes.Main],
	credentials: [{ name: CREDENTIAL_NAME, required: true }],
	requestDefaults: {
		baseURL: '={{ $credentials.baseUrl.replace(/\\/+$/, "") }}',
		json: true,
	},
} satisfies Partial<INodeTypeDescription>;
