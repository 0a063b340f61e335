import type { ContentComparison } from './compareContent';
import type { MemberComparison } from './compareMember';
import { groupedByLanguage } from './languageGroups';
import { ALIKE, diffNote, diffShown, resourceNote, shortValueNote } from './lookalikeNotes';
import { capitalized, inSentence } from './memberNames';
import type { ResourceChange } from './resourceChanges';
import { type ComparisonFacts, summaryOf, summaryPhrases } from './summary';
import { layoutWrittenOut } from './text/characters';
import { graphemes } from './text/cut';

// Slack shows at most 3,000 characters in a message section; this leaves room for a line above.
export const REVIEW_MESSAGE_LIMIT = 2700;

// Slack reads `&`, `<` and `>` as markup everywhere, code included.
function forSlack(text: string, lineBreaks = true): string {
	return layoutWrittenOut(
		text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
		lineBreaks,
	);
}

function code(value: string): string {
	return value === '' ? '(empty)' : `\`${forSlack(value).replace(/`/g, 'ˋ')}\``;
}

function where(content: ContentComparison, displayName: string): string {
	return content.language === 'default'
		? capitalized(displayName)
		: `${content.language} ${inSentence(displayName)}`;
}

function alikeNote(note: string | undefined): string {
	return note ? forSlack(` — ${ALIKE} ${note}`) : '';
}

function resourceChange(change: ResourceChange): { text: string; alike: boolean } {
	if (change.what === 'changed') {
		const note = resourceNote(change);
		return {
			text:
				` ${change.kind} changed: ${code(change.before ?? '')} → ` +
				`${code(change.after ?? '')}${alikeNote(note)}`,
			alike: note !== undefined,
		};
	}
	if (change.what === 'added')
		return { text: ` ${change.kind} added: ${code(change.after ?? '')}`, alike: false };
	return { text: ` ${change.kind} removed: ${code(change.before ?? '')}`, alike: false };
}

function diffToRead(comparison: MemberComparison): string | undefined {
	const shown = diffShown(comparison);
	if (shown === '') return undefined;
	return shown.split('\n').slice(2).join('\n').replace(/\n$/, '');
}

function changedMembers(contents: ContentComparison[]) {
	return contents
		.filter((content) => content.only !== 'removed')
		.flatMap((content) =>
			Object.entries(content.members)
				.filter(([, comparison]) => comparison.changed)
				.map(([key, comparison]) => ({ content, comparison, facts: content.facts[key] })),
		);
}

interface Line {
	text: string;
	alike: boolean;
}

function bulletsOf(contents: ContentComparison[]): Line[] {
	const changes = changedMembers(contents).flatMap(({ content, comparison, facts }) => {
		const { language } = content;
		const member = facts.displayName;
		if (facts.short && !facts.fallback) {
			const note = shortValueNote(comparison);
			const change =
				`: ${code(comparison.before ?? '')} → ` +
				`${code(comparison.after ?? '')}${alikeNote(note)}`;
			return [{ language, member, change, alike: note !== undefined }];
		}
		return (comparison.resources?.changes ?? []).map((resource) => {
			const { text, alike } = resourceChange(resource);
			return { language, member, change: text, alike };
		});
	});
	const grouped = groupedByLanguage(
		changes.map((change) => ({ ...change, key: `${change.member}\n${change.change}` })),
	);
	return grouped.map(({ member, change, place, alike }) => ({
		text: `• ${forSlack(capitalized(member))}${place}${change}`,
		alike,
	}));
}

