export interface DiffLine {
	kind: 'equal' | 'remove' | 'add';
	text: string;
}

export interface Changes {
	// 1 for each unit of that side that the other side does not keep.
	removed: Uint8Array;
	added: Uint8Array;
	// The cost bound was reached: a run is replaced whole where a finer diff might keep part of it.
	coarse: boolean;
}

export interface Script {
	lines: DiffLine[];
	coarse: boolean;
}

export interface DiffOptions {
	// Steps the search may take (diagonals tried and units walked) before what is left is replaced
	// whole. A count, not a time, so the same inputs always give the same answer.
	budget?: number;
}

// Forty times what a 10,000-line email with edits throughout needs, and a few tenths of a second
// on a 2-core machine: two unrelated emails of 1 MB need more, and are compared coarsely.
export const DEFAULT_BUDGET = 20_000_000;

// git's xdiff: the cost past which a split settles for the furthest path found (at least this, or
// the square root of the diagonals), and the snake length its heuristic looks for.
const MIN_COST = 256;
const HEURISTIC_MIN_COST = 256;
const SNAKE = 20;
const K_HEURISTIC = 4;
const FAR = 0x7fffffff;

// A part of the sides still to compare, and whether its diff must be the shortest.
type Box = [off1: number, lim1: number, off2: number, lim2: number, needMin: boolean];

interface Split {
	i1: number;
	i2: number;
	minLo: boolean;
	minHi: boolean;
}

// Units become numbers, so that the search compares numbers, not texts.
function numbered(units: readonly string[], from: number, to: number, ids: Map<string, number>) {
	const out = new Int32Array(to - from);
	for (let i = from; i < to; i++) {
		let id = ids.get(units[i]);
		if (id === undefined) ids.set(units[i], (id = ids.size));
		out[i - from] = id;
	}
	return out;
}

// The units of one side that the other side has too, and where each stands on its side. Those it
// lacks are changes already.
function keptOf(ids: Int32Array, other: Uint8Array, changed: Uint8Array, offset: number) {
	let count = 0;
	for (const id of ids) count += other[id];
	const kept = new Int32Array(count);
	const index = new Int32Array(count);
	let k = 0;
	for (let i = 0; i < ids.length; i++) {
		if (other[ids[i]]) {
			kept[k] = ids[i];
			index[k++] = i + offset;
		} else changed[i + offset] = 1;
	}
	return { ids: kept, index };
}

class Search {
	private readonly kvdf: Int32Array;
	private readonly kvdb: Int32Array;
	// Diagonal d is at d + base.
	private readonly base: number;
	private readonly maxCost: number;
	work = 0;

	constructor(
		private readonly a: Int32Array,
		private readonly b: Int32Array,
		private readonly budget: number,
	) {
		const diagonals = a.length + b.length + 3;
		this.kvdf = new Int32Array(diagonals);
		this.kvdb = new Int32Array(diagonals);
		this.base = b.length + 1;
		this.maxCost = Math.max(MIN_COST, Math.ceil(Math.sqrt(diagonals)));
	}

	get spent(): boolean {
		return this.work > this.budget;
	}

