import { CHARACTERS, characterName } from '../../nodes/shared/text/characters';
import { codePointName, lookalikeWords, skeleton } from '../../nodes/shared/text/lookalikes';

describe('lookalikeWords', () => {
	it.each([
		['a Cyrillic letter in an address', 'support@acme.example', 'support@acm\u0435.example', 'U+0065 LATIN SMALL LETTER E became U+0435 CYRILLIC SMALL LETTER IE, domain now xn--acm-tdd.example'],
		[
			'another Unicode form',
			'Bienvenue au Caf\u00e9',
			'Bienvenue au Cafe\u0301',
			'another Unicode form (NFC before, NFD now), U+00E9 LATIN SMALL LETTER E WITH ACUTE became U+0065 LATIN SMALL LETTER E + U+0301 COMBINING ACUTE ACCENT',
		],
		['a zero-width space in a link', 'https://acme.example/start', 'https://acme.example/\u200bstart', 'U+200B ZERO WIDTH SPACE added'],
		['a zero-width space in a domain', 'https://acme.example/', 'https://ac\u200bme.example/', 'U+200B ZERO WIDTH SPACE added, domain now xn--acme-w76a.example'],
		['a direction mark', 'Order 42 shipped', 'Order 42\u202e shipped', 'U+202E RIGHT-TO-LEFT OVERRIDE added'],
		['a no-break space', 'Hello world', 'Hello\u00a0world', 'U+0020 SPACE became U+00A0 NO-BREAK SPACE'],
		['trailing spaces', 'Hello', 'Hello  ', '2 × U+0020 SPACE added at the end'],
		['a letter written twice alike', 'a cat', '\u0430 c\u0430t', 'U+0061 LATIN SMALL LETTER A became U+0430 CYRILLIC SMALL LETTER A (2 times)'],
		['a character the table does not name', 'Acme', 'Acme\u{e0001}', 'U+E0001 (invisible) added at the end'],
	])('%s', (_name, before, after, words) => {
		expect(lookalikeWords(before, after)).toBe(words);
	});

	it('says nothing about sides that are the same, or that anyone tells apart', () => {
		expect(lookalikeWords('support@acme.example', 'support@acme.example')).toBeUndefined();
		expect(lookalikeWords('support@acme.example', 'help@acme.example')).toBeUndefined();
		expect(lookalikeWords('Hello', 'Hello world')).toBeUndefined();
	});

	it('names eight differences one by one, then counts the rest', () => {
		const before = 'a c e i o p x y j';
		const after = '\u0430 \u0441 \u0435 \u0456 \u043e \u0440 \u0445 \u0443 \u0458';
		const words = lookalikeWords(before, after) as string;
		expect(words.split(', ')).toHaveLength(9);
		expect(words).toMatch(/, 1 more differences$/);
	});
});

describe('skeleton', () => {
	it('reads lookalike letters as Latin, drops what no one sees, makes every space one and composes accents', () => {
		expect(skeleton(' \u200bSupp\u043ert\u00a0\u2009te\u0301am\u202e  ')).toBe('Support t\u00e9am');
	});
});

describe('the table of characters', () => {
	it('holds each code point once, with a name in capitals', () => {
		for (const [codePoint, { name }] of CHARACTERS) expect({ codePoint, name }).toEqual({ codePoint, name: expect.stringMatching(/^[A-Z][A-Z0-9 -]+$/) });
	});

	it('gives each lookalike letter the Latin letter it passes for, which its skeleton reads', () => {
		for (const [codePoint, { kind, like }] of CHARACTERS) {
			if (kind !== 'lookalike') continue;
			expect({ codePoint, like }).toEqual({ codePoint, like: expect.stringMatching(/^[A-Za-z]$/) });
			expect(skeleton(String.fromCodePoint(codePoint))).toBe(like);
		}
	});

	it('names Latin letters with one accent after their parts, and nothing it does not know', () => {
		expect(characterName('\u00e9')).toBe('LATIN SMALL LETTER E WITH ACUTE');
		expect(characterName('\u00c5')).toBe('LATIN CAPITAL LETTER A WITH RING ABOVE');
		expect(characterName('\u01ce')).toBe('LATIN SMALL LETTER A WITH CARON');
		expect(characterName('\u00e7')).toBe('LATIN SMALL LETTER C WITH CEDILLA');
		expect(characterName('7')).toBe('DIGIT SEVEN');
		// ANGSTROM SIGN decomposes like Å but has a name of its own; two accents are not guessed.
		expect(characterName('\u212b')).toBeUndefined();
		expect(characterName('\u1ebf')).toBeUndefined();
		expect(codePointName('\u212b')).toBe('U+212B');
	});
});
