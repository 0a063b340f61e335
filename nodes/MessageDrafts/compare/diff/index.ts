import { htmlDiff } from './html';
import { splitLines } from './lines';
import { type DiffLine, diffLines } from './myers';
import { unifiedDiff } from './unified';

export interface TextComparison {
	changed: boolean;
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
	return describeScript(diffLines(before, after), options);
}

export function describeScript(
	script: readonly DiffLine[],
	options: CompareOptions = {},
): TextComparison {
	const comparison: TextComparison = {
		changed: script.some((line) => line.kind !== 'equal'),
		linesAdded: script.filter((line) => line.kind === 'add').length,
		linesRemoved: script.filter((line) => line.kind === 'remove').length,
		unifiedDiff: unifiedDiff(script, options),
	};
	if (options.html) comparison.htmlDiff = htmlDiff(script, options);
	return comparison;
}

export { diffLines, type DiffLine } from './myers';
export { splitLines } from './lines';
export { unifiedDiff } from './unified';
export { htmlDiff } from './html';
