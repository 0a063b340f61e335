import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { RequestFailure } from './failure';
import type { FailureContext } from './failureContext';
import { describeFailure } from './failureWording';
import { pacedFailureClass } from './pacedFailureClass';
import { redact } from './redact';

// Kept for a closer look on the error path.
const origins = new WeakMap<NodeApiError, { failure: RequestFailure; context: FailureContext }>();

export function failureOf(
	error: unknown,
): { failure: RequestFailure; context: FailureContext } | undefined {
	return error instanceof NodeApiError ? origins.get(error) : undefined;
}

// The one place a failed request becomes a node's error. It declares why it failed (failureClass)
// for the n8n versions that read it.
export function serviceError(
	node: INode,
	received: RequestFailure,
	context: FailureContext = {},
): NodeApiError {
	const failure = redact(received, context.secrets);
	const { message, description } = describeFailure(failure, context);
	const error = new NodeApiError(node, (failure.body ?? {}) as JsonObject, {
		message,
		description,
		httpCode: failure.status === undefined ? undefined : String(failure.status),
		itemIndex: context.itemIndex,
		failure: pacedFailureClass(node, failure),
	});
	origins.set(error, { failure, context });
	return error;
}
