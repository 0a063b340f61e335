import type { INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';

import { type RequestFailure, readFailure } from './failure';
import { paced } from './pacing';
import { type FailureContext, serviceError } from './serviceError';

const MAX_DELAY_MS = 30_000;

/** When a failed request is sent again, and how long the caller may spend trying. */
export interface RetryPolicy {
	/** Tries in all, the first included. */
	attempts: number;
	/** The wait before the second try, doubled before each further one unless Retry-After says otherwise. */
	baseDelayMs: number;
	/** Send again after a 429, which the service did not apply. */
	retryRateLimit: boolean;
	/** Send again after a server error or a dropped connection: never for writes, which may have been applied. */
	retryTransient: boolean;
	/** A time budget: each request gets what is left of it as its timeout, and no wait outlasts it. */
	deadline?: Deadline;
}

export interface Deadline {
	/** Epoch milliseconds after which no request may still be running. */
	at: number;
	/** The error to stop with once the time is spent. */
	expired(): Error;
}

/**
 * Declared operations and editor lists: a handful of tries, waiting as long as a 429 asks; reads
 * are also tried again after a server error or a dropped connection.
 */
export function requestPolicy(write: boolean): RetryPolicy {
	return { attempts: 4, baseDelayMs: 500, retryRateLimit: true, retryTransient: !write };
}

export interface RetryOptions {
	node: INode;
	policy: RetryPolicy;
	failureContext?: FailureContext;
}

function retryable(failure: RequestFailure, policy: RetryPolicy): boolean {
	if (failure.status === 429) return policy.retryRateLimit;
	return policy.retryTransient && (failure.status === undefined || failure.status >= 500);
}

function delayMs(failure: RequestFailure, attempt: number, policy: RetryPolicy): number {
	if (failure.retryAfterSeconds !== undefined) {
		return Math.min(failure.retryAfterSeconds * 1000, MAX_DELAY_MS);
	}
	return Math.min(policy.baseDelayMs * 2 ** (attempt - 1), MAX_DELAY_MS);
}

function asNodeError(node: INode, error: unknown): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	return new NodeOperationError(node, error instanceof Error ? error : new Error(String(error)));
}

/** What is left of the deadline when the request leaves, after any wait for the pacer. */
function timeoutMs(deadline: Deadline | undefined): number | undefined {
	return deadline ? Math.max(1, Math.ceil(deadline.at - Date.now())) : undefined;
}

/**
 * The one retry loop: sends the request, and again as the policy allows; what still fails becomes
 * the service's error in words. `send` receives the request's timeout when there is a deadline.
 */
export async function withRetries<T>(send: (timeoutMs?: number) => Promise<T>, options: RetryOptions): Promise<T> {
	const { node, policy } = options;
	const remainingMs = () => (policy.deadline ? policy.deadline.at - Date.now() : undefined);
	const checkDeadline = () => {
		if (policy.deadline && policy.deadline.at <= Date.now()) throw policy.deadline.expired();
	};
	for (let attempt = 1; ; attempt++) {
		checkDeadline();
		const outcome = await paced(node, async () => await send(timeoutMs(policy.deadline)), remainingMs()).then(
			(value) => ({ value, error: undefined, failed: false }),
			(error: unknown) => ({ value: undefined, error, failed: true }),
		);
		if (!outcome.failed) return outcome.value as T;
		const failure = readFailure(outcome.error);
		// Not a failed request (a bad parameter, say): nothing to retry or translate.
		if (failure.status === undefined && failure.networkCode === undefined) {
			throw asNodeError(node, outcome.error);
		}
		checkDeadline();
		const delay = delayMs(failure, attempt, policy);
		const left = remainingMs();
		if (attempt < policy.attempts && retryable(failure, policy) && (left === undefined || delay < left)) {
			await sleep(delay);
			continue;
		}
		throw serviceError(node, failure, { ...options.failureContext, attempts: attempt });
	}
}