	// Myers' middle snake, searched from both ends at once (xdiff's xdl_split). Past the cost bound,
	// or where a long common run shows, it settles for a good split rather than the best.
	split(off1: number, lim1: number, off2: number, lim2: number, needMin: boolean): Split | null {
		const { a, b, kvdf, kvdb, base } = this;
		const dmin = off1 - lim2;
		const dmax = lim1 - off2;
		const fmid = off1 - off2;
		const bmid = lim1 - lim2;
		const odd = ((fmid - bmid) & 1) !== 0;
		let fmin = fmid;
		let fmax = fmid;
		let bmin = bmid;
		let bmax = bmid;
		kvdf[fmid + base] = off1;
		kvdb[bmid + base] = lim1;
		for (let ec = 1; ; ec++) {
			if (this.work > this.budget) return null;
			let gotSnake = false;

			if (fmin > dmin) kvdf[--fmin - 1 + base] = -1;
			else ++fmin;
			if (fmax < dmax) kvdf[++fmax + 1 + base] = -1;
			else --fmax;
			for (let d = fmax; d >= fmin; d -= 2) {
				const left = kvdf[d - 1 + base];
				const right = kvdf[d + 1 + base];
				let i1 = left >= right ? left + 1 : right;
				const start = i1;
				let i2 = i1 - d;
				while (i1 < lim1 && i2 < lim2 && a[i1] === b[i2]) {
					i1++;
					i2++;
				}
				this.work += 1 + i1 - start;
				if (i1 - start > SNAKE) gotSnake = true;
				kvdf[d + base] = i1;
				if (odd && bmin <= d && d <= bmax && kvdb[d + base] <= i1)
					return { i1, i2, minLo: true, minHi: true };
			}

			if (bmin > dmin) kvdb[--bmin - 1 + base] = FAR;
			else ++bmin;
			if (bmax < dmax) kvdb[++bmax + 1 + base] = FAR;
			else --bmax;
			for (let d = bmax; d >= bmin; d -= 2) {
				const left = kvdb[d - 1 + base];
				const right = kvdb[d + 1 + base];
				let i1 = left < right ? left : right - 1;
				const start = i1;
				let i2 = i1 - d;
				while (i1 > off1 && i2 > off2 && a[i1 - 1] === b[i2 - 1]) {
					i1--;
					i2--;
				}
				this.work += 1 + start - i1;
				if (start - i1 > SNAKE) gotSnake = true;
				kvdb[d + base] = i1;
				if (!odd && fmin <= d && d <= fmax && i1 <= kvdf[d + base])
					return { i1, i2, minLo: true, minHi: true };
			}

			if (needMin) continue;
			// The heuristics read each diagonal once more.
			this.work += fmax - fmin + bmax - bmin;

			if (gotSnake && ec > HEURISTIC_MIN_COST) {
				const found = this.snakeSplit(
					ec,
					[off1, lim1, off2, lim2],
					[fmin, fmax, fmid],
					[bmin, bmax, bmid],
				);
				if (found) return found;
			}
			if (ec >= this.maxCost)
				return this.furthestSplit([off1, lim1, off2, lim2], fmin, fmax, bmin, bmax);
		}
	}

	// A path that has come far and ends in a long common run splits the box well.
	private snakeSplit(
		ec: number,
		[off1, lim1, off2, lim2]: number[],
		[fmin, fmax, fmid]: number[],
		[bmin, bmax, bmid]: number[],
	): Split | null {
		const { a, b, kvdf, kvdb, base } = this;
		let best = 0;
		let found: Split | null = null;
		for (let d = fmax; d >= fmin; d -= 2) {
			const i1 = kvdf[d + base];
			const i2 = i1 - d;
			const v = i1 - off1 + (i2 - off2) - Math.abs(d - fmid);
			if (
				v > K_HEURISTIC * ec &&
				v > best &&
				off1 + SNAKE <= i1 &&
				i1 < lim1 &&
				off2 + SNAKE <= i2 &&
				i2 < lim2 &&
				runs(a, b, i1 - SNAKE, i2 - SNAKE)
			) {
				best = v;
				found = { i1, i2, minLo: true, minHi: false };
			}
		}
		if (found) return found;
		for (let d = bmax; d >= bmin; d -= 2) {
			const i1 = kvdb[d + base];
			const i2 = i1 - d;
			const v = lim1 - i1 + (lim2 - i2) - Math.abs(d - bmid);
			if (
				v > K_HEURISTIC * ec &&
				v > best &&
				off1 < i1 &&
				i1 <= lim1 - SNAKE &&
				off2 < i2 &&
				i2 <= lim2 - SNAKE &&
				runs(a, b, i1, i2)
			) {
				best = v;
				found = { i1, i2, minLo: false, minHi: true };
			}
		}
		return found;
	}

	// The cost bound reached: the path that has come furthest, from either end.
	private furthestSplit(
		[off1, lim1, off2, lim2]: number[],
		fmin: number,
		fmax: number,
		bmin: number,
		bmax: number,
	): Split {
		const { kvdf, kvdb, base } = this;
		let fbest = -1;
		let fbest1 = -1;
		for (let d = fmax; d >= fmin; d -= 2) {
			let i1 = Math.min(kvdf[d + base], lim1);
			let i2 = i1 - d;
			if (lim2 < i2) {
				i1 = lim2 + d;
				i2 = lim2;
			}
			if (fbest < i1 + i2) {
				fbest = i1 + i2;
				fbest1 = i1;
			}
		}
		let bbest = FAR;
		let bbest1 = FAR;
		for (let d = bmax; d >= bmin; d -= 2) {
			let i1 = Math.max(off1, kvdb[d + base]);
			let i2 = i1 - d;
			if (i2 < off2) {
				i1 = off2 + d;
				i2 = off2;
			}
			if (i1 + i2 < bbest) {
				bbest = i1 + i2;
				bbest1 = i1;
			}
		}
		return lim1 + lim2 - bbest < fbest - (off1 + off2)
			? { i1: fbest1, i2: fbest - fbest1, minLo: true, minHi: false }
			: { i1: bbest1, i2: bbest - bbest1, minLo: false, minHi: true };
	}
}

