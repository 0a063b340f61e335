import { htmlDiff } from './html';
import { splitLines } from './lines';
import { type Script, diffScript } from './myers';
import { unifiedDiff } from './unified';

export interface TextComparison {
	changed: boolean;
	// The sides shared too little to compare within the diff's cost bound: runs are replaced whole.
	coarse?: boolean;
	linesAdded: number;
	linesRemoved: number;
	unifiedDiff: string;
	htmlDiff?: string;
}

export interface CompareOptions {
	context?: number;
	html?: boolean;
	oldName?: string;
	newName?: string;
}

export function compareText(
	before: string,
	after: string,
	options: CompareOptions = {},
): TextComparison {
	return compareLines(splitLines(before), splitLines(after), options);
}

// Each line with its break (see splitLines).
export function compareLines(
	before: readonly string[],
	after: readonly string[],
	options: CompareOptions = {},
): TextComparison {
	return describeScript(diffScript(before, after), options);
}

export function describeScript(
	{ lines, coarse }: Script,
	options: CompareOptions = {},
): TextComparison {
	const comparison: TextComparison = {
		changed: lines.some((line) => line.kind !== 'equal'),
		...(coarse ? { coarse } : {}),
		linesAdded: lines.filter((line) => line.kind === 'add').length,
		linesRemoved: lines.filter((line) => line.kind === 'remove').length,
		unifiedDiff: unifiedDiff(lines, options),
	};
	if (options.html) comparison.htmlDiff = htmlDiff(lines, options);
	return comparison;
}

export { changes, diffLines, diffScript, type DiffLine, type Script } from './myers';
export { splitLines } from './lines';
export { unifiedDiff } from './unified';
export { htmlDiff } from './html';
