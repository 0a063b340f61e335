import type { ContentComparison } from './compareContent';
import type { MemberComparison } from './compareMember';
import { groupedByLanguage } from './languageGroups';
import { ALIKE, diffNote, diffShown, resourceNote, shortValueNote } from './lookalikeNotes';
import { capitalized, inSentence } from './memberNames';
import type { ResourceChange } from './resourceChanges';
import { type ComparisonFacts, summaryOf, summaryPhrases } from './summary';
import { layoutWrittenOut } from './text/characters';
import { graphemes } from './text/cut';

/**
 * The longest review message: Slack shows at most 3,000 characters in a message section, which
 * leaves room for a line of the workflow's own above it.
 */
export const REVIEW_MESSAGE_LIMIT = 2700;

/**
 * Text as Slack is to show it: `&`, `<` and `>`, which Slack reads as markup in any text, code
 * included, escaped; and every character that would change how Slack lays out the line (a
 * direction override, a separator, a line break inside a line) written as its code point.
 */
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

/** What tells two alike sides apart, after the change it is about. */
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

/** The diff a reviewer should read for a member, without the file header. */
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

/** A line of the message: `alike` when it tells two sides that look alike apart. */
interface Line {
	text: string;
	alike: boolean;
}

/**
 * One bullet a change of an address, a subject, a link or an image, the languages that make the
 * same change named together: "• Reply-to (default, de-DE): `a` → `b`".
 */
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

/**
 * Each member's diff to read: its heading (with any lookalike note), then its lines for a code
 * block.
 */
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

/**
 * The comparison as a Slack (mrkdwn) message for a reviewer: the summary, then what changes where
 * a message goes and what it links to (senders, addresses, subjects, link targets, images), then
 * the diffs. It is at most `limit` characters long. When it would be longer, it leaves out lines
 * in this order, and says how many: the diffs' lines from the last, then headings and bullets
 * without a lookalike note, then those with one, then changes of the summary (those without a
 * lookalike note first). Every cut falls between whole lines or whole characters; the Compare
 * output keeps everything.
 */
export function reviewMessage(facts: ComparisonFacts, limit = REVIEW_MESSAGE_LIMIT): string {
	const phrases = summaryPhrases(facts);
	const bullets = bulletsOf(facts.contents);
	const diffs = diffsOf(facts.contents);

	// Everything kept, to begin with; what to leave out is decided from the end of `dropOrder`.
	const keptPhrases = phrases.map(() => true);
	const keptBullets = bullets.map(() => true);
	const keptHeadings = diffs.map(() => true);
	const keptLines = diffs.map(({ lines }) => lines.map(() => true));
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

	// Lengths are kept as lines are left out, so that a diff of thousands of lines costs one pass.
	let length = render(summary()).length;
	const fits = () => length + footer().length <= limit;
	if (fits()) return render(summary());

	const leaveOut: Array<() => void> = [];
	// The diffs' lines, from the last diff's last line: the first lines of the first diffs stay
	// longest.
	for (let index = diffs.length - 1; index >= 0; index--) {
		for (let line = diffs[index].lines.length - 1; line >= 0; line--) {
			leaveOut.push(() => {
				const shownCount = keptLines[index].filter(Boolean).length;
				keptLines[index][line] = false;
				left.lines++;
				// A line and its line break; the last one takes its code block with it.
				length -=
					shownCount === 1
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
		// The section's title goes with its last bullet.
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
	// One change of the summary alone is still too long: its start, cut at a character.
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
