/**
 * The characters a reviewer cannot tell apart from others by looking, with their Unicode names:
 * Cyrillic and Greek letters drawn like Latin ones, invisible and direction characters, the kinds
 * of space, and the combining marks that make another Unicode form of an accented letter. Kept to
 * these on purpose: it names what a lookalike change is made of, it is no Unicode database.
 */

export type CharacterKind = 'lookalike' | 'invisible' | 'direction' | 'space' | 'mark';

export interface CharacterFacts {
	name: string;
	kind: CharacterKind;
	/** A lookalike letter: the Latin letter it passes for. A mark: how a letter's name says it ("ACUTE"). */
	like?: string;
}

type Row = [codePoint: number, name: string, like?: string];

const LOOKALIKES: Row[] = [
	[0x0405, 'CYRILLIC CAPITAL LETTER DZE', 'S'],
	[0x0406, 'CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I', 'I'],
	[0x0408, 'CYRILLIC CAPITAL LETTER JE', 'J'],
	[0x0410, 'CYRILLIC CAPITAL LETTER A', 'A'],
	[0x0412, 'CYRILLIC CAPITAL LETTER VE', 'B'],
	[0x0415, 'CYRILLIC CAPITAL LETTER IE', 'E'],
	[0x041a, 'CYRILLIC CAPITAL LETTER KA', 'K'],
	[0x041c, 'CYRILLIC CAPITAL LETTER EM', 'M'],
	[0x041d, 'CYRILLIC CAPITAL LETTER EN', 'H'],
	[0x041e, 'CYRILLIC CAPITAL LETTER O', 'O'],
	[0x0420, 'CYRILLIC CAPITAL LETTER ER', 'P'],
	[0x0421, 'CYRILLIC CAPITAL LETTER ES', 'C'],
	[0x0422, 'CYRILLIC CAPITAL LETTER TE', 'T'],
	[0x0425, 'CYRILLIC CAPITAL LETTER HA', 'X'],
	[0x0430, 'CYRILLIC SMALL LETTER A', 'a'],
	[0x0435, 'CYRILLIC SMALL LETTER IE', 'e'],
	[0x043e, 'CYRILLIC SMALL LETTER O', 'o'],
	[0x0440, 'CYRILLIC SMALL LETTER ER', 'p'],
	[0x0441, 'CYRILLIC SMALL LETTER ES', 'c'],
	[0x0443, 'CYRILLIC SMALL LETTER U', 'y'],
	[0x0445, 'CYRILLIC SMALL LETTER HA', 'x'],
	[0x0455, 'CYRILLIC SMALL LETTER DZE', 's'],
	[0x0456, 'CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I', 'i'],
	[0x0458, 'CYRILLIC SMALL LETTER JE', 'j'],
	[0x04ae, 'CYRILLIC CAPITAL LETTER STRAIGHT U', 'Y'],
	[0x04bb, 'CYRILLIC SMALL LETTER SHHA', 'h'],
	[0x04c0, 'CYRILLIC LETTER PALOCHKA', 'I'],
	[0x04cf, 'CYRILLIC SMALL LETTER PALOCHKA', 'l'],
	[0x0501, 'CYRILLIC SMALL LETTER KOMI DE', 'd'],
	[0x051a, 'CYRILLIC CAPITAL LETTER QA', 'Q'],
	[0x051b, 'CYRILLIC SMALL LETTER QA', 'q'],
	[0x051c, 'CYRILLIC CAPITAL LETTER WE', 'W'],
	[0x051d, 'CYRILLIC SMALL LETTER WE', 'w'],
	[0x0391, 'GREEK CAPITAL LETTER ALPHA', 'A'],
	[0x0392, 'GREEK CAPITAL LETTER BETA', 'B'],
	[0x0395, 'GREEK CAPITAL LETTER EPSILON', 'E'],
	[0x0396, 'GREEK CAPITAL LETTER ZETA', 'Z'],
	[0x0397, 'GREEK CAPITAL LETTER ETA', 'H'],
	[0x0399, 'GREEK CAPITAL LETTER IOTA', 'I'],
	[0x039a, 'GREEK CAPITAL LETTER KAPPA', 'K'],
	[0x039c, 'GREEK CAPITAL LETTER MU', 'M'],
	[0x039d, 'GREEK CAPITAL LETTER NU', 'N'],
	[0x039f, 'GREEK CAPITAL LETTER OMICRON', 'O'],
	[0x03a1, 'GREEK CAPITAL LETTER RHO', 'P'],
	[0x03a4, 'GREEK CAPITAL LETTER TAU', 'T'],
	[0x03a5, 'GREEK CAPITAL LETTER UPSILON', 'Y'],
	[0x03a7, 'GREEK CAPITAL LETTER CHI', 'X'],
	[0x03b1, 'GREEK SMALL LETTER ALPHA', 'a'],
	[0x03b9, 'GREEK SMALL LETTER IOTA', 'i'],
	[0x03bd, 'GREEK SMALL LETTER NU', 'v'],
	[0x03bf, 'GREEK SMALL LETTER OMICRON', 'o'],
	[0x03c1, 'GREEK SMALL LETTER RHO', 'p'],
	[0x03c5, 'GREEK SMALL LETTER UPSILON', 'u'],
];

