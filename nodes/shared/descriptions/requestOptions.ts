import type { INodeProperties } from 'n8n-workflow';

import { DEFAULT_RATE_LIMIT_CAP_S } from '../transport/requestSettings';

/**
 * The node's Settings > Request Options. n8n adds its own options to this collection when it loads
 * a declarative node (Timeout among them, which the node reads too: 30 seconds per try unless set);
 * this one is the package's.
 */
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
