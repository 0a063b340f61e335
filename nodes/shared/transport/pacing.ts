import type {
	IDataObject,
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INode,
	INodeExecutionData,
} from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { createLimiter } from './concurrency';
import { CREDENTIAL_NAME } from './connection';
import { type RequestFailure, readFailure } from './failure';

/**
 * Requests to one account share its rate limit, so they share one pacer: every item of a run,
 * every run in this n8n process, the pickers and the trigger. The service counts the limit in fixed
 * windows of a minute and says on every answer how much of the window's allowance is left
 * (`X-RateLimit-Remaining`); it says nothing of when the window ends. The pacer sends while the
 * allowance lasts, and once it is spent waits for the window to end rather than asking: the window
 * began at the latest when the first answer counted in it came back, so it has ended a minute after
 * that. A 429 pauses everyone for as long as its `Retry-After` asks.
 */

/** Input items of one credential that run at once while the allowance left is small or unknown. */
const FEWEST_ITEMS_IN_FLIGHT = 16;
/**
 * The most that run at once, however ample the allowance: 10,000 items do not open 10,000 sockets.
 * n8n spends about a millisecond of CPU on each item's request, so at 16 in flight a latency of
 * 20 ms leaves the process waiting on itself; with more in flight it overlaps.
 */
export const MOST_ITEMS_IN_FLIGHT = 256;
/**
 * At most this share of the allowance left (one part in so many) is in flight at once: sixteen
 * processes doing the same stay within it. Below 256 left, and so near every window's end, 16 run.
 */
const PARTS_OF_ALLOWANCE_IN_FLIGHT = 16;
/** The service's window: its limit is per minute, counted over the whole minute. */
const WINDOW_MS = 60_000;
/**
 * Waited beyond a window's end: the service's clock and this one need not agree to the millisecond.
 */
const WINDOW_MARGIN_MS = 500;
/** The pause after a 429 without Retry-After, doubled for each further one in a row. */
const PAUSE_WITHOUT_RETRY_AFTER_MS = 1000;
const MAX_PAUSE_MS = 60_000;

/** What the answers of the current window said. */
interface Window {
	/** When the first answer counted in it came back: the window began then or before. */
	openedAt: number;
	/**
	 * The window ends by then: a minute after `openedAt`, or sooner when a 429's Retry-After says so.
	 */
	endsAt: number;
	/** The least allowance an answer gave: answers of one window can come back out of order. */
	lowest: number;
	highest: number;
	/** Answers to this process's requests counted in the window. */
	ours: number;
}

/** When a window's allowance is surely back: its end, and the margin for the two clocks. */
const overAtOf = (window: Window) => window.endsAt + WINDOW_MARGIN_MS;

class Pacer {
	/**
	 * Undefined until the first answer, and again once a window is over: its allowance is unknown.
	 */
	private window: Window | undefined;
	/**
	 * The answers carry no allowance (not the service, or a version without it): nothing to pace by.
	 */
	private unpaced = false;
	/** The most a window allowed, as the answers showed it: the highest Remaining seen, plus one. */
	private largestAllowance: number | undefined;
	private inFlight = 0;
	private pausedUntil = 0;
	private rateLimitedInARow = 0;
	private answered: Array<() => void> = [];

	/** The account's requests a minute, as far as the answers have shown it; undefined before any. */
	get limit(): number | undefined {
		return this.largestAllowance;
	}

	/**
	 * When the current window is over and its allowance back, as the answers show it (epoch
	 * milliseconds, the margin included); undefined while no window is known, or once it is over.
	 */
	get windowOverAt(): number | undefined {
		const overAt = this.window && overAtOf(this.window);
		return overAt !== undefined && overAt > Date.now() ? overAt : undefined;
	}

	/** Waits, at most `maxWaitMs`, until a request may go without being over the allowance. */
	async beforeSend(maxWaitMs = Infinity): Promise<void> {
		const giveUpAt = Date.now() + maxWaitMs;
		for (;;) {
			const now = Date.now();
			if (now >= giveUpAt) break;
			// A pause or window the caller cannot wait out (a poll near the end of its time) is not
			// waited for: the request goes, and the caller handles its answer as it would unpaced.
			if (this.pausedUntil > now) {
				if (this.pausedUntil > giveUpAt) break;
				await sleep(this.pausedUntil - now);
				continue;
			}
			if (this.window && now >= overAtOf(this.window)) this.window = undefined;
			const window = this.window;
			if (this.unpaced) break;
			if (!window) {
				// A new window: one request finds out what it allows before the others go.
				if (this.inFlight === 0) break;
			} else {
				if (window.lowest - this.inFlight > this.reserve(window)) break;
				if (window.endsAt > giveUpAt) break;
			}
			// The margin never outlasts the caller's wait: a window spent at once ends a minute after
			// it opened, which a wait of a minute still covers.
			const wakeAt = window ? Math.min(overAtOf(window), giveUpAt) : giveUpAt;
			await Promise.race([this.nextAnswer(), sleep(Math.max(1, Math.min(wakeAt, giveUpAt) - now))]);
		}
		this.inFlight += 1;
	}

