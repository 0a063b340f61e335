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

// One pacer per credential, shared by every request of this process.
// Why: docs/performance.md#how-it-paces

const FEWEST_ITEMS_IN_FLIGHT = 16;
// n8n spends about 1 ms of CPU per item's request, so more in flight overlaps it with the waiting.
export const MOST_ITEMS_IN_FLIGHT = 256;
// Sixteen processes each taking a sixteenth of what is left stay within the allowance.
const PARTS_OF_ALLOWANCE_IN_FLIGHT = 16;
const WINDOW_MS = 60_000;
// The service's clock and ours need not agree to the millisecond.
const WINDOW_MARGIN_MS = 500;
// Doubled for each further 429 in a row.
const PAUSE_WITHOUT_RETRY_AFTER_MS = 1000;
const MAX_PAUSE_MS = 60_000;

interface Window {
	// The window began then or before.
	openedAt: number;
	// Sooner than a minute when a 429's Retry-After says so.
	endsAt: number;
	// The least seen: answers of one window can come back out of order.
	lowest: number;
	highest: number;
	ours: number;
	// Its first answer showed less than the whole allowance: others spent the rest.
	sharedFromStart: boolean;
}

const overAtOf = (window: Window) => window.endsAt + WINDOW_MARGIN_MS;
// Requests of the window that other processes sent.
const othersOf = (window: Window) => window.highest - window.lowest + 1 - window.ours;
const isShared = (window: Window) => window.sharedFromStart || othersOf(window) > 0;

class Pacer {
	// Undefined while the allowance is unknown: before the first answer, or once a window is over.
	private window: Window | undefined;
	// No allowance header in the answers: nothing to pace by.
	private unpaced = false;
	private largestAllowance: number | undefined;
	private inFlight = 0;
	// A request is on the way to learn a new window's allowance.
	private learning = false;
	private pausedUntil = 0;
	private rateLimitedInARow = 0;
	private answered: Array<() => void> = [];

	get limit(): number | undefined {
		return this.largestAllowance;
	}

	// Epoch ms, margin included; undefined while no window is known.
	get windowOverAt(): number | undefined {
		const overAt = this.window && overAtOf(this.window);
		return overAt !== undefined && overAt > Date.now() ? overAt : undefined;
	}

	// True for the request that learns a new window's allowance: hand it back to `afterSend`.
	async beforeSend(maxWaitMs = Infinity): Promise<boolean> {
		const giveUpAt = Date.now() + maxWaitMs;
		let learns = false;
		for (;;) {
			const now = Date.now();
			if (now >= giveUpAt) break;
			// A caller that cannot wait that long (a poll near its deadline) sends anyway.
			if (this.pausedUntil > now) {
				if (this.pausedUntil > giveUpAt) break;
				await sleep(this.pausedUntil - now);
				continue;
			}
			if (this.window && now >= overAtOf(this.window)) this.window = undefined;
			const window = this.window;
			if (this.unpaced) break;
			if (!window) {
				// A new window: one request learns its allowance before the others go. Requests still on
				// the way from the last window do not hold it up: one may hang until its Timeout.
				if (!this.learning) {
					learns = this.learning = true;
					break;
				}
			} else {
				// Items let in while more seemed left send no more than the share of what is left now.
				const fits =
					window.lowest - this.inFlight > this.reserve(window) &&
					this.inFlight < this.itemsInFlight();
				if (fits) break;
				if (window.endsAt > giveUpAt) break;
			}
			const wakeAt = window ? Math.min(overAtOf(window), giveUpAt) : giveUpAt;
			await Promise.race([this.nextAnswer(), sleep(Math.max(1, Math.min(wakeAt, giveUpAt) - now))]);
		}
		this.inFlight += 1;
		return learns;
	}

	afterSend(learnt: boolean, error?: unknown): void {
		this.inFlight -= 1;
		if (learnt) this.learning = false;
		if (error !== undefined) this.readFailure(error);
		const waiting = this.answered;
		this.answered = [];
		for (const wake of waiting) wake();
	}

	observe(headers: IDataObject | undefined): void {
		this.rateLimitedInARow = 0;
		const header = headers?.['x-ratelimit-remaining'];
		const remaining = Number(header);
		this.unpaced = header === undefined || !Number.isFinite(remaining);
		if (!this.unpaced) this.count(remaining);
	}

	private count(remaining: number): void {
		this.largestAllowance = Math.max(this.largestAllowance ?? 0, remaining + 1);
		const now = Date.now();
		const window = this.window;
		// More left than out-of-order answers explain: a new window.
		const reordered = Math.max(FEWEST_ITEMS_IN_FLIGHT, this.itemsInFlight());
		if (
			!window ||
			now >= window.endsAt ||
			remaining > window.lowest + reordered + this.reserve(window)
		) {
			this.window = {
				openedAt: now,
				endsAt: now + WINDOW_MS,
				lowest: remaining,
				highest: remaining,
				ours: 1,
				sharedFromStart: remaining < this.largestAllowance - 1,
			};
			return;
		}
		window.lowest = Math.min(window.lowest, remaining);
		window.highest = Math.max(window.highest, remaining);
		window.ours += 1;
	}

	private itemsInFlight(): number {
		const window = this.window;
		// A window that is over tells nothing of the next one's allowance.
		if (this.unpaced || !window || Date.now() >= overAtOf(window)) return FEWEST_ITEMS_IN_FLIGHT;
		const left = window.lowest - this.inFlight - this.reserve(window);
		const share = Math.floor(left / PARTS_OF_ALLOWANCE_IN_FLIGHT);
		// With others spending the window, their requests too must fit in what is left at its end.
		const fewest = isShared(window) ? 1 : FEWEST_ITEMS_IN_FLIGHT;
		return Math.min(MOST_ITEMS_IN_FLIGHT, Math.max(fewest, share));
	}

	readonly runItem = createLimiter(() => this.itemsInFlight());

	// Held back for other processes spending the same allowance, so a window's last requests do not
	// meet in a 429.
	private reserve(window: Window): number {
		if (!isShared(window)) return 0;
		// How much the others spent before this window's first answer is not known: at least 16.
		const inFlightElsewhere = Math.max(
			FEWEST_ITEMS_IN_FLIGHT,
			Math.ceil((FEWEST_ITEMS_IN_FLIGHT * Math.max(0, othersOf(window))) / window.ours),
		);
		return Math.min(inFlightElsewhere, Math.floor(window.highest / 2));
	}

	private readFailure(error: unknown): void {
		const failure = readFailure(error);
		if (failure.status === 429) return this.readRefusal(failure);
		// Other error answers count against the allowance too.
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

// Keyed by the credential's id, never by the API key.
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

export async function paced<T>(
	node: INode,
	send: () => Promise<T>,
	maxWaitMs?: number,
): Promise<T> {
	const pacer = pacerOf(node);
	const learns = await pacer.beforeSend(maxWaitMs);
	const sent = send();
	// Registered first, so the pacer hears of the answer before the caller goes on.
	sent.then(
		() => pacer.afterSend(learns),
		(error: unknown) => pacer.afterSend(learns, error),
	);
	return await sent;
}

// The routing engine hands the answer's headers to post-receive steps only.
export async function observeRateLimit(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	pacerOf(this.getNode()).observe(response.headers);
	return items;
}
