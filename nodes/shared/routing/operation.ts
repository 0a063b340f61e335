import type { IHttpRequestMethods, INodePropertyOptions, PostReceiveAction } from 'n8n-workflow';

import { observeRateLimit } from '../transport/pacing';
import { type ExecutorSpec, createExecutor } from './executor';
import type { ListFilter, PreSendStep } from './itemScope';

export interface OperationRouting {
	// Below the credential's Base URL, with a `{parameter}` for each id.
	request: { method: IHttpRequestMethods; url: string };
	send?: {
		// Each sent under the last part of its name.
		query?: ListFilter[];
		preSend?: PreSendStep[];
	};
	output?: { postReceive?: PostReceiveAction[] };
}

export interface OperationSpec extends Omit<ExecutorSpec, 'write' | 'query' | 'preSend'> {
	value: string;
	name: string;
	// Also shown to AI agents choosing a tool.
	action: string;
	description: string;
	routing: OperationRouting;
	// A POST that changes nothing (Render) is retried like a read.
	changesNothing?: boolean;
}

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
			// The one place the package takes over from n8n's routing engine: every operation is sent by
			// the executor, run as the pagination hook. Why: docs/performance.md#what-the-figures-say
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
