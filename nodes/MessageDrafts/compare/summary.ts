import type { ContentComparison, MemberFacts } from './compareContent';
import type { MemberComparison } from './compareMember';
import { groupedByLanguage } from './languageGroups';
import { ALIKE, diffNote, resourcesNote, shortValueNote } from './lookalikeNotes';
import { capitalized, theMember } from './memberNames';
import type { ResourceChange } from './resourceChanges';
import { layoutWrittenOut } from './text/characters';
import { clipped } from './text/cut';

export interface ComparisonFacts {
	against: 'published' | 'draft' | 'nothing';
	contents: ContentComparison[];
	languagesAdded: string[];
	languagesRemoved: string[];
}

// The output has the value whole.
const QUOTED_LENGTH = 60;

function quoted(value: string): string {
	return layoutWrittenOut(JSON.stringify(clipped(value, QUOTED_LENGTH)));
}

function count(amount: number, noun: string): string {
	return `${amount} ${noun}${amount === 1 ? '' : 's'}`;
}

const PREPOSITION = { added: 'to', removed: 'from', changed: 'in' } as const;

function tally({ linesAdded, linesRemoved }: MemberComparison): {
	words: string;
	what: keyof typeof PREPOSITION;
} {
	if (linesRemoved === 0) return { words: `${count(linesAdded, 'line')} added`, what: 'added' };
	if (linesAdded === 0) return { words: `${count(linesRemoved, 'line')} removed`, what: 'removed' };
	return { words: `${count(linesAdded, 'line')} added, ${linesRemoved} removed`, what: 'changed' };
}

// Past the diff's cost bound the counts are of whole runs replaced: more than a finer diff finds.
export const COARSE_NOTE =
	'counted by block, as the two sides share too little to compare line by line';

const coarseNote = (comparison: { coarse?: boolean }) =>
	comparison.coarse ? ` (${COARSE_NOTE})` : '';

function lineCounts(comparison: MemberComparison, name: string): string {
	const { words, what } = tally(comparison);
	return `${words} ${PREPOSITION[what]} ${name}${coarseNote(comparison)}`;
}

function shortChange({ before = '', after = '' }: MemberComparison, name: string): string {
	if (before === '') return `${name} set to ${quoted(after)}`;
	if (after === '') return `${name} emptied (was ${quoted(before)})`;
	return `${name} changed from ${quoted(before)} to ${quoted(after)}`;
}

function variablesChange({ entriesAdded = [], entriesRemoved = [] }: MemberFacts): string[] {
	const listed = (items: string[], what: string) =>
		items.length
			? [`${items.length === 1 ? 'variable' : 'variables'} ${items.join(', ')} ${what}`]
			: [];
	if (entriesAdded.length + entriesRemoved.length === 0)
		return ['the order of the variables changed'];
	return [...listed(entriesAdded, 'added'), ...listed(entriesRemoved, 'removed')];
}

const FALLBACK_WORDING = {
	invisible: 'characters a reader cannot see changed in',
	bytes: 'bytes that are not valid UTF-8 changed in',
	form: 'the form of the value changed in',
} as const;

interface Phrase {
	words: string;
	note?: string;
}

// Where only variables changed, they alone are told.
function memberChanges(comparison: MemberComparison, facts: MemberFacts): Phrase[] {
	const variables = (facts.variables ?? []).map((words) => ({ words }));
	return facts.variablesOnly ? variables : [...textChanges(comparison, facts), ...variables];
}

function textChanges(comparison: MemberComparison, facts: MemberFacts): Phrase[] {
	const name = theMember('default', facts.displayName);
	if (facts.fallback)
		return [
			{ words: `${FALLBACK_WORDING[facts.fallback]} ${name}`, note: diffNote(comparison, facts) },
		];
	if (facts.entriesAdded) return variablesChange(facts).map((words) => ({ words }));
	if (facts.short)
		return [
			{
				words: shortChange(comparison, capitalized(facts.displayName)),
				note: shortValueNote(comparison),
			},
		];
	const changes: Phrase[] =
		comparison.changed && comparison.linesAdded + comparison.linesRemoved > 0
			? [{ words: lineCounts(comparison, name), note: diffNote(comparison, facts) }]
			: [];
	if (comparison.resources?.changed) {
		const tallies = new Map<
			string,
			{ kind: string; what: keyof typeof PREPOSITION; changes: ResourceChange[] }
		>();
		for (const change of comparison.resources.changes) {
			const entry = tallies.get(`${change.kind} ${change.what}`) ?? {
				kind: change.kind,
				what: change.what,
				changes: [],
			};
			entry.changes.push(change);
			tallies.set(`${change.kind} ${change.what}`, entry);
		}
		for (const { kind, what, changes: alike } of tallies.values()) {
			changes.push({
				words: `${count(alike.length, kind)} ${what} ${PREPOSITION[what]} ${name}`,
				note: resourcesNote(alike),
			});
		}
	}
	if (changes.length === 0 && comparison.markup?.changed) {
		changes.push({
			words:
				`markup changed in ${name}: ${tally(comparison.markup).words}` +
				coarseNote(comparison.markup),
			note: diffNote(comparison, facts),
		});
	}
	return changes;
}

// Two sides that look alike are told apart in words. A language id keeps its case when capitalised.
export function summaryPhrases(facts: Omit<ComparisonFacts, 'against'>): string[] {
	const said = facts.contents
		.filter((content) => content.only === undefined)
		.flatMap(({ language, members, facts: memberFacts }) =>
			Object.entries(members)
				.filter(([, comparison]) => comparison.changed)
				.flatMap(([key, comparison]) => memberChanges(comparison, memberFacts[key]))
				.map((phrase) => ({ ...phrase, language, key: `${phrase.words}\n${phrase.note ?? ''}` })),
		);
	const memberPhrases = groupedByLanguage(said).map(
		({ words, place, note }) => `${words}${place}${note ? ` — ${ALIKE} ${note}` : ''}`,
	);
	if (memberPhrases.length > 0) memberPhrases[0] = capitalized(memberPhrases[0]);
	return [
		...memberPhrases,
		...facts.languagesAdded.map((language) => `${language} added`),
		...facts.languagesRemoved.map((language) => `${language} removed`),
	];
}

export function summaryLine(facts: ComparisonFacts): string {
	return summaryOf(facts.against, summaryPhrases(facts));
}

export function summaryOf(against: ComparisonFacts['against'], phrases: readonly string[]): string {
	const body = phrases.length === 0 ? 'No changes.' : `${phrases.join('; ')}.`;
	return against === 'nothing'
		? `The template has no published draft: everything is new. ${body}`
		: body;
}
