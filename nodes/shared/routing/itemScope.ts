import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import type { Channel } from '../channels';
import type { ApiVersion, Feature } from '../versions';

/**
 * What the executor settles once per input item and hands to every step, so no step reads it again.
 */
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

/**
 * A filter of a list, sent as the query parameter named like the last part of its node parameter.
 */
export interface ListFilter {
	/** The node parameter, such as `filters.workspaceId`. */
	parameter: string;
	/** The version feature that brought the filter: set under an older version, it stops the item. */
	feature?: Feature;
	/** What the value becomes in the query, when not the value itself; undefined sends nothing. */
	toQuery?: (this: IExecuteSingleFunctions, value: string, scope: ItemScope) => string | undefined;
}
