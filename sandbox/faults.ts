/** Injected faults for reliability tests: latency and a seeded share of failing answers. */
import { seededRandom } from './prng';

export interface FaultSettings {
	latencyMs: number;
	/** Share of requests, 0 to 1, answered with one of `failStatuses`. */
	failRate: number;
	failSeed: number;
	failStatuses: Array<500 | 429>;
	rateLimit: number;
	/** The next this-many requests fail for certain, with the first of `failStatuses`: for tests that need an exact sequence. */
	failNext: number;
}

export class FaultInjector {
	private random: () => number;

	constructor(private current: FaultSettings) {
		this.random = seededRandom(current.failSeed);
	}

	get settings(): FaultSettings {
		return { ...this.current, failStatuses: [...this.current.failStatuses] };
	}

	/** Replaces the settings; the sequence of failures starts over from the seed. */
	update(settings: FaultSettings): void {
		this.current = settings;
		this.random = seededRandom(settings.failSeed);
	}

	/** The status to fail this request with, if it is one of the unlucky ones. */
	nextFailure(): 500 | 429 | undefined {
		const { failRate, failStatuses, failNext } = this.current;
		if (failNext > 0 && failStatuses.length > 0) {
			this.current = { ...this.current, failNext: failNext - 1 };
			return failStatuses[0];
		}
		if (failRate <= 0 || failStatuses.length === 0) return undefined;
		if (this.random() >= failRate) return undefined;
		return failStatuses[Math.floor(this.random() * failStatuses.length)];
	}
}