// SNAKE units from i1 and i2 are the same on both sides.
function runs(a: Int32Array, b: Int32Array, i1: number, i2: number): boolean {
	for (let k = 0; k < SNAKE; k++) if (a[i1 + k] !== b[i2 + k]) return false;
	return true;
}

/**
 * Which units of each side a shortest edit script changes, in memory that grows with the two
 * sides, not their product: Myers' linear-space refinement (1986), with git's cost bound. Units
 * only one side has are set aside first, since no script keeps them. Past its budget the search
 * replaces what is left whole: the answer stays a correct script, only a coarser one.
 */
export function changes(
	before: readonly string[],
	after: readonly string[],
	{ budget = DEFAULT_BUDGET }: DiffOptions = {},
): Changes {
	const removed = new Uint8Array(before.length);
	const added = new Uint8Array(after.length);
	// The common head and tail are set aside as they are, before anything is counted.
	let head = 0;
	while (head < before.length && head < after.length && before[head] === after[head]) head++;
	let tail = 0;
	while (
		tail < before.length - head &&
		tail < after.length - head &&
		before[before.length - 1 - tail] === after[after.length - 1 - tail]
	)
		tail++;
	const ids = new Map<string, number>();
	const allA = numbered(before, head, before.length - tail, ids);
	const allB = numbered(after, head, after.length - tail, ids);
	const present = (side: Int32Array) => {
		const seen = new Uint8Array(ids.size);
		for (const id of side) seen[id] = 1;
		return seen;
	};
	const keptA = keptOf(allA, present(allB), removed, head);
	const keptB = keptOf(allB, present(allA), added, head);
	const a = keptA.ids;
	const b = keptB.ids;

	const search = new Search(a, b, budget);
	let coarse = false;
	const stack: Box[] = [[0, a.length, 0, b.length, false]];
	while (stack.length > 0) {
		const box = stack.pop() as Box;
		const needMin = box[4];
		let [off1, lim1, off2, lim2] = box;
		while (off1 < lim1 && off2 < lim2 && a[off1] === b[off2]) {
			off1++;
			off2++;
		}
		while (off1 < lim1 && off2 < lim2 && a[lim1 - 1] === b[lim2 - 1]) {
			lim1--;
			lim2--;
		}
		const split =
			off1 === lim1 || off2 === lim2 || search.spent
				? null
				: search.split(off1, lim1, off2, lim2, needMin);
		if (split) {
			stack.push([off1, split.i1, off2, split.i2, split.minLo]);
			stack.push([split.i1, lim1, split.i2, lim2, split.minHi]);
			continue;
		}
		if (off1 < lim1 && off2 < lim2) coarse = true;
		for (let i = off1; i < lim1; i++) removed[keptA.index[i]] = 1;
		for (let i = off2; i < lim2; i++) added[keptB.index[i]] = 1;
	}
	return { removed, added, coarse };
}

/** The edit script: each side's units in order, what only the draft has after what it replaces. */
export function diffScript(
	before: readonly string[],
	after: readonly string[],
	options: DiffOptions = {},
): Script {
	const { removed, added, coarse } = changes(before, after, options);
	const lines: DiffLine[] = [];
	let i = 0;
	let j = 0;
	while (i < before.length || j < after.length) {
		if (i < before.length && removed[i]) lines.push({ kind: 'remove', text: before[i++] });
		else if (j < after.length && added[j]) lines.push({ kind: 'add', text: after[j++] });
		else {
			lines.push({ kind: 'equal', text: before[i++] });
			j++;
		}
	}
	return { lines, coarse };
}

export function diffLines(before: readonly string[], after: readonly string[]): DiffLine[] {
	return diffScript(before, after).lines;
}
