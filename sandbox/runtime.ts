/** Everything a running sandbox holds: the account, its keys, faults, rate limit and request log. */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { ContractChecker } from './contract';
import type { DriftPlan } from './drift';
import { FaultInjector, type FaultSettings } from './faults';
import { RateLimiter } from './rate-limit';
import { RequestLog } from './request-log';
import { timestamp } from './store/clock';
import type { State } from './store/model';
import type { StateFile } from './store/persistence';
import { Store } from './store/store';

export type KeyAccess = 'full' | 'readOnly' | 'none';

export interface RuntimeOptions {
	apiKey: string;
	readOnlyKey?: string;
	/** `--data FILE`: where changes are kept across restarts. */
	stateFile?: StateFile;
	/** Builds a fresh copy of the account the sandbox starts from and resets to. */
	seed: () => State;
	initialState: State;
	faults: FaultSettings;
	/** The window the rate limit is counted in (default a minute). */
	rateWindowMs?: number;
	/** Checks every exchange against the vendor's document, when the sandbox runs with one. */
	contract?: ContractChecker;
	/** The vendor name in the media types it answers (`application/vnd.<name>.<version>+json`). */
	mediaTypeName: string;
	/** Where answers drift from the vendor's document on purpose. */
	drift: DriftPlan;
}

export class SandboxRuntime {
	store: Store;
	readonly faults: FaultInjector;
	readonly rateLimiter: RateLimiter;
	readonly requestLog = new RequestLog();
	readonly contract: ContractChecker | undefined;
	readonly mediaTypeName: string;
	readonly drift: DriftPlan;
	private readonly apiKeyDigest: Buffer;
	private readonly readOnlyKeyDigest: Buffer | undefined;

	constructor(private readonly options: RuntimeOptions) {
		this.store = new Store(options.initialState);
		this.faults = new FaultInjector(options.faults);
		this.rateLimiter = new RateLimiter(options.faults.rateLimit, options.rateWindowMs);
		this.contract = options.contract;
		this.mediaTypeName = options.mediaTypeName;
		this.drift = options.drift;
		this.apiKeyDigest = digest(options.apiKey);
		this.readOnlyKeyDigest =
			options.readOnlyKey === undefined ? undefined : digest(options.readOnlyKey);
	}

	/** Which key a bearer token is, compared in constant time so timing reveals nothing. */
	access(token: string): KeyAccess {
		const given = digest(token);
		if (timingSafeEqual(given, this.apiKeyDigest)) return 'full';
		if (this.readOnlyKeyDigest && timingSafeEqual(given, this.readOnlyKeyDigest)) return 'readOnly';
		return 'none';
	}

	now(): string {
		return timestamp();
	}

	/**
	 * Records a write's change in `--data FILE`'s journal; a write that walked a whole collection, or
	 * a journal grown past the snapshot, makes a new snapshot instead. In memory only, it forgets it.
	 */
	persist(): void {
		const { stateFile } = this.options;
		if (!stateFile || this.store.changedWholeCollection) return this.snapshot();
		const change = this.store.takeChange();
		if (change && !stateFile.append(change)) this.snapshot();
	}

	/** Writes the whole state to `--data FILE`, which starts its journal afresh. */
	snapshot(): void {
		this.options.stateFile?.snapshot(this.store.serialize());
		this.store.clearChanges();
	}

	reset(): void {
		this.store = new Store(this.options.seed());
		this.snapshot();
	}

	updateFaults(settings: FaultSettings): void {
		this.faults.update(settings);
		this.rateLimiter.limit = settings.rateLimit;
		this.rateLimiter.reset();
	}
}

function digest(value: string): Buffer {
	return createHash('sha256').update(value).digest();
}