	/** After each request, answered or not: the request is no longer in flight. */
	afterSend(error?: unknown): void {
		this.inFlight -= 1;
		if (error !== undefined) this.readFailure(error);
		const waiting = this.answered;
		this.answered = [];
		for (const wake of waiting) wake();
	}

	/** The allowance left, from a successful answer's headers. */
	observe(headers: IDataObject | undefined): void {
		this.rateLimitedInARow = 0;
		const header = headers?.['x-ratelimit-remaining'];
		const remaining = Number(header);
		this.unpaced = header === undefined || !Number.isFinite(remaining);
		if (!this.unpaced) this.count(remaining);
	}

	/** One answer counted in the current window, or the first of a new one. */
	private count(remaining: number): void {
		this.largestAllowance = Math.max(this.largestAllowance ?? 0, remaining + 1);
		const now = Date.now();
		const window = this.window;
		// More left than the window had, by more than answers out of order explain (this process's
		// requests in flight, and others' sent meanwhile): a new window.
		if (
			!window ||
			now >= window.endsAt ||
			remaining > window.lowest + this.itemsInFlight() + this.reserve(window)
		) {
			this.window = {
				openedAt: now,
				endsAt: now + WINDOW_MS,
				lowest: remaining,
				highest: remaining,
				ours: 1,
			};
			return;
		}
		window.lowest = Math.min(window.lowest, remaining);
		window.highest = Math.max(window.highest, remaining);
		window.ours += 1;
	}

	/**
	 * Input items that may run at once: a sixteenth of the allowance left, within the bounds above.
	 */
	private itemsInFlight(): number {
		const window = this.window;
		if (this.unpaced || !window) return FEWEST_ITEMS_IN_FLIGHT;
		const left = window.lowest - this.inFlight - this.reserve(window);
		const share = Math.floor(left / PARTS_OF_ALLOWANCE_IN_FLIGHT);
		return Math.min(MOST_ITEMS_IN_FLIGHT, Math.max(FEWEST_ITEMS_IN_FLIGHT, share));
	}

	/** Runs an input item once fewer than `itemsInFlight` of this credential run. */
	readonly runItem = createLimiter(() => this.itemsInFlight());

	/**
	 * Allowance left for others spending it too (other n8n workers, other integrations): the
	 * answers show the allowance falling faster than this process's requests explain. Another n8n
	 * process has up to as many requests in flight as this one, more in proportion where the others
	 * send more: held back, they keep the window's last requests from meeting in a 429.
	 */
	private reserve(window: Window): number {
		const others = window.highest - window.lowest + 1 - window.ours;
		if (others <= 0) return 0;
		const inFlightElsewhere = Math.max(
			FEWEST_ITEMS_IN_FLIGHT,
			Math.ceil((FEWEST_ITEMS_IN_FLIGHT * others) / window.ours),
		);
		return Math.min(inFlightElsewhere, Math.floor(window.highest / 2));
	}

	private readFailure(error: unknown): void {
		const failure = readFailure(error);
		if (failure.status === 429) return this.readRefusal(failure);
		// Another error answer (a 404, say) was counted against the allowance too, and says what is
		// left.
		if (failure.rateLimitRemaining !== undefined) this.count(failure.rateLimitRemaining);
	}

	private readRefusal(failure: RequestFailure): void {
		this.rateLimitedInARow += 1;
		const now = Date.now();
		const window = this.window;
		if (window) window.lowest = 0;
		if (failure.retryAfterSeconds !== undefined) {
			const pauseMs = Math.min(failure.retryAfterSeconds * 1000, MAX_PAUSE_MS);
			this.pausedUntil = Math.max(this.pausedUntil, now + pauseMs);
			if (window) window.endsAt = Math.min(window.endsAt, now + pauseMs);
			return;
		}
		// Without Retry-After the window's end is the best guess; without a window, a growing pause.
		const guess = window
			? window.endsAt
			: now + PAUSE_WITHOUT_RETRY_AFTER_MS * 2 ** (this.rateLimitedInARow - 1);
		this.pausedUntil = Math.max(this.pausedUntil, Math.min(guess, now + MAX_PAUSE_MS));
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
export async function paced<T>(
	node: INode,
	send: () => Promise<T>,
	maxWaitMs?: number,
): Promise<T> {
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
