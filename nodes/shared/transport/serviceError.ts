import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { RequestFailure } from './failure';

/** What the node knows about the request that failed, to say which ids and states were involved. */
export interface FailureContext {
	itemIndex?: number;
	/** The ids the operation acted on, by name: `{ draftId: 'tdft_1' }`. */
	ids?: Record<string, string>;
	/** For a 403 prohibited_action: the state the operation needs, in words. */
	requiredState?: string;
	/** How many times the request was sent before giving up. */
	attempts?: number;
}

interface Explanation {
	message: string;
	fix: string;
}

function describeIds(ids: Record<string, string> | undefined): string {
	const entries = Object.entries(ids ?? {});
	return entries.length ? entries.map(([name, id]) => `${name} "${id}"`).join(', ') : 'the id given';
}

function explain(failure: RequestFailure, context: FailureContext): Explanation {
	const code = typeof failure.body?.code === 'string' ? failure.body.code : undefined;
	const parameter = typeof failure.body?.parameter === 'string' ? failure.body.parameter : undefined;
	switch (failure.status) {
		case 400:
			return parameter
				? {
						message: `The service rejected the value of "${parameter}"`,
						fix: `Correct "${parameter}" and run the node again.`,
					}
				: {
						message: 'The service rejected the request',
						fix: 'Check the fields of this operation against the message above.',
					};
		case 401:
			return {
				message: 'The service did not accept the API key',
				fix: 'Check the API Key in the Message Template Service API credential.',
			};
		case 403:
			return code === 'prohibited_action'
				? {
						message: 'The draft is not in a state that allows this operation',
						fix: context.requiredState
							? `This operation needs ${context.requiredState}. Read the draft's status and run the operation that fits it.`
							: "Read the draft's status and run the operation that fits it.",
					}
				: {
						message: 'The API key is not allowed to do this',
						fix: 'Use a key with write access in the Message Template Service API credential.',
					};
		case 404:
			return {
				message: `Not found: ${describeIds(context.ids)}`,
				fix: 'Check that the id exists, belongs to the chosen channel and is not archived, and that the API version has this operation.',
			};
		case 429:
			return {
				message: 'The service rate limit was reached',
				fix: `The request was sent ${context.attempts ?? 1} times and kept being limited. Wait a minute, or process fewer items per run.`,
			};
		case undefined:
			return {
				message: `The service could not be reached${failure.networkCode ? ` (${failure.networkCode})` : ''}`,
				fix: 'Check the Base URL in the credential and that the service is up.',
			};
		default:
			return {
				message: `The service failed to answer (HTTP ${failure.status})`,
				fix: `The request was sent ${context.attempts ?? 1} times. Try again later.`,
			};
	}
}

/**
 * The one place where a failed request becomes the error a user sees: what happened in words,
 * then the service's own message, the parameter it named and the fix. Built from the service's
 * body only, so nothing of the request (the API key included) can leak into it.
 */
export function serviceError(node: INode, failure: RequestFailure, context: FailureContext = {}): NodeApiError {
	const { message, fix } = explain(failure, context);
	const serviceMessage = typeof failure.body?.message === 'string' ? failure.body.message : undefined;
	const parameter = typeof failure.body?.parameter === 'string' ? failure.body.parameter : undefined;
	const description = [
		serviceMessage && `Service message: ${serviceMessage}`,
		parameter && `Parameter: ${parameter}`,
		fix,
	]
		.filter(Boolean)
		.join('\n');
	return new NodeApiError(node, (failure.body ?? {}) as JsonObject, {
		message,
		description,
		httpCode: failure.status === undefined ? undefined : String(failure.status),
		itemIndex: context.itemIndex,
	});
}
