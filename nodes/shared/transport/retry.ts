import type { INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';

import { type RequestFailure, readFailure } from './failure';
import { type FailureContext, serviceError } from './serviceError';

export const MAX_ATTEMPTS = 4;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

export interface RetryOptions {
	node: INode;
	/** Writes are sent again only on 429: a server-side failure may have applied them. */
	write: boolean;
	failureContext?: FailureContext;
}

function retryable(failure: RequestFailure, write: boolean): boolean {
	if (failure.status === 429) return true;
	if (write) return false;
	return failure.status === undefined || failure.status >= 500;
}

function delayMs(failure: RequestFailure, attempt: number): number {
	if (failure.retryAfterSeconds !== undefined) {
		return Math.min(failure.retryAfterSeconds * 1000, MAX_DELAY_MS);
	}
	return Math.min(BASE_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
}

function asNodeError(node: INode, error: unknown): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	return new NodeOperationError(node, error instanceof Error ? error : new Error(String(error)));
}

/**
 * Sends a request again when the service asks us to wait (429, honouring Retry-After) and, for
 * reads only, after a server error or a dropped connection; a handful of tries in all. What still
 * fails becomes the service's error in words.
 */
export async function withRetries<T>(send: () => Promise<T>, options: RetryOptions): Promise<T> {
	for (let attempt = 1; ; attempt++) {
		const outcome = await send().then(
			(value) => ({ value, error: undefined, failed: false }),
			(error: unknown) => ({ value: undefined, error, failed: true }),
		);
		if (!outcome.failed) return outcome.value as T;
		const failure = readFailure(outcome.error);
		// Not a failed request (a bad parameter, say): nothing to retry or translate.
		if (failure.status === undefined && failure.networkCode === undefined) {
			throw asNodeError(options.node, outcome.error);
		}
		if (attempt >= MAX_ATTEMPTS || !retryable(failure, options.write)) {
			throw serviceError(options.node, failure, { ...options.failureContext, attempts: attempt });
		}
		await sleep(delayMs(failure, attempt));
	}
}
