import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import type { Channel } from '../channels';
import type { ApiVersion } from '../versions';

// Settled once per input item, so no step reads it again.
export interface ItemScope {
	itemIndex: number;
	version: ApiVersion;
	channel?: Channel;
}

export type PreSendStep = (
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
	scope: ItemScope,
) => Promise<IHttpRequestOptions>;

export interface ListFilter {
	parameter: string;
	// Undefined sends nothing.
	toQuery?: (this: IExecuteSingleFunctions, value: string, scope: ItemScope) => string | undefined;
}
