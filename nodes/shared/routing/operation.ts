import type { IHttpRequestMethods, INodePropertyOptions, PostReceiveAction } from 'n8n-workflow';

import { observeRateLimit } from '../transport/pacing';
import { type ExecutorSpec, createExecutor } from './executor';
import { requestPaths } from './requestPaths';

// What is ours, beside n8n's routing: CONTRIBUTING.md#how-an-operation-is-declared
export type MessageTemplatesRouting = Omit<ExecutorSpec, 'write' | 'paths'> & {
	// A POST that changes nothing (Render) is retried like a read.
	changesNothing?: boolean;
};

export interface OperationSpec {
	value: string;
	name: string;
	// Also shown to AI agents choosing a tool.
	action: string;
	description: string;
	// n8n's: the URL is below the credential's Base URL; query and body come from the fields' own
	// `routing.send`.
	routing: {
		request: { method: IHttpRequestMethods; url: string };
		output?: { postReceive?: PostReceiveAction[] };
	};
	messageTemplates?: MessageTemplatesRouting;
}

export function operation(spec: OperationSpec): INodePropertyOptions {
	const { value, name, action, description, routing, messageTemplates = {} } = spec;
	const { changesNothing, ...ours } = messageTemplates;
	const { method, url } = routing.request;
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
					...ours,
					paths: requestPaths(url),
					write: method !== 'GET' && !changesNothing,
				}),
			},
		},
	};
}