const INVISIBLES: Row[] = [
	[0x00ad, 'SOFT HYPHEN'],
	[0x034f, 'COMBINING GRAPHEME JOINER'],
	[0x115f, 'HANGUL CHOSEONG FILLER'],
	[0x1160, 'HANGUL JUNGSEONG FILLER'],
	[0x180e, 'MONGOLIAN VOWEL SEPARATOR'],
	[0x200b, 'ZERO WIDTH SPACE'],
	[0x200c, 'ZERO WIDTH NON-JOINER'],
	[0x200d, 'ZERO WIDTH JOINER'],
	[0x2060, 'WORD JOINER'],
	[0x2061, 'FUNCTION APPLICATION'],
	[0x2062, 'INVISIBLE TIMES'],
	[0x2063, 'INVISIBLE SEPARATOR'],
	[0x2064, 'INVISIBLE PLUS'],
	[0x3164, 'HANGUL FILLER'],
	...Array.from({ length: 16 }, (_, index): Row => [0xfe00 + index, `VARIATION SELECTOR-${index + 1}`]),
	[0xfeff, 'ZERO WIDTH NO-BREAK SPACE'],
];

const DIRECTIONS: Row[] = [
	[0x061c, 'ARABIC LETTER MARK'],
	[0x200e, 'LEFT-TO-RIGHT MARK'],
	[0x200f, 'RIGHT-TO-LEFT MARK'],
	[0x202a, 'LEFT-TO-RIGHT EMBEDDING'],
	[0x202b, 'RIGHT-TO-LEFT EMBEDDING'],
	[0x202c, 'POP DIRECTIONAL FORMATTING'],
	[0x202d, 'LEFT-TO-RIGHT OVERRIDE'],
	[0x202e, 'RIGHT-TO-LEFT OVERRIDE'],
	[0x2066, 'LEFT-TO-RIGHT ISOLATE'],
	[0x2067, 'RIGHT-TO-LEFT ISOLATE'],
	[0x2068, 'FIRST STRONG ISOLATE'],
	[0x2069, 'POP DIRECTIONAL ISOLATE'],
];

