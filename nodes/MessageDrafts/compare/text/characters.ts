import {
	BLANK,
	DEFAULT_IGNORABLE,
	LAYOUT,
	NAMES,
	PROTOTYPES,
	WHITE_SPACE,
} from '../../generated/unicodeTable';

function lines(table: string): string[] {
	return table.split('\n').filter((line) => line !== '');
}

function rangeSet(table: string): (codePoint: number) => boolean {
	const bounds = table
		.split(/\s+/)
		.filter((range) => range !== '')
		.map((range) => range.split('-').map((point) => parseInt(point, 16)))
		.map(([start, end]): [number, number] => [start, end ?? start]);
	return (codePoint) => {
		let low = 0;
		let high = bounds.length - 1;
		while (low <= high) {
			const middle = (low + high) >> 1;
			const [start, end] = bounds[middle];
			if (codePoint < start) high = middle - 1;
			else if (codePoint > end) low = middle + 1;
			else return true;
		}
		return false;
	};
}

export const CONFUSABLES: ReadonlyMap<number, string> = new Map(
	lines(PROTOTYPES).map((line) => {
		const [source, ...prototype] = line.split(' ').map((point) => parseInt(point, 16));
		return [source, String.fromCodePoint(...prototype)];
	}),
);

const NAMED: ReadonlyMap<number, string> = (() => {
	const names = new Map<number, string>();
	let previous = '';
	for (const line of lines(NAMES)) {
		const at = line.indexOf(';');
		const name = previous.slice(0, parseInt(line[at + 1], 36)) + line.slice(at + 2);
		names.set(parseInt(line.slice(0, at), 16), name);
		previous = name;
	}
	return names;
})();

// Default_Ignorable_Code_Point: zero-width and direction characters, variation selectors, fillers.
export const isIgnorable = rangeSet(DEFAULT_IGNORABLE);
// Drawn as a blank though not white space: a Hangul filler, the blank Braille pattern.
export const isBlank = rangeSet(BLANK);
export const isWhiteSpace = rangeSet(WHITE_SPACE);
// Format characters (bidi controls among them), line and paragraph separators, controls but tab and
// line feed.
export const isLayoutControl = rangeSet(LAYOUT);

const codePointOf = (character: string) => character.codePointAt(0) as number;

export function prototypeOf(character: string): string {
	return CONFUSABLES.get(codePointOf(character)) ?? character;
}

export function characterName(character: string): string | undefined {
	return NAMED.get(codePointOf(character));
}

export function codePointLabel(character: string): string {
	return `U+${codePointOf(character).toString(16).toUpperCase().padStart(4, '0')}`;
}

const EMOJI = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}]$/u;

// A joiner between two emoji makes one emoji of them (👩‍💻), so it stays.
function joinsEmoji(text: string, at: number): boolean {
	const previous =
		Array.from(text.slice(Math.max(0, at - 3), at).replace(/\uFE0F$/, '')).pop() ?? '';
	const next = String.fromCodePoint(text.codePointAt(at + 1) ?? 0);
	return EMOJI.test(previous) && EMOJI.test(next);
}

// Written as `[U+202E]` so that what reaches Slack reads as stored and its line is not reversed or
// broken.
export function layoutWrittenOut(text: string, lineBreaks = false): string {
	let written = '';
	let at = 0;
	for (const character of text) {
		const codePoint = codePointOf(character);
		const breaks = lineBreaks && (codePoint === 0x09 || codePoint === 0x0a);
		const kept = codePoint === 0x200d && joinsEmoji(text, at);
		written +=
			(isLayoutControl(codePoint) || breaks) && !kept
				? `[${codePointLabel(character)}]`
				: character;
		at += character.length;
	}
	return written;
}
