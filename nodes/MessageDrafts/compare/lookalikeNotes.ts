import type { MemberFacts } from './compareContent';
import type { MemberComparison } from './compareMember';
import { readVisibleText } from './diff/visibleLines';
import type { ResourceChange } from './resourceChanges';
import { lookalikeWords } from './text/lookalikes';

/** How the summary and the review message introduce what tells two alike sides apart. */
export const ALIKE = 'looks alike:';

function joined(notes: Array<string | undefined>): string | undefined {
	const distinct = [...new Set(notes.filter((note): note is string => note !== undefined))];
	return distinct.length > 0 ? distinct.join(' and ') : undefined;
}

/** A short value shown whole, before → after. */
export function shortValueNote(comparison: MemberComparison): string | undefined {
	return lookalikeWords(comparison.before ?? '', comparison.after ?? '');
}

/**
 * A link, image or other resource that changed; its values have their unseen characters written
 * out.
 */
export function resourceNote(change: ResourceChange): string | undefined {
	if (change.what !== 'changed') return undefined;
	return lookalikeWords(readVisibleText(change.before ?? ''), readVisibleText(change.after ?? ''));
}

export function resourcesNote(changes: readonly ResourceChange[]): string | undefined {
	return joined(changes.map(resourceNote));
}

/** The diff a reviewer reads for a member: its text, else its markup. */
export function diffShown(comparison: MemberComparison): string {
	if (comparison.unifiedDiff !== '') return comparison.unifiedDiff;
	return comparison.markup?.changed ? comparison.markup.unifiedDiff : '';
}

/** The removed and added lines of a unified diff, paired in order within each run of edits. */
function changedLinePairs(unified: string): Array<[string, string]> {
	const pairs: Array<[string, string]> = [];
	let removed: string[] = [];
	let added: string[] = [];
	const flush = () => {
		removed.forEach((line, index) => {
			if (index < added.length) pairs.push([line, added[index]]);
		});
		removed = [];
		added = [];
	};
	for (const line of unified.split('\n').slice(2)) {
		if (line.startsWith('-')) {
			if (added.length > 0) flush();
			removed.push(line.slice(1));
		} else if (line.startsWith('+')) {
			added.push(line.slice(1));
		} else if (!line.startsWith('\\')) {
			flush();
		}
	}
	flush();
	return pairs;
}

/**
 * Lines of a member's diff that were replaced by lines that look the same. A diff that writes out
 * unseen characters (the `invisible` fallback) is read back first: its lines look alike as texts.
 */
export function diffNote(comparison: MemberComparison, facts: MemberFacts): string | undefined {
	const read = facts.fallback === 'invisible' ? readVisibleText : (line: string) => line;
	return joined(
		changedLinePairs(diffShown(comparison)).map(([before, after]) =>
			lookalikeWords(read(before), read(after)),
		),
	);
}
