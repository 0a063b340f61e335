/**
 * Side by side: each round runs every side once, in its own process, the order reversed every
 * other round so that neither side always runs first (after the other has warmed the sandbox or
 * the machine has settled). Warm-up rounds compile the hot paths and are not counted.
 */
import type { Measurement } from './side';
import type { SideProcess } from './sideProcess';
import { inTurn } from './stats';

export interface Contender {
	side: SideProcess;
	job?: unknown;
}

export interface Observed extends Measurement {
	/** Requests the sandbox served during the run, and how many of them it answered 429. */
	requests: number;
	rateLimited: number;
}

export interface AlternateOptions {
	rounds: number;
	warmUpRounds?: number;
	/** Reads and clears the sandbox's request log. */
	takeRequests: () => Promise<Array<{ status: number }>>;
	/** Before each round, counted or not (new drafts for the trigger, a fresh rate-limit window). */
	beforeRound?: (round: number) => Promise<void>;
	/** Before each single run. */
	beforeRun?: () => Promise<void>;
}

export async function alternate(
	contenders: Contender[],
	options: AlternateOptions,
): Promise<Map<string, Observed[]>> {
	const { rounds, warmUpRounds = 1, takeRequests } = options;
	const results = new Map<string, Observed[]>(contenders.map(({ side }) => [side.label, []]));
	for (let round = 0; round < warmUpRounds + rounds; round++) {
		await options.beforeRound?.(round);
		for (const { side, job } of inTurn(round, contenders)) {
			await options.beforeRun?.();
			await takeRequests();
			const measurement = await side.run(job);
			const requests = await takeRequests();
			if (round < warmUpRounds) continue;
			results.get(side.label)?.push({
				...measurement,
				requests: requests.length,
				rateLimited: requests.filter(({ status }) => status === 429).length,
			});
		}
	}
	return results;
}
