import type { INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

// The credential, icon, subtitle and usableAsTool stay in each node, where n8n's community lint
// looks for them. The credential's `authenticate` adds the API key and the version's media type.
export const actionNodeBase = {
	group: ['transform'],
	version: 1,
	inputs: [NodeConnectionTypes.Main],
	outputs: [NodeConnectionTypes.Main],
	requestDefaults: {
		// "https://x/" and "https://x" both work; the executor checks the rest before sending.
		baseURL: '={{ ($credentials.baseUrl || "").replace(new RegExp("/+$"), "") }}',
		json: true,
	},
} satisfies Partial<INodeTypeDescription>;