const SPACES: Row[] = [
	[0x0009, 'CHARACTER TABULATION'],
	[0x0020, 'SPACE'],
	[0x00a0, 'NO-BREAK SPACE'],
	[0x1680, 'OGHAM SPACE MARK'],
	[0x2000, 'EN QUAD'],
	[0x2001, 'EM QUAD'],
	[0x2002, 'EN SPACE'],
	[0x2003, 'EM SPACE'],
	[0x2004, 'THREE-PER-EM SPACE'],
	[0x2005, 'FOUR-PER-EM SPACE'],
	[0x2006, 'SIX-PER-EM SPACE'],
	[0x2007, 'FIGURE SPACE'],
	[0x2008, 'PUNCTUATION SPACE'],
	[0x2009, 'THIN SPACE'],
	[0x200a, 'HAIR SPACE'],
	[0x202f, 'NARROW NO-BREAK SPACE'],
	[0x205f, 'MEDIUM MATHEMATICAL SPACE'],
	[0x3000, 'IDEOGRAPHIC SPACE'],
];

/** The accents of accented Latin letters; `like` is the word the letter's name uses. */
const MARKS: Row[] = [
	[0x0300, 'COMBINING GRAVE ACCENT', 'GRAVE'],
	[0x0301, 'COMBINING ACUTE ACCENT', 'ACUTE'],
	[0x0302, 'COMBINING CIRCUMFLEX ACCENT', 'CIRCUMFLEX'],
	[0x0303, 'COMBINING TILDE', 'TILDE'],
	[0x0304, 'COMBINING MACRON', 'MACRON'],
	[0x0306, 'COMBINING BREVE', 'BREVE'],
	[0x0307, 'COMBINING DOT ABOVE', 'DOT ABOVE'],
	[0x0308, 'COMBINING DIAERESIS', 'DIAERESIS'],
	[0x030a, 'COMBINING RING ABOVE', 'RING ABOVE'],
	[0x030b, 'COMBINING DOUBLE ACUTE ACCENT', 'DOUBLE ACUTE'],
	[0x030c, 'COMBINING CARON', 'CARON'],
	[0x0323, 'COMBINING DOT BELOW', 'DOT BELOW'],
	[0x0327, 'COMBINING CEDILLA', 'CEDILLA'],
	[0x0328, 'COMBINING OGONEK', 'OGONEK'],
];

const TABLE: ReadonlyArray<[CharacterKind, Row[]]> = [
	['lookalike', LOOKALIKES],
	['invisible', INVISIBLES],
	['direction', DIRECTIONS],
	['space', SPACES],
	['mark', MARKS],
];

export const CHARACTERS: ReadonlyMap<number, CharacterFacts> = new Map(
	TABLE.flatMap(([kind, rows]) => rows.map(([codePoint, name, like]): [number, CharacterFacts] => [codePoint, { name, kind, like }])),
);

const DIGITS = ['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE'];

function asciiName(character: string): string | undefined {
	if (/^[a-z]$/.test(character)) return `LATIN SMALL LETTER ${character.toUpperCase()}`;
	if (/^[A-Z]$/.test(character)) return `LATIN CAPITAL LETTER ${character}`;
	if (/^[0-9]$/.test(character)) return `DIGIT ${DIGITS[Number(character)]}`;
	return undefined;
}

/**
 * A character's Unicode name, where this table knows it: its own entries, ASCII letters and
 * digits, and a Latin letter with one accent of the table (é: LATIN SMALL LETTER E WITH ACUTE),
 * which Unicode names after its parts.
 */
export function characterName(character: string): string | undefined {
	const known = CHARACTERS.get(character.codePointAt(0) as number);
	if (known) return known.name;
	const ascii = asciiName(character);
	if (ascii) return ascii;
	// Only a composed letter: a sign that merely decomposes to one (ANGSTROM SIGN) has a name of its own.
	if (character.normalize('NFC') !== character) return undefined;
	const [base, mark, ...rest] = Array.from(character.normalize('NFD'));
	const accent = mark === undefined ? undefined : CHARACTERS.get(mark.codePointAt(0) as number);
	const baseName = asciiName(base);
	if (rest.length > 0 || accent?.kind !== 'mark' || !baseName || !/^[A-Za-z]$/.test(base)) return undefined;
	return `${baseName} WITH ${accent.like}`;
}
