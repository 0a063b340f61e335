/** Median, min and max of a side's rounds. */
export interface Spread {
	median: number;
	min: number;
	max: number;
}

export function spread(values: readonly number[]): Spread {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	const median =
		sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
	return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

/** "1,234 ms (1,100–1,400)" */
export function formatMs({ median, min, max }: Spread): string {
	const ms = (value: number) => Math.round(value).toLocaleString('en-US');
	return `${ms(median)} (${ms(min)}–${ms(max)})`;
}

/** "1.23×" from two medians. */
export function ratio(ours: number, theirs: number): string {
	return `${(ours / theirs).toFixed(2)}×`;
}

export function bytes(value: number): string {
	return value >= 1024 ? `${(value / 1024).toFixed(1)} KiB` : `${Math.round(value)} B`;
}

function timeOf(run: () => unknown): number {
	const started = process.hrtime.bigint();
	run();
	return Number(process.hrtime.bigint() - started) / 1e6;
}

/** The sides in the order they run in `round`: as given, then reversed, and so on. */
export function inTurn<T>(round: number, sides: readonly T[]): readonly T[] {
	return round % 2 === 0 ? sides : [...sides].reverse();
}

/**
 * Times `a` and `b` in pairs, `runs` times, alternating which goes first so that neither always
 * runs on a warmer machine: each side's times and each pair's ratio a/b.
 */
export function alternated(
	a: () => unknown,
	b: () => unknown,
	runs: number,
): { a: number[]; b: number[]; ratios: number[] } {
	const times = { a: [] as number[], b: [] as number[], ratios: [] as number[] };
	const work = { a, b };
	for (let run = 0; run < runs; run++) {
		const ms = { a: 0, b: 0 };
		for (const side of inTurn(run, ['a', 'b'] as const)) ms[side] = timeOf(work[side]);
		times.a.push(ms.a);
		times.b.push(ms.b);
		times.ratios.push(ms.a / ms.b);
	}
	return times;
}
