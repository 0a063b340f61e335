import type { IHttpRequestMethods, IHttpRequestOptions, INodePropertyOptions, PostReceiveAction } from 'n8n-workflow';

import { observeRateLimit } from '../transport/pacing';
import { type ExecutorSpec, createExecutor } from './executor';

export interface OperationSpec extends Omit<ExecutorSpec, 'write'> {
	value: string;
	name: string;
	/** Shown in the node panel and to AI agents choosing a tool. */
	action: string;
	description: string;
	method: IHttpRequestMethods;
	/** Path with `{parameterName}` placeholders; the channel prefix is added when `channelScoped`. */
	path: string;
	headers?: IHttpRequestOptions['headers'];
	postReceive?: PostReceiveAction[];
	/**
	 * A POST that changes nothing (Render): read-like, so it is tried again after a server error,
	 * and a lost answer is not reported as a write that may have been applied.
	 */
	changesNothing?: boolean;
}

/**
 * One operation of a node: its request, and the executor that sends it. Every operation of every
 * node is declared through here, so they all share the same checks, retries and error messages.
 */
export function operation(spec: OperationSpec): INodePropertyOptions {
	const { value, name, action, description, method, path, headers, postReceive, changesNothing, ...executor } = spec;
	return {
		name,
		value,
		action,
		description,
		routing: {
			request: { method, url: path, ...(headers ? { headers } : {}) },
			send: { paginate: true },
			output: { postReceive: [observeRateLimit, ...(postReceive ?? [])] },
			operations: { pagination: createExecutor({ ...executor, write: method !== 'GET' && !changesNothing }) },
		},
	};
}
