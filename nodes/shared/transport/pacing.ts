import type { IDataObject, IExecuteSingleFunctions, IN8nHttpFullResponse, INode, INodeExecutionData } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { CREDENTIAL_NAME } from '../credential';
import { createLimiter } from '../helpers/concurrency';
import { readFailure } from './failure';

/**
 * Requests to one account share its rate limit, so they share one pacer: every item of a run,
 * every run in this n8n process, the pickers and the trigger. The service says how much of the
 * allowance is left on every answer (`X-RateLimit-Remaining`) and how long to wait on a 429
 * (`Retry-After`); the pacer sends while the allowance lasts, holds requests back once it is spent,
 * and pauses everyone for as long as a 429 asks.
 */

/** Input items of one credential whose requests run at once: 10,000 items do not open 10,000 sockets. */
const MAX_ITEMS_IN_FLIGHT = 16;
/** Once the allowance is spent, one request at most this often finds out whether it is back. */
const PROBE_INTERVAL_MS = 250;
/** The pause after a 429 without Retry-After, doubled for each further one in a row. */
const PAUSE_WITHOUT_RETRY_AFTER_MS = 1000;
const MAX_PAUSE_MS = 60_000;

class Pacer {
	/** The allowance left as the latest answer gave it; unknown before the first answer. */
	private remaining: number | undefined;
	private inFlight = 0;
	private pausedUntil = 0;
	private lastProbeAt = 0;
	private rateLimitedInARow = 0;
	private answered: Array<() => void> = [];

	/** Waits, at most `maxWaitMs`, until a request may go without being over the allowance. */
	async beforeSend(maxWaitMs = Infinity): Promise<void> {
		const giveUpAt = Date.now() + maxWaitMs;
		for (;;) {
			const now = Date.now();
			if (now >= giveUpAt) break;
			if (this.pausedUntil > now) {
				// A pause the caller cannot wait out (a poll near the end of its time) is not waited
				// for: the request goes, and the caller handles its answer as it would without pacing.
				if (this.pausedUntil > giveUpAt) break;
				await sleep(this.pausedUntil - now);
				continue;
			}
			if (this.remaining === undefined || this.remaining - this.inFlight > 0) break;
			// Spent, as far as the answers tell: one request now and then asks whether the allowance
			// is back. Waiting on time, not on other requests, keeps a request made while handling an
			// answer (a folder walk, say) from waiting on itself.
			if (now - this.lastProbeAt >= PROBE_INTERVAL_MS) {
				this.lastProbeAt = now;
				break;
			}
			await Promise.race([this.nextAnswer(), sleep(Math.min(PROBE_INTERVAL_MS, giveUpAt - now))]);
		}
		this.inFlight += 1;
	}

	/** After each request, answered or not: the request is no longer in flight. */
	afterSend(error?: unknown): void {
		this.inFlight -= 1;
		if (error !== undefined) this.readRefusal(error);
		const waiting = this.answered;
		this.answered = [];
		for (const wake of waiting) wake();
	}

	/** The allowance left, from a successful answer's headers. */
	observe(headers: IDataObject | undefined): void {
		const remaining = Number(headers?.['x-ratelimit-remaining']);
		if (headers?.['x-ratelimit-remaining'] !== undefined && Number.isFinite(remaining)) this.remaining = remaining;
		this.rateLimitedInARow = 0;
	}

	/** Runs an input item once fewer than MAX_ITEMS_IN_FLIGHT of this credential run. */
	readonly runItem = createLimiter(MAX_ITEMS_IN_FLIGHT);

	private readRefusal(error: unknown): void {
		const failure = readFailure(error);
		if (failure.status !== 429) return;
		this.remaining = 0;
		this.rateLimitedInARow += 1;
		const pauseMs =
			failure.retryAfterSeconds !== undefined
				? failure.retryAfterSeconds * 1000
				: PAUSE_WITHOUT_RETRY_AFTER_MS * 2 ** (this.rateLimitedInARow - 1);
		this.pausedUntil = Math.max(this.pausedUntil, Date.now() + Math.min(pauseMs, MAX_PAUSE_MS));
	}

	private async nextAnswer(): Promise<void> {
		await new Promise<void>((resolve) => this.answered.push(resolve));
	}
}

const pacers = new Map<string, Pacer>();

/**
 * The pacer of the node's credential, found by the credential's id (its name where it has none):
 * the API key is never part of the key, nor kept anywhere here.
 */
export function pacerOf(node: INode): Pacer {
	const reference = node.credentials?.[CREDENTIAL_NAME];
	const key = reference?.id ?? reference?.name ?? '';
	let pacer = pacers.get(key);
	if (!pacer) {
		pacer = new Pacer();
		pacers.set(key, pacer);
	}
	return pacer;
}

/** Sends one request when the pacer lets it go, and tells the pacer how it went. */
export async function paced<T>(node: INode, send: () => Promise<T>, maxWaitMs?: number): Promise<T> {
	const pacer = pacerOf(node);
	await pacer.beforeSend(maxWaitMs);
	const sent = send();
	// Registered first, so the pacer hears of the answer before the caller goes on.
	sent.then(
		() => pacer.afterSend(),
		(error: unknown) => pacer.afterSend(error),
	);
	return await sent;
}

/**
 * The first step after every declared operation's answer (see `operation`): the routing engine
 * hands the answer's headers to post-receive steps only.
 */
export async function observeRateLimit(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	pacerOf(this.getNode()).observe(response.headers);
	return items;
}
