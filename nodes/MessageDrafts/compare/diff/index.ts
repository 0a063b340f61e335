import { htmlDiff } from './html';
import { splitLines } from './lines';
import { type DiffLine, diffLines } from './myers';
import { unifiedDiff } from './unified';

export interface TextComparison {
	changed: boolean;
	linesAdded: number;
	linesRemoved: number;
	/** `diff -u` form; empty when nothing changed. */
	unifiedDiff: string;
	/** Only when asked for. */
	htmlDiff?: string;
}

export interface CompareOptions {
	context?: number;
	html?: boolean;
	oldName?: string;
	newName?: string;
}

/** What changed from one text to another, line by line. */
export function compareText(
	before: string,
	after: string,
	options: CompareOptions = {},
): TextComparison {
	return compareLines(splitLines(before), splitLines(after), options);
}

/** The same for texts already cut into lines, each with its line break (see splitLines). */
export function compareLines(
	before: readonly string[],
	after: readonly string[],
	options: CompareOptions = {},
): TextComparison {
	return describeScript(diffLines(before, after), options);
}

/** The comparison an edit script describes. */
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
