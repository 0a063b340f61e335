import type { MemberFacts } from './compareContent';
import type { MemberComparison } from './compareMember';
import { readVisibleText } from './diff/visibleLines';
import type { ResourceChange } from './resourceChanges';
import { lookalikeWords } from './text/lookalikes';

export const ALIKE = 'looks alike:';

function joined(notes: Array<string | undefined>): string | undefined {
	const distinct = [...new Set(notes.filter((note): note is string => note !== undefined))];
	return distinct.length > 0 ? distinct.join(' and ') : undefined;
}

export function shortValueNote(comparison: MemberComparison): string | undefined {
	return lookalikeWords(comparison.before ?? '', comparison.after ?? '');
}

export function resourceNote(change: ResourceChange): string | undefined {
	if (change.what !== 'changed') return undefined;
	return lookalikeWords(readVisibleText(change.before ?? ''), readVisibleText(change.after ?? ''));
}

export function resourcesNote(changes: readonly ResourceChange[]): string | undefined {
	return joined(changes.map(resourceNote));
}

export function diffShown(comparison: MemberComparison): string {
	if (comparison.unifiedDiff !== '') return comparison.unifiedDiff;
	return comparison.markup?.changed ? comparison.markup.unifiedDiff : '';
}

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

// A diff that writes out unseen characters (the `invisible` fallback) is read back first.
export function diffNote(comparison: MemberComparison, facts: MemberFacts): string | undefined {
	const read = facts.fallback === 'invisible' ? readVisibleText : (line: string) => line;
	return joined(
		changedLinePairs(diffShown(comparison)).map(([before, after]) =>
			lookalikeWords(read(before), read(after)),
		),
	);
}
