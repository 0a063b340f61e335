import type { TextComparison } from '../../../shared/diff';

export interface ContentComparison {
	/** `default` for the draft's own content, else the language id. */
	language: string;
	members: Record<string, TextComparison>;
}

export interface ComparisonFacts {
	against: 'published' | 'draft' | 'nothing';
	contents: ContentComparison[];
	languagesAdded: string[];
	languagesRemoved: string[];
	variablesAdded: string[];
	variablesRemoved: string[];
}

const MEMBER_NAMES: Record<string, string> = { html: 'HTML' };

function memberName(member: string, language: string): string {
	const name = MEMBER_NAMES[member] ?? member;
	return language === 'default' ? `the ${name}` : `the ${language} ${name}`;
}

function lines(count: number): string {
	return `${count} line${count === 1 ? '' : 's'}`;
}

function capitalized(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Subject changed" for the subject; line counts for the other members. */
function memberChange(member: string, language: string, { linesAdded, linesRemoved }: TextComparison): string {
	const name = memberName(member, language);
	if (member === 'subject') return `${capitalized(name.replace(/^the /, ''))} changed`;
	if (linesRemoved === 0) return `${lines(linesAdded)} added to ${name}`;
	if (linesAdded === 0) return `${lines(linesRemoved)} removed from ${name}`;
	return `${lines(linesAdded)} added, ${linesRemoved} removed in ${name}`;
}

function named(kind: string, items: string[], what: string): string[] {
	if (items.length === 0) return [];
	return [`${kind}${items.length === 1 ? '' : 's'} ${items.join(', ')} ${what}`];
}

/** One line a person reads: "Subject changed; 3 lines added, 1 removed in the text; de-DE added." */
export function summaryLine(facts: ComparisonFacts): string {
	const changes = [
		...facts.contents.flatMap(({ language, members }) =>
			Object.entries(members)
				.filter(([, comparison]) => comparison.changed)
				.map(([member, comparison]) => memberChange(member, language, comparison)),
		),
		...facts.languagesAdded.map((language) => `${language} added`),
		...facts.languagesRemoved.map((language) => `${language} removed`),
		...named('variable', facts.variablesAdded, 'added'),
		...named('variable', facts.variablesRemoved, 'removed'),
	];
	const body = changes.length === 0 ? 'No changes.' : `${capitalized(changes.join('; '))}.`;
	return facts.against === 'nothing' ? `The template has no published draft: everything is new. ${body}` : body;
}
