import { changes } from '../compare/diff';
import { type HtmlToken, htmlTokens } from '../compare/diff/htmlTokens';
import { escapeHtml } from '../compare/diff/html';
import { splitLines } from '../compare/diff/lines';

// Each side of a text or an HTML with what only it has marked: the draft's additions in <mark>,
// the other side's removals in <del>. Words are compared, so a changed word shows, not its line;
// where the two sides share too little for that within the diff's cost bound, lines are, and
// past that the side is marked whole. Why: docs/reviewing-drafts.md#when-marks-coarsen

export type Side = 'before' | 'after';

export interface Marked {
	before: string;
	after: string;
	// Said on the page where the marks are coarser than words.
	coarser?: Record<Side, string>;
}

export const ADDED_OPEN = '<mark data-review="added">';
export const REMOVED_OPEN = '<del data-review="removed">';
const CLOSE = { add: '</mark>', remove: '</del>' } as const;
const OPEN = { add: ADDED_OPEN, remove: REMOVED_OPEN } as const;
// Added to a tag the other side lacks (a link's target, an image's source): it shows outlined.
export const CHANGED_TAG = 'data-review-changed';

// How the marks look, on the page and in each rendering alike.
export const MARK_STYLE =
	'mark[data-review]{background:#fde68a;color:inherit;outline:2px solid #d97706}' +
	'del[data-review]{background:#fecaca;color:inherit;text-decoration:line-through}' +
	`[${CHANGED_TAG}]{outline:3px dashed #d97706!important;outline-offset:2px}`;

const WORDS = /\s+|\S+/g;

interface Unit {
	raw: string;
	// Text may be wrapped; a tag may be flagged; a comment is kept as it is.
	kind: HtmlToken['kind'];
	name?: string;
	closing?: boolean;
}

type Kind = 'equal' | 'add' | 'remove';

function wrapRuns(
	units: readonly Unit[],
	kinds: readonly Kind[],
	side: 'add' | 'remove',
	escape: boolean,
): string {
	let out = '';
	let open = false;
	// Inside these the text is not shown as text: a mark would break the style or the title.
	let rawText: string | undefined;
	const close = () => {
		if (open) out += CLOSE[side];
		open = false;
	};
	units.forEach((unit, index) => {
		const marked = kinds[index] === side;
		if (unit.kind === 'text') {
			const text = escape ? escapeHtml(unit.raw) : unit.raw;
			if (marked && rawText === undefined && (open || unit.raw.trim() !== '')) {
				if (!open) out += OPEN[side];
				open = true;
			} else if (!marked || rawText !== undefined) close();
			out += text;
			return;
		}
		close();
		if (unit.kind === 'tag') {
			if (rawText !== undefined) {
				if (unit.closing && unit.name === rawText) rawText = undefined;
			} else if (!unit.closing && RAW_TEXT.has(unit.name ?? '')) rawText = unit.name;
			out += marked && !unit.closing ? flagged(unit.raw) : unit.raw;
			return;
		}
		out += unit.raw;
	});
	close();
	return out;
}

const RAW_TEXT = new Set(['style', 'script', 'title', 'textarea', 'xmp', 'noscript', 'template']);

function flagged(tag: string): string {
	const end = /^<[^\s/>]+/.exec(tag)?.[0].length ?? tag.length;
	return `${tag.slice(0, end)} ${CHANGED_TAG}${tag.slice(end)}`;
}

function units(tokens: readonly HtmlToken[]): Unit[] {
	return tokens.flatMap((token) =>
		token.kind === 'text'
			? (token.raw.match(WORDS) ?? []).map((raw) => ({ raw, kind: 'text' as const }))
			: [token],
	);
}

// Where a unit starts and ends, counted in lines of its side.
function linesOf(units: readonly Unit[]): { lines: string[]; first: Int32Array; last: Int32Array } {
	const first = new Int32Array(units.length);
	const last = new Int32Array(units.length);
	let line = 0;
	units.forEach((unit, index) => {
		first[index] = line;
		const breaks = unit.raw.split('\n').length - 1;
		line += breaks;
		// A unit that ends with its line's break belongs to that line alone.
		last[index] = unit.raw.endsWith('\n') ? line - 1 : line;
	});
	return { lines: splitLines(units.map((unit) => unit.raw).join('')), first, last };
}

