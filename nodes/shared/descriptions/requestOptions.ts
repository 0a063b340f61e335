import type { INodeProperties } from 'n8n-workflow';

import { DEFAULT_RATE_LIMIT_CAP_S } from '../transport/requestSettings';

// n8n adds its own options (Timeout among them) to this collection in a declarative node.
export const requestOptionsParameter: INodeProperties = {
	displayName: 'Request Options',
	name: 'requestOptions',
	type: 'collection',
	isNodeSetting: true,
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Max Rate-Limit Wait (Seconds)',
			name: 'maxRateLimitWait',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: DEFAULT_RATE_LIMIT_CAP_S,
			description:
				'When the service answers that the rate limit is reached, the node waits as long ' +
				'as it asks (its Retry-After) up to this many seconds, then sends again. If it ' +
				'asks for longer, the node stops at once with an error that says how long.',
		},
	],
};
