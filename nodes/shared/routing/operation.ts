import type { IHttpRequestMethods, INodePropertyOptions, PostReceiveAction } from 'n8n-workflow';

import { observeRateLimit } from '../transport/pacing';
import { type ExecutorSpec, createExecutor } from './executor';
import type { ListFilter, PreSendStep } from './itemScope';

/** An operation's request, in the shape of n8n's `routing`. */
export interface OperationRouting {
	/** The path is below the credential's Base URL, with a `{parameter}` for each id it takes. */
	request: { method: IHttpRequestMethods; url: string };
	send?: {
		/** Node parameters sent as query parameters, each under the last part of its name. */
		query?: ListFilter[];
		/**
		 * Steps that check the node's parameters and build the request's query, body or headers, in
		 * order.
		 */
		preSend?: PreSendStep[];
	};
	output?: { postReceive?: PostReceiveAction[] };
}

export interface OperationSpec extends Omit<ExecutorSpec, 'write' | 'query' | 'preSend'> {
	value: string;
	name: string;
	/** Shown in the node panel and to AI agents choosing a tool. */
	action: string;
	description: string;
	routing: OperationRouting;
	/**
	 * A POST that changes nothing (Render): read-like, so it is tried again after a server error,
	 * and a lost answer is not reported as a write that may have been applied.
	 */
	changesNothing?: boolean;
}

/**
 * One operation of a node, declared as n8n declares it; every operation of every node goes through
 * here.
 */
export function operation(spec: OperationSpec): INodePropertyOptions {
	const { value, name, action, description, routing, changesNothing, ...executor } = spec;
	const { method } = routing.request;
	return {
		name,
		value,
		action,
		description,
		routing: {
			request: routing.request,
			send: { paginate: true },
			output: { postReceive: [observeRateLimit, ...(routing.output?.postReceive ?? [])] },
			// The one place the package takes over from n8n's routing engine: the executor, given as
			// the pagination hook, sends the request above, with its query and preSend steps, so that
			// every operation takes one request path (version and id checks before anything is sent,
			// the pacer, retries, the service's errors in words, error items paired with their input).
			// Left to the engine, 150 Template Gets against 60 requests a minute all went at once and
			// 90 items failed with 429 (1,000 at 600 a minute: 400); through the executor none failed,
			// in 120 s, for about 0.3 ms an item above the engine (docs/performance.md, rows 3 and 5).
			operations: {
				pagination: createExecutor({
					...executor,
					query: routing.send?.query,
					preSend: routing.send?.preSend,
					write: method !== 'GET' && !changesNothing,
				}),
			},
		},
	};
}
