export interface DiffLine {
	kind: 'equal' | 'remove' | 'add';
	text: string;
}

// Myers' O(ND) algorithm (1986). The common head and tail are set aside first, and each round
// keeps only the diagonals it reached, so memory grows with the edits squared, not the length.
export function diffLines(before: readonly string[], after: readonly string[]): DiffLine[] {
	let head = 0;
	while (head < before.length && head < after.length && before[head] === after[head]) head++;
	let tail = 0;
	while (
		tail < before.length - head &&
		tail < after.length - head &&
		before[before.length - 1 - tail] === after[after.length - 1 - tail]
	) {
		tail++;
	}
	const a = before.slice(head, before.length - tail);
	const b = after.slice(head, after.length - tail);
	const equal = (lines: readonly string[]): DiffLine[] =>
		lines.map((text) => ({ kind: 'equal', text }));
	return [
		...equal(before.slice(0, head)),
		...middle(a, b),
		...equal(before.slice(before.length - tail)),
	];
}

function middle(a: readonly string[], b: readonly string[]): DiffLine[] {
	const n = a.length;
	const m = b.length;
	if (n === 0) return b.map((text) => ({ kind: 'add', text }));
	if (m === 0) return a.map((text) => ({ kind: 'remove', text }));
	const max = n + m;
	const offset = max + 1;
	const v = new Int32Array(2 * max + 3);
	// trace[d] holds V for diagonals -d..d after round d, for the walk back.
	const trace: Int32Array[] = [];
	for (let d = 0; d <= max; d++) {
		for (let k = -d; k <= d; k += 2) {
			const down = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]);
			let x = down ? v[offset + k + 1] : v[offset + k - 1] + 1;
			let y = x - k;
			while (x < n && y < m && a[x] === b[y]) {
				x++;
				y++;
			}
			v[offset + k] = x;
			if (x >= n && y >= m) {
				trace.push(v.slice(offset - d, offset + d + 1));
				return walkBack(trace, a, b);
			}
		}
		trace.push(v.slice(offset - d, offset + d + 1));
	}
	throw new Error('The diff did not reach the end of both sides.');
}

function walkBack(trace: Int32Array[], a: readonly string[], b: readonly string[]): DiffLine[] {
	const script: DiffLine[] = [];
	let x = a.length;
	let y = b.length;
	for (let d = trace.length - 1; d > 0; d--) {
		const previous = trace[d - 1];
		const at = (k: number) => previous[k + d - 1];
		const k = x - y;
		const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
		const previousK = down ? k + 1 : k - 1;
		const previousX = at(previousK);
		const previousY = previousX - previousK;
		while (x > previousX && y > previousY) {
			script.push({ kind: 'equal', text: a[--x] });
			y--;
		}
		if (down) script.push({ kind: 'add', text: b[--y] });
		else script.push({ kind: 'remove', text: a[--x] });
	}
	while (x > 0 && y > 0) {
		script.push({ kind: 'equal', text: a[--x] });
		y--;
	}
	return script.reverse();
}
