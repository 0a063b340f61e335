import { splitLines } from './lines';

const NAMED: Record<string, string> = { '\t': '\\t', '\r': '\\r', '\n': '\\n', '\\': '\\\\' };
const UNSEEN = /[\\\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]|[^\S ]/gu;

function escaped(character: string): string {
	return (
		NAMED[character] ?? `\\u{${(character.codePointAt(0) as number).toString(16).toUpperCase()}}`
	);
}

/**
 * The text with every character a reader cannot see written out: line breaks, tabs, other white
 * space but the plain space, control and format characters (a zero-width space, say), a backslash,
 * and spaces at the end. Two texts that differ stay different.
 */
export function visibleText(text: string): string {
	return text.replace(UNSEEN, escaped).replace(/ +$/, (spaces) => '\\u{20}'.repeat(spaces.length));
}

const WRITTEN = /\\(?:u\{([0-9A-F]+)\}|([trn\\]))/g;
const UNWRITTEN: Record<string, string> = { t: '\t', r: '\r', n: '\n', '\\': '\\' };

/** The text visibleText wrote out, as it was: every character written out is one again. */
export function readVisibleText(written: string): string {
	return written.replace(WRITTEN, (_, code: string | undefined, letter: string | undefined) =>
		code === undefined ? UNWRITTEN[letter as string] : String.fromCodePoint(parseInt(code, 16)),
	);
}

/** A text's lines, each made visible, its own line break included. */
export function visibleLines(text: string): string[] {
	return splitLines(text).map(visibleText);
}
