import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import type { Channel } from '../channels';
import type { ApiVersion } from '../versions';

/** What the executor settles once per input item and hands to every step, so no step reads it again. */
export interface ItemScope {
	itemIndex: number;
	/** The credential's API version. */
	version: ApiVersion;
	/** The node's channel, for operations whose path the interface repeats per channel. */
	channel?: Channel;
}

/** A step that checks the node's parameters and shapes the request, before anything is sent. */
export type PreSendStep = (
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
	scope: ItemScope,
) => Promise<IHttpRequestOptions>;
