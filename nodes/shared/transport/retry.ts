import type { INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';

import { lastsOnRetry } from './connectionFailure';
import { type RequestFailure, readFailure } from './failure';
import type { FailureContext } from './failureContext';
import { paced } from './pacing';
import { NODE_DEFAULTS, type RequestSettings } from './requestSettings';
import { serviceError } from './serviceError';

const MAX_BACKOFF_MS = 4_000;
const MIN_TRY_MS = 1_000;

export interface RetryPolicy {
	attempts: number;
	// Doubled before each further try unless Retry-After says otherwise.
	baseDelayMs: number;
	// The service did not apply a request it answered 429.
	retryRateLimit: boolean;
	// Server errors and dropped connections: never for writes, which may have been applied.
	retryTransient: boolean;
	// The node defaults when absent.
	settings?: RequestSettings;
	budgetMs?: number;
	// Set from outside (the trigger's poll): each try gets at most what is left.
	deadline?: Deadline;
}

export interface Deadline {
	at: number;
	expired(): Error;
}

// The whole sequence fits in one full try plus one full rate-limit wait.
export function requestPolicy(
	write: boolean,
	settings: RequestSettings = NODE_DEFAULTS,
): RetryPolicy {
	return {
		attempts: 4,
		baseDelayMs: 500,
		retryRateLimit: true,
		retryTransient: !write,
		settings,
		budgetMs: settings.timeoutMs + settings.rateLimitCapMs,
	};
}

export interface RetryOptions {
	node: INode;
	policy: RetryPolicy;
	failureContext?: FailureContext;
	signal?: AbortSignal;
}

function cancelled(node: INode): NodeOperationError {
	return new NodeOperationError(
		node,
		'The execution was cancelled before the request could be sent.',
		{
			description:
				'Nothing was sent for this item. Run the workflow again to send it; if it was not ' +
				'cancelled by hand, a workflow timeout may have ended it (Workflow Settings → ' +
				'Timeout Workflow).',
		},
	);
}

function cancelledUnderWay(node: INode, error: unknown): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	return new NodeOperationError(
		node,
		'The execution was cancelled while the request was under way.',
		{
			description:
				'A read can simply run again. A change may or may not have reached the service: look at ' +
				'what it changes before running the workflow again.',
		},
	);
}

// For what is none of the service's answers and none of the input's: a defect to report.
const UNEXPECTED_FAILURE_FIX =
	"Neither your input nor the service's answer explains this: it comes from the node itself. Run " +
	"the node again; if it stops the same way, report it on the package's GitHub issues with these " +
	'details.';

// A refused connection, unknown host, failed TLS handshake or timeout will not heal in the seconds
// between tries.
function retryable(failure: RequestFailure, policy: RetryPolicy): boolean {
	if (failure.status === 429) return policy.retryRateLimit;
	if (!policy.retryTransient) return false;
	if (failure.status === undefined) return !lastsOnRetry(failure.networkCode);
	return failure.status >= 500;
}

function delayMs(failure: RequestFailure, attempt: number, policy: RetryPolicy): number {
	if (failure.retryAfterSeconds !== undefined) return failure.retryAfterSeconds * 1000;
	return Math.min(policy.baseDelayMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);
}

export function asNodeError(
	node: INode,
	error: unknown,
	itemIndex?: number,
): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	return new NodeOperationError(node, error instanceof Error ? error : new Error(String(error)), {
		description: UNEXPECTED_FAILURE_FIX,
		itemIndex,
	});
}

function endOf(policy: RetryPolicy, startedAt: number): number {
	const budgetEnd = policy.budgetMs === undefined ? Infinity : startedAt + policy.budgetMs;
	return Math.min(budgetEnd, policy.deadline?.at ?? Infinity);
}

// `send` gets the try's timeout: the setting, or what is left of the budget when that is less.
export async function withRetries<T>(
	send: (timeoutMs: number) => Promise<T>,
	options: RetryOptions,
): Promise<T> {
	const { node, policy } = options;
	const settings = policy.settings ?? NODE_DEFAULTS;
	const endsAt = endOf(policy, Date.now());
	for (let attempt = 1; ; attempt++) {
		const left = endsAt - Date.now();
		if (policy.deadline && left <= 0) throw policy.deadline.expired();
		// Taken when the try leaves: a wait for the pacer counts against the budget.
		let timeoutMs = settings.timeoutMs;
		const sendPaced = async () => {
			if (options.signal?.aborted) throw cancelled(node);
			timeoutMs = Math.max(1, Math.ceil(Math.min(settings.timeoutMs, endsAt - Date.now())));
			return await send(timeoutMs);
		};
		const outcome = await paced(node, sendPaced, Math.min(left, settings.rateLimitCapMs)).then(
			(value) => ({ value, error: undefined, failed: false }),
			(error: unknown) => ({ value: undefined, error, failed: true }),
		);
		if (!outcome.failed) return outcome.value as T;
		if (options.signal?.aborted) throw cancelledUnderWay(node, outcome.error);
		const failure = readFailure(outcome.error);
		// Not a failed request (a bad parameter, say): nothing to retry.
		if (failure.status === undefined && failure.networkCode === undefined) {
			throw asNodeError(node, outcome.error);
		}
		const failureContext: FailureContext = {
			...options.failureContext,
			attempts: attempt,
			timeoutMs,
			settings,
		};
		if (policy.deadline && policy.deadline.at <= Date.now()) throw policy.deadline.expired();
		if (attempt >= policy.attempts || !retryable(failure, policy))
			throw serviceError(node, failure, failureContext);
		const delay = delayMs(failure, attempt, policy);
		// A 429 asking for longer than the cap fails now: waiting that long was not agreed to.
		if (failure.status === 429 && delay > settings.rateLimitCapMs) {
			throw serviceError(node, failure, { ...failureContext, rateLimitTooLong: true });
		}
		if (delay + MIN_TRY_MS > endsAt - Date.now()) throw serviceError(node, failure, failureContext);
		// Not cut short by a cancel, which would need a listener per waiting item.
		await sleep(delay);
	}
}