function diffsOf(contents: ContentComparison[]): Array<{ heading: Line; lines: string[] }> {
	return changedMembers(contents).flatMap(({ content, comparison, facts }) => {
		if (facts.short && !facts.fallback) return [];
		const diff = diffToRead(comparison);
		if (diff === undefined) return [];
		const note = diffNote(comparison, facts);
		const markup = comparison.unifiedDiff === '' ? ' (markup)' : '';
		const heading = `*${forSlack(where(content, facts.displayName))}*${markup}`;
		const explained = comparison.note ? ` ${forSlack(comparison.note)}` : '';
		return [
			{
				heading: { text: `${heading}${explained}${alikeNote(note)}`, alike: note !== undefined },
				lines: diff.split('\n').map((line) => forSlack(line, false).replace(/```/g, 'ˋˋˋ')),
			},
		];
	});
}

const FENCE = '```';
const BULLETS_TITLE = '*Addresses, links and images*';
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

// Cut order and the reasons for it: docs/reviewing-drafts.md#the-review-message
export function reviewMessage(facts: ComparisonFacts, limit = REVIEW_MESSAGE_LIMIT): string {
	const phrases = summaryPhrases(facts);
	const bullets = bulletsOf(facts.contents);
	const diffs = diffsOf(facts.contents);

	const keptPhrases = phrases.map(() => true);
	const keptBullets = bullets.map(() => true);
	const keptHeadings = diffs.map(() => true);
	const keptLines = diffs.map(({ lines }) => lines.map(() => true));
	const shownCounts = diffs.map(({ lines }) => lines.length);
	const left = { lines: 0, others: 0, phrases: 0 };

	const summary = () =>
		forSlack(
			summaryOf(
				facts.against,
				phrases.filter((_, index) => keptPhrases[index]),
			),
		);
	const render = (summaryText: string): string => {
		const parts = [summaryText];
		if (keptBullets.some(Boolean))
			parts.push(
				BULLETS_TITLE,
				...bullets.filter((_, index) => keptBullets[index]).map(({ text }) => text),
			);
		diffs.forEach(({ heading, lines }, index) => {
			const shownLines = lines.filter((_, line) => keptLines[index][line]);
			if (keptHeadings[index]) parts.push(heading.text);
			if (keptHeadings[index] && shownLines.length > 0)
				parts.push(`${FENCE}\n${shownLines.join('\n')}\n${FENCE}`);
		});
		return parts.join('\n');
	};
	const footer = () => {
		const what = [
			...(left.lines > 0 ? [plural(left.lines, 'diff line')] : []),
			...(left.others > 0 ? [plural(left.others, 'other line')] : []),
			...(left.phrases > 0 ? [plural(left.phrases, 'change') + ' of the summary'] : []),
		];
		if (what.length === 0) return '';
		const listed =
			what.length === 1 ? what[0] : `${what.slice(0, -1).join(', ')} and ${what[what.length - 1]}`;
		return `\n_Cut to fit Slack: ${listed} left out. The Compare output has them all._`;
	};

	// Lengths are kept as lines are left out, so a diff of thousands of lines costs one pass.
	let length = render(summary()).length;
	const fits = () => length + footer().length <= limit;
	if (fits()) return render(summary());

	const leaveOut: Array<() => void> = [];
	for (let index = diffs.length - 1; index >= 0; index--) {
		for (let line = diffs[index].lines.length - 1; line >= 0; line--) {
			leaveOut.push(() => {
				keptLines[index][line] = false;
				left.lines++;
				// The last line takes its code block with it.
				length -=
					shownCounts[index]-- === 1
						? diffs[index].lines[line].length + FENCE.length * 2 + 3
						: diffs[index].lines[line].length + 1;
			});
		}
	}
	const dropHeading = (index: number) => () => {
		keptHeadings[index] = false;
		left.others++;
		length -= diffs[index].heading.text.length + 1;
	};
	const dropBullet = (index: number) => () => {
		keptBullets[index] = false;
		left.others++;
		length -= bullets[index].text.length + 1;
		if (!keptBullets.some(Boolean)) length -= BULLETS_TITLE.length + 1;
	};
	for (const alike of [false, true]) {
		for (let index = diffs.length - 1; index >= 0; index--)
			if (diffs[index].heading.alike === alike) leaveOut.push(dropHeading(index));
		for (let index = bullets.length - 1; index >= 0; index--)
			if (bullets[index].alike === alike) leaveOut.push(dropBullet(index));
	}
	for (const alike of [false, true]) {
		for (let index = phrases.length - 1; index >= 0; index--) {
			if (phrases[index].includes(`— ${ALIKE}`) !== alike) continue;
			leaveOut.push(() => {
				// The last change stays, to be cut below: a summary of none would read "No changes."
				if (keptPhrases.filter(Boolean).length === 1) return;
				keptPhrases[index] = false;
				left.phrases++;
				length = render(summary()).length;
			});
		}
	}
	for (const step of leaveOut) {
		if (fits()) break;
		step();
	}
	if (fits()) return `${render(summary())}${footer()}`;
	// One change alone is still too long: cut it at a character.
	const room = limit - footer().length - 1;
	const characters = graphemes(
		summaryOf(
			facts.against,
			phrases.filter((_, index) => keptPhrases[index]),
		),
	);
	let cut = '';
	for (const character of characters) {
		if (forSlack(`${cut}${character}`).length > room) break;
		cut += character;
	}
	return `${forSlack(`${cut}…`)}${footer()}`;
}
