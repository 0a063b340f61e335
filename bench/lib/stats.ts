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
