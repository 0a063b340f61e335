import type { ContentComparison } from './compareContent';
import type { MemberComparison } from './compareMember';
import { groupedByLanguage } from './languageGroups';
import { ALIKE, diffNote, diffShown, resourceNote, shortValueNote } from './lookalikeNotes';
import { capitalized, inSentence } from './memberNames';
import type { ResourceChange } from './resourceChanges';

/**
 * The longest review message: Slack shows at most 3,000 characters in a message section, which
 * leaves room for a line of the workflow's own above it.
 */
export const REVIEW_MESSAGE_LIMIT = 2700;

/** Slack reads `&`, `<` and `>` as markup in any text, code included. */
function escapeMrkdwn(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function code(value: string): string {
	return value === '' ? '(empty)' : `\`${escapeMrkdwn(value).replace(/`/g, 'ˋ')}\``;
}

function where(content: ContentComparison, displayName: string): string {
	return content.language === 'default' ? capitalized(displayName) : `${content.language} ${inSentence(displayName)}`;
}

/** What tells two alike sides apart, after the change it is about. */
function alikeNote(note: string | undefined): string {
	return note ? escapeMrkdwn(` — ${ALIKE} ${note}`) : '';
}

function resourceChange(change: ResourceChange): string {
	if (change.what === 'changed') return ` ${change.kind} changed: ${code(change.before ?? '')} → ${code(change.after ?? '')}${alikeNote(resourceNote(change))}`;
	if (change.what === 'added') return ` ${change.kind} added: ${code(change.after ?? '')}`;
	return ` ${change.kind} removed: ${code(change.before ?? '')}`;
}

/**
 * One bullet a change, the languages that make the same change named together:
 * "• Reply-to (default, de-DE): `a` → `b`".
 */
function bulletsOf(changes: Array<{ language: string; member: string; change: string }>): string[] {
	const grouped = groupedByLanguage(changes.map((change) => ({ ...change, key: `${change.member}\n${change.change}` })));
	return grouped.map(({ member, change, place }) => `• ${escapeMrkdwn(capitalized(member))}${place}${change}`);
}

/** The diff a reviewer should read for a member, without the file header. */
function diffToRead(comparison: MemberComparison): string | undefined {
	const shown = diffShown(comparison);
	if (shown === '') return undefined;
	return shown.split('\n').slice(2).join('\n').replace(/\n$/, '');
}

interface Piece {
	text: string;
	/** A diff may be cut at a line; a bullet is kept whole or left out. */
	lines?: string[];
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

/**
 * The comparison as a Slack (mrkdwn) message for a reviewer: the summary, then what changes where
 * a message goes and what it links to (senders, addresses, subjects, link targets, images), then
 * the diffs. When it would be too long, diffs are cut at a line and the message says how much was
 * left out; the Compare output keeps everything.
 */
export function reviewMessage(summary: string, contents: ContentComparison[], limit = REVIEW_MESSAGE_LIMIT): string {
	const members = changedMembers(contents);
	const bullets = bulletsOf(
		members.flatMap(({ content, comparison, facts }) => {
			const { language } = content;
			const member = facts.displayName;
			if (facts.short && !facts.fallback) {
				const change = `: ${code(comparison.before ?? '')} → ${code(comparison.after ?? '')}${alikeNote(shortValueNote(comparison))}`;
				return [{ language, member, change }];
			}
			return (comparison.resources?.changes ?? []).map((change) => ({ language, member, change: resourceChange(change) }));
		}),
	);
	const diffs = members.flatMap(({ content, comparison, facts }) => {
		if (facts.short && !facts.fallback) return [];
		const diff = diffToRead(comparison);
		if (diff === undefined) return [];
		const heading = `*${escapeMrkdwn(where(content, facts.displayName))}*${comparison.unifiedDiff === '' ? ' (markup)' : ''}`;
		const note = comparison.note ? ` ${escapeMrkdwn(comparison.note)}` : '';
		return [{ heading: `${heading}${note}${alikeNote(diffNote(comparison, facts))}`, lines: escapeMrkdwn(diff).replace(/```/g, 'ˋˋˋ').split('\n') }];
	});

	// A summary of very many changes keeps half the room; the rest shows the changes themselves.
	const half = Math.floor(limit / 2);
	const pieces: Piece[] = [{ text: escapeMrkdwn(summary.length > half ? `${summary.slice(0, half - 1)}…` : summary) }];
	if (bullets.length > 0) pieces.push({ text: '*Addresses, links and images*' }, ...bullets.map((text) => ({ text })));
	for (const { heading, lines } of diffs) pieces.push({ text: heading }, { text: '', lines });

	let message = '';
	let leftOutLines = 0;
	let leftOutPieces = 0;
	const room = (reserve: number) => limit - message.length - reserve;
	const NOTE_ROOM = 80;
	for (const piece of pieces) {
		const separator = message === '' ? '' : '\n';
		if (piece.lines === undefined) {
			if (separator.length + piece.text.length <= room(NOTE_ROOM)) message += separator + piece.text;
			else leftOutPieces++;
			continue;
		}
		const kept: string[] = [];
		const open = `${separator}\`\`\`\n`;
		// The opening and closing fences, and a line break after each kept line.
		let length = open.length + 3;
		for (const line of piece.lines) {
			if (length + line.length + 1 > room(NOTE_ROOM)) break;
			kept.push(line);
			length += line.length + 1;
		}
		leftOutLines += piece.lines.length - kept.length;
		if (kept.length > 0) message += `${open}${kept.join('\n')}\n\`\`\``;
	}
	if (leftOutLines + leftOutPieces > 0) {
		const parts = [
			...(leftOutLines > 0 ? [`${leftOutLines} diff line${leftOutLines === 1 ? '' : 's'}`] : []),
			...(leftOutPieces > 0 ? [`${leftOutPieces} other line${leftOutPieces === 1 ? '' : 's'}`] : []),
		];
		message += `\n_Cut to fit Slack: ${parts.join(' and ')} left out. The Compare output has them all._`;
	}
	return message;
}
