import { readFileSync } from 'node:fs';

import {
	CONFUSABLES,
	characterName,
	isLayoutControl,
} from '../../../../../nodes/MessageDrafts/compare/text/characters';
import {
	codePointName,
	displayOrder,
	lookalikeWords,
	skeleton,
} from '../../../../../nodes/MessageDrafts/compare/text/lookalikes';

describe('lookalikeWords', () => {
	it.each([
		[
			'a Cyrillic letter in an address',
			'support@acme.example',
			'support@acm\u0435.example',
			'U+0065 LATIN SMALL LETTER E became U+0435 CYRILLIC SMALL LETTER IE, domain now xn--acm-tdd.example',
		],
		[
			'another Unicode form',
			'Bienvenue au Caf\u00e9',
			'Bienvenue au Cafe\u0301',
			'another Unicode form (NFC before, NFD now), U+00E9 LATIN SMALL LETTER E WITH ACUTE became U+0065 LATIN SMALL LETTER E + U+0301 COMBINING ACUTE ACCENT',
		],
		[
			'a zero-width space in a link',
			'https://acme.example/start',
			'https://acme.example/\u200bstart',
			'U+200B ZERO WIDTH SPACE added',
		],
		// A browser drops the zero-width space and the soft hyphen: the domain reached is the same.
		[
			'a zero-width space in a domain',
			'https://acme.example/',
			'https://ac\u200bme.example/',
			'U+200B ZERO WIDTH SPACE added, domain now read as acme.example, the same as before',
		],
		[
			'a soft hyphen in a domain',
			'https://acme.example/',
			'https://ac\u00adme.example/',
			'U+00AD SOFT HYPHEN added, domain now read as acme.example, the same as before',
		],
		[
			'a direction mark',
			'Order 42 shipped',
			'Order 42\u200f shipped',
			'U+200F RIGHT-TO-LEFT MARK added',
		],
		[
			'a no-break space',
			'Hello world',
			'Hello\u00a0world',
			'U+0020 SPACE became U+00A0 NO-BREAK SPACE',
		],
		['trailing spaces', 'Hello', 'Hello  ', '2 × U+0020 SPACE added at the end'],
		[
			'a letter written twice alike',
			'a cat',
			'\u0430 c\u0430t',
			'U+0061 LATIN SMALL LETTER A became U+0430 CYRILLIC SMALL LETTER A (2 times)',
		],
		[
			'an invisible character no name is known for',
			'Acme',
			'Acme\u{e0002}',
			'U+E0002 (invisible) added at the end',
		],
		// Beyond Cyrillic and Greek, as UTS #39 has them.
		[
			'an Armenian letter',
			'Welcome home',
			'Welcome h\u0585me',
			'U+006F LATIN SMALL LETTER O became U+0585 ARMENIAN SMALL LETTER OH',
		],
		[
			'a Cherokee letter',
			'Cafe',
			'\u13dfafe',
			'U+0043 LATIN CAPITAL LETTER C became U+13DF CHEROKEE LETTER TLI',
		],
		[
			'a mathematical letter',
			'Acme',
			'\u{1d400}cme',
			'U+0041 LATIN CAPITAL LETTER A became U+1D400 MATHEMATICAL BOLD CAPITAL A',
		],
		[
			'a fullwidth letter',
			'Acme',
			'Acm\uff45',
			'U+0065 LATIN SMALL LETTER E became U+FF45 FULLWIDTH LATIN SMALL LETTER E',
		],
		[
			'a no-break hyphen',
			'Sign-up',
			'Sign\u2011up',
			'U+002D HYPHEN-MINUS became U+2011 NON-BREAKING HYPHEN',
		],
		[
			'a line separator for a space',
			'Hello world',
			'Hello\u2028world',
			'U+0020 SPACE became U+2028 LINE SEPARATOR',
		],
		[
			'a blank for a space',
			'Hello world',
			'Hello\u3164world',
			'U+0020 SPACE became U+3164 HANGUL FILLER',
		],
		[
			'text turned around by a right-to-left override',
			'Order 42 shipped',
			'\u202edeppihs 24 redrO\u202c',
			'U+202E RIGHT-TO-LEFT OVERRIDE added at the start, U+202C POP DIRECTIONAL FORMATTING added at the end, text after U+202E RIGHT-TO-LEFT OVERRIDE shown now in the reverse of its stored order',
		],
	])('%s', (_name, before, after, words) => {
		expect(lookalikeWords(before, after)).toBe(words);
	});

	it('says nothing about sides that are the same, or that anyone tells apart', () => {
		expect(lookalikeWords('support@acme.example', 'support@acme.example')).toBeUndefined();
		expect(lookalikeWords('support@acme.example', 'help@acme.example')).toBeUndefined();
		expect(lookalikeWords('Hello', 'Hello world')).toBeUndefined();
		// An override that turns readable text around shows it reversed.
		expect(lookalikeWords('Order 42 shipped', 'Order 42\u202e shipped')).toBeUndefined();
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
	it('reads lookalike letters as their prototypes, drops what no one sees, makes every space one and decomposes accents', () => {
		expect(skeleton(' \u200bSupp\u043ert\u00a0\u2009te\u0301am\u202a  ')).toBe(
			skeleton('Support t\u00e9am'),
		);
		// UTS #39 reads "m" like "rn" too, as many fonts draw them.
		expect(skeleton('Support t\u00e9am')).toBe('Support te\u0301arn');
	});

	it('reads text in the order it is shown', () => {
		expect(displayOrder('Total: \u202e24 \u20ac\u202c, paid')).toBe(
			'Total: \u202e\u20ac 42\u202c, paid',
		);
		// A span inside an override keeps its own order; a new line ends the override.
		expect(displayOrder('\u202eab\u202dcd\u202cef\nxy')).toBe('\u202efe\u202dcd\u202cba\nxy');
	});
});

describe('the generated Unicode table', () => {
	/** UTS #39's confusables, as the devDependency the table is generated from carries them. */
	const confusables = JSON.parse(
		readFileSync(require.resolve('unhomoglyph/data.json'), 'utf8'),
	) as Record<string, string>;

	it('holds every confusable of UTS #39 with its prototype', () => {
		for (const [source, prototype] of Object.entries(confusables)) {
			expect({ source, prototype: CONFUSABLES.get(source.codePointAt(0) as number) }).toEqual({
				source,
				prototype,
			});
		}
	});

	it('names every confusable and what it renders like, as Unicode does', () => {
		const unnamed = [...CONFUSABLES]
			.flatMap(([source, prototype]) => [String.fromCodePoint(source), ...prototype])
			.filter((character) => !characterName(character));
		expect(unnamed).toEqual([]);
		expect(codePointName('\u13df')).toBe('U+13DF CHEROKEE LETTER TLI');
		expect(codePointName('\u{1d7d8}')).toBe('U+1D7D8 MATHEMATICAL DOUBLE-STRUCK DIGIT ZERO');
	});

	it('marks every bidi control, separator and format character as one that changes the layout', () => {
		const layout = [...Array(0x110000).keys()].filter((point) =>
			/[\p{Bidi_Control}\p{Zl}\p{Zp}\p{Cf}]/u.test(String.fromCodePoint(point)),
		);
		expect(layout.filter((point) => !isLayoutControl(point))).toEqual([]);
		expect(isLayoutControl(0x0a)).toBe(false);
		expect(isLayoutControl(0x41)).toBe(false);
	});
});
