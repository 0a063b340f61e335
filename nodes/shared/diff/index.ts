import { htmlDiff } from './html';
import { splitLines } from './lines';
import { diffLines } from './myers';
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
export function compareText(before: string, after: string, options: CompareOptions = {}): TextComparison {
	const script = diffLines(splitLines(before), splitLines(after));
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
