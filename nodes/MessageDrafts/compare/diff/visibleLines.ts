import { splitLines } from './lines';

const NAMED: Record<string, string> = { '\t': '\\t', '\r': '\\r', '\n': '\\n', '\\': '\\\\' };
const UNSEEN = /[\\\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]|[^\S ]/gu;

function escaped(character: string): string {
	return (
		NAMED[character] ?? `\\u{${(character.codePointAt(0) as number).toString(16).toUpperCase()}}`
	);
}

// A backslash is written out too, so two texts that differ stay different.
export function visibleText(text: string): string {
	return text.replace(UNSEEN, escaped).replace(/ +$/, (spaces) => '\\u{20}'.repeat(spaces.length));
}

const WRITTEN = /\\(?:u\{([0-9A-F]+)\}|([trn\\]))/g;
const UNWRITTEN: Record<string, string> = { t: '\t', r: '\r', n: '\n', '\\': '\\' };

export function readVisibleText(written: string): string {
	return written.replace(WRITTEN, (_, code: string | undefined, letter: string | undefined) =>
		code === undefined ? UNWRITTEN[letter as string] : String.fromCodePoint(parseInt(code, 16)),
	);
}

export function visibleLines(text: string): string[] {
	return splitLines(text).map(visibleText);
}
