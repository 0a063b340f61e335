export type Random = () => number;

/** Mulberry32: a tiny seeded generator, so injected faults and fuzz inputs repeat run after run. */
export function seededRandom(seed: number): Random {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let mixed = state;
		mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
		mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
		return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
	};
}

/** One of `items`, picked by `random`. */
export const pick = <T>(random: Random, items: readonly T[]): T =>
	items[Math.floor(random() * items.length)];

/** A whole number from 0 up to, but not including, `below`. */
export const int = (random: Random, below: number) => Math.floor(random() * below);

/** `count` words picked from `vocabulary`, joined by spaces. */
export const words = (random: Random, vocabulary: readonly string[], count: number) =>
	Array.from({ length: count }, () => pick(random, vocabulary)).join(' ');
