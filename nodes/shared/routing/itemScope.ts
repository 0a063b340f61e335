import type { IExecuteSingleFunctions, PreSendAction } from 'n8n-workflow';

import type { Channel } from '../channels';
import type { ApiVersion } from '../versions';
import type { RequestEndpoint } from './requireFeature';

export interface ItemScope {
	itemIndex: number;
	version: ApiVersion;
	channel?: Channel;
	// The path as the version table writes it, with the channel's prefix.
	endpoint: RequestEndpoint;
}

// n8n's pre-send signature, run by the executor: CONTRIBUTING.md#how-an-operation-is-declared
export type PreSendStep = PreSendAction;

export interface ListFilter {
	// Its query parameter, sent by the field's `routing.send`.
	name: string;
	// Undefined sends nothing.
	toQuery?: (this: IExecuteSingleFunctions, value: string) => string | undefined;
}

// Settled by the executor once per item, before the steps run.
const settled = new WeakMap<object, ItemScope>();

export function settleScope(context: IExecuteSingleFunctions, scope: ItemScope): void {
	settled.set(context, scope);
}

// What the item's steps read from their context, as n8n's helpers read its parameters.
export function itemScope(context: IExecuteSingleFunctions): ItemScope {
	const scope = settled.get(context);
	if (!scope) throw new Error('A pre-send step ran outside the executor.');
	return scope;
}
