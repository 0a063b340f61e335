import type { DiffLine } from './myers';
import { hasLineBreak, lineText } from './lines';

export interface Hunk {
	// Counted from 1; 0 when that side is empty.
	oldStart: number;
	oldLines: number;
	newStart: number;
	newLines: number;
	lines: DiffLine[];
}

export function hunksOf(script: readonly DiffLine[], context: number): Hunk[] {
	const changed = script
		.map((line, index) => (line.kind === 'equal' ? -1 : index))
		.filter((index) => index >= 0);
	const ranges: Array<[number, number]> = [];
	for (const index of changed) {
		const start = Math.max(0, index - context);
		const end = Math.min(script.length, index + context + 1);
		const last = ranges[ranges.length - 1];
		if (last && start <= last[1]) last[1] = end;
		else ranges.push([start, end]);
	}
	let oldLine = 0;
	let newLine = 0;
	const positions = script.map((line) => {
		const at = { oldLine, newLine };
		if (line.kind !== 'add') oldLine++;
		if (line.kind !== 'remove') newLine++;
		return at;
	});
	return ranges.map(([start, end]) => {
		const lines = script.slice(start, end);
		const oldLines = lines.filter((line) => line.kind !== 'add').length;
		const newLines = lines.filter((line) => line.kind !== 'remove').length;
		const { oldLine: oldBefore, newLine: newBefore } = positions[start];
		return {
			oldStart: oldLines === 0 ? oldBefore : oldBefore + 1,
			oldLines,
			newStart: newLines === 0 ? newBefore : newBefore + 1,
			newLines,
			lines,
		};
	});
}

const PREFIX = { equal: ' ', remove: '-', add: '+' } as const;

function range(start: number, count: number): string {
	return count === 1 ? String(start) : `${start},${count}`;
}

export function hunkHeader(hunk: Hunk): string {
	return `@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@`;
}

export function unifiedDiff(
	script: readonly DiffLine[],
	options: { context?: number; oldName?: string; newName?: string } = {},
): string {
	const hunks = hunksOf(script, options.context ?? 3);
	if (hunks.length === 0) return '';
	const out = [`--- ${options.oldName ?? 'before'}`, `+++ ${options.newName ?? 'after'}`];
	for (const hunk of hunks) {
		out.push(hunkHeader(hunk));
		for (const line of hunk.lines) {
			out.push(`${PREFIX[line.kind]}${lineText(line.text)}`);
			if (!hasLineBreak(line.text)) out.push('\\ No newline at end of file');
		}
	}
	return `${out.join('\n')}\n`;
}
