import type { INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';

import { lastsOnRetry } from './connectionFailure';
import { type RequestFailure, readFailure } from './failure';
import type { FailureContext } from './failureContext';
import { paced } from './pacing';
import { NODE_DEFAULTS, type RequestSettings } from './requestSettings';
import { serviceError } from './serviceError';

/** The back-off between tries, without a Retry-After, never grows beyond this. */
const MAX_BACKOFF_MS = 4_000;
/** A try is only started with at least this much of the time budget left. */
const MIN_TRY_MS = 1_000;

/** When a failed request is sent again, and how long the caller may spend trying. */
export interface RetryPolicy {
	/** Tries in all, the first included. */
	attempts: number;
	/**
	 * The wait before the second try, doubled before each further one unless Retry-After says
	 * otherwise.
	 */
	baseDelayMs: number;
	/** Send again after a 429, which the service did not apply. */
	retryRateLimit: boolean;
	/**
	 * Send again after a server error or a dropped connection: never for writes, which may have been
	 * applied.
	 */
	retryTransient: boolean;
	/** Timeout per try and the longest Retry-After waited for; the node defaults when absent. */
	settings?: RequestSettings;
	/** All tries and the waits between them end within this many milliseconds of the first. */
	budgetMs?: number;
	/**
	 * A time budget set from outside (the trigger's poll): each try gets at most what is left of it.
	 */
	deadline?: Deadline;
}

export interface Deadline {
	/** Epoch milliseconds after which no request may still be running. */
	at: number;
	/** The error to stop with once the time is spent. */
	expired(): Error;
}

/**
 * Declared operations, the helpers a node runs and the editor's lists: a handful of tries, waiting
 * as long as a 429 asks up to the cap; reads are also tried again after a server error or a dropped
 * connection. The whole sequence fits in one full try plus one full rate-limit wait.
 */
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
	/**
	 * The execution's cancel signal: once it fires, nothing more is sent and no wait is waited out.
	 */
	signal?: AbortSignal;
}

function cancelled(node: INode): NodeOperationError {
	return new NodeOperationError(
		node,
		'The execution was cancelled before the request could be sent.',
	);
}

/**
 * Whether sending again can help. A refused connection, an unknown host, a failed TLS handshake or
 * a timeout will not heal in the seconds between tries (and a timeout already cost a full wait).
 */
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

/** The error as n8n's nodes raise it: our errors unchanged, anything else wrapped. */
export function asNodeError(node: INode, error: unknown): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	return new NodeOperationError(node, error instanceof Error ? error : new Error(String(error)));
}

/** Epoch milliseconds by which the last try must end: the budget's end or the caller's deadline. */
function endOf(policy: RetryPolicy, startedAt: number): number {
	const budgetEnd = policy.budgetMs === undefined ? Infinity : startedAt + policy.budgetMs;
	return Math.min(budgetEnd, policy.deadline?.at ?? Infinity);
}

/**
 * The one retry loop: sends the request, and again as the policy allows; what still fails becomes
 * the service's error in words. `send` receives the timeout of the try: the setting, or what is
 * left of the time budget when that is less.
 */
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
		// The try's timeout is taken when it leaves: a wait for the pacer counts against the budget,
		// and lasts no longer than Max Rate-Limit Wait, as a 429's own wait would.
		let timeoutMs = settings.timeoutMs;
		const sendPaced = async () => {
			// A cancelled execution's items still queued, or waiting for the pacer or a retry, send
			// nothing.
			if (options.signal?.aborted) throw cancelled(node);
			timeoutMs = Math.max(1, Math.ceil(Math.min(settings.timeoutMs, endsAt - Date.now())));
			return await send(timeoutMs);
		};
		const outcome = await paced(node, sendPaced, Math.min(left, settings.rateLimitCapMs)).then(
			(value) => ({ value, error: undefined, failed: false }),
			(error: unknown) => ({ value: undefined, error, failed: true }),
		);
		if (!outcome.failed) return outcome.value as T;
		if (options.signal?.aborted) throw asNodeError(node, outcome.error);
		const failure = readFailure(outcome.error);
		// Not a failed request (a bad parameter, say): nothing to retry or translate.
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
		// A 429 asking for longer than the cap fails now, saying how long it asked: waiting that long
		// was not agreed to.
		if (failure.status === 429 && delay > settings.rateLimitCapMs) {
			throw serviceError(node, failure, { ...failureContext, rateLimitTooLong: true });
		}
		if (delay + MIN_TRY_MS > endsAt - Date.now()) throw serviceError(node, failure, failureContext);
		// Not cut short by a cancel: that would take a listener on the execution's signal per waiting
		// item; the next try checks it before anything is sent.
		await sleep(delay);
	}
}