const count = (amount: number) => amount.toLocaleString('en-US');

interface Flags {
	before: Uint8Array;
	after: Uint8Array;
	coarser?: Record<Side, string>;
}

function flagsByLine(before: readonly Unit[], after: readonly Unit[]): Flags {
	const [old, draft] = [linesOf(before), linesOf(after)];
	const byLine = changes(old.lines, draft.lines);
	const unitFlags = (side: ReturnType<typeof linesOf>, changed: Uint8Array, units: number) => {
		// Changed lines counted up to each line, so a unit over many lines is read in one step.
		const upTo = new Int32Array(changed.length + 1);
		for (let i = 0; i < changed.length; i++) upTo[i + 1] = upTo[i] + changed[i];
		const flags = new Uint8Array(units);
		for (let i = 0; i < units; i++)
			flags[i] = byLine.coarse || upTo[side.last[i] + 1] > upTo[side.first[i]] ? 1 : 0;
		return flags;
	};
	const total = (flags: Uint8Array) => flags.reduce((sum, flag) => sum + flag, 0);
	const said = (side: ReturnType<typeof linesOf>, changed: Uint8Array, what: string) =>
		byLine.coarse
			? 'The two sides share too little to mark by word or by line: marked whole ' +
				`(${count(side.lines.length)} lines).`
			: 'The two sides share too little to mark word by word: marked by line, ' +
				`${count(total(changed))} of ${count(side.lines.length)} lines ${what}.`;
	return {
		before: unitFlags(old, byLine.removed, before.length),
		after: unitFlags(draft, byLine.added, after.length),
		coarser: {
			before: said(old, byLine.removed, 'removed'),
			after: said(draft, byLine.added, 'changed'),
		},
	};
}

function mark(before: Unit[], after: Unit[], escape: boolean): Marked {
	// A tag's text always starts with "<" and is longer than one character: the text alone tells
	// units apart.
	const byWord = changes(
		before.map((unit) => unit.raw),
		after.map((unit) => unit.raw),
	);
	const flags: Flags = byWord.coarse
		? flagsByLine(before, after)
		: { before: byWord.removed, after: byWord.added };
	const kinds = (changed: Uint8Array, side: Kind): Kind[] =>
		Array.from(changed, (flag) => (flag ? side : 'equal'));
	return {
		before: wrapRuns(
			before,
			spacesJoined(before, kinds(flags.before, 'remove'), 'remove'),
			'remove',
			escape,
		),
		after: wrapRuns(after, spacesJoined(after, kinds(flags.after, 'add'), 'add'), 'add', escape),
		...(flags.coarser ? { coarser: flags.coarser } : {}),
	};
}

const isSpace = (unit: Unit | undefined) => unit?.kind === 'text' && unit.raw.trim() === '';
const isWord = (unit: Unit | undefined) => unit?.kind === 'text' && unit.raw.trim() !== '';

// A space between two marked words is marked with them, one next to an unmarked word is not: a
// run reads "your account", not "your" and "account ".
function spacesJoined(units: readonly Unit[], kinds: readonly Kind[], side: Kind): Kind[] {
	return kinds.map((kind, index) => {
		if (!isSpace(units[index])) return kind;
		const around = [index - 1, index + 1];
		return around.every((at) => isWord(units[at]) && kinds[at] === side) ? side : 'equal';
	});
}

// Plain text, escaped for HTML.
export function markText(before: string, after: string): Marked {
	const words = (text: string): Unit[] =>
		(text.match(WORDS) ?? []).map((raw) => ({ raw, kind: 'text' }));
	return mark(words(before), words(after), true);
}

// HTML as it is written: only marks and flags are added, so each side renders as it would.
export function markHtml(before: string, after: string): Marked {
	return mark(units(htmlTokens(before)), units(htmlTokens(after)), false);
}
