/**
 * The line diff on a 10,000-line HTML email with realistic edits: some lines reworded, a block
 * inserted, one removed, one moved, and a trailing line change. Prints the median time of a full
 * comparison (Myers' diff, unified diff and HTML rendition) over several runs.
 * Run: npx tsx bench/line-diff.ts
 */
import { compareText } from '../nodes/shared/diff';

const LINES = 10_000;
const RUNS = 15;

function email(): string[] {
	const lines = ['<!doctype html>', '<html>', '<head><style>p { margin: 0 }</style></head>', '<body>'];
	for (let i = 0; lines.length < LINES - 2; i++) {
		lines.push(`<tr><td class="row-${i % 7}">`, `<p>Item ${i}: {{product_${i % 50}}} at {{price_${i % 50}}}</p>`, '</td></tr>');
	}
	lines.push('</body>', '</html>');
	return lines.slice(0, LINES);
}

function edited(lines: string[]): string[] {
	const next = [...lines];
	for (let i = 100; i < next.length; i += 997) next[i] = `${next[i]} <!-- reworded -->`;
	next.splice(4000, 0, ...Array.from({ length: 25 }, (_, i) => `<p>New paragraph ${i} about the spring sale</p>`));
	next.splice(7000, 12);
	const moved = next.splice(2000, 30);
	next.splice(8500, 0, ...moved);
	next[next.length - 3] = '<p>Unsubscribe at any time.</p>';
	return next;
}

const before = `${email().join('\n')}\n`;
const after = `${edited(email()).join('\n')}\n`;
const times: number[] = [];
let result = compareText(before, after, { html: true });
for (let run = 0; run < RUNS; run++) {
	const started = process.hrtime.bigint();
	result = compareText(before, after, { html: true });
	times.push(Number(process.hrtime.bigint() - started) / 1e6);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(
	`line diff of ${LINES.toLocaleString('en')}-line HTML: +${result.linesAdded} -${result.linesRemoved} lines, ` +
		`${result.unifiedDiff.split('\n').filter((line) => line.startsWith('@@')).length} hunks; ` +
		`median ${median.toFixed(1)} ms, fastest ${times[0].toFixed(1)} ms, slowest ${times[times.length - 1].toFixed(1)} ms over ${RUNS} runs`,
);
