/**
 * Two texts that differ but look the same to a reader, and what tells them apart in words: the
 * code points with their names, and the ASCII form of a domain written with other letters.
 */
import { diffLines } from '../diff/myers';
import { CHARACTERS, characterName } from './characters';
import { asciiDomain } from './punycode';

/** Characters no one sees, whether the table names them or not. */
const UNSEEN = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]/u;
const SPACE = /[\p{Zs}\t]/u;

/**
 * What a text looks like, as one string: letters from other scripts read as the Latin letters
 * they pass for, invisible characters dropped, every kind of space one plain space, runs of
 * spaces one, no space at either end, and one Unicode form (NFC). Two texts with the same
 * skeleton render alike.
 */
export function skeleton(text: string): string {
	const seen = Array.from(text.normalize('NFD'), (character) => {
		const facts = CHARACTERS.get(character.codePointAt(0) as number);
		if (facts?.kind === 'lookalike') return facts.like as string;
		if (UNSEEN.test(character)) return '';
		if (SPACE.test(character)) return ' ';
		return character;
	});
	return seen.join('').normalize('NFC').replace(/ {2,}/g, ' ').trim();
}

/** "U+0435 CYRILLIC SMALL LETTER IE"; a character the table does not name by its code point and kind. */
export function codePointName(character: string): string {
	const code = `U+${(character.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;
	const name = characterName(character);
	if (name) return `${code} ${name}`;
	if (UNSEEN.test(character)) return `${code} (invisible)`;
	if (SPACE.test(character)) return `${code} (a space)`;
	return code;
}

interface Run {
	removed: string[];
	added: string[];
	atStart: boolean;
	atEnd: boolean;
}

/** The code points that differ, in runs between the ones both texts share. */
function runsOf(before: string, after: string): Run[] {
	const script = diffLines(Array.from(before), Array.from(after));
	const runs: Run[] = [];
	let current: Run | undefined;
	script.forEach((step, index) => {
		if (step.kind === 'equal') {
			current = undefined;
			return;
		}
		if (!current) {
			current = { removed: [], added: [], atStart: index === 0, atEnd: false };
			runs.push(current);
		}
		(step.kind === 'remove' ? current.removed : current.added).push(step.text);
		current.atEnd = index === script.length - 1;
	});
	return runs;
}

/** "U+0065 LATIN SMALL LETTER E + U+0301 COMBINING ACUTE ACCENT"; a repeated one counted: "2 × U+0020 SPACE". */
function named(characters: string[]): string {
	const repeats: Array<{ character: string; times: number }> = [];
	for (const character of characters) {
		const last = repeats[repeats.length - 1];
		if (last?.character === character) last.times++;
		else repeats.push({ character, times: 1 });
	}
	return repeats.map(({ character, times }) => `${times === 1 ? '' : `${times} × `}${codePointName(character)}`).join(' + ');
}

function runWords({ removed, added, atStart, atEnd }: Run): string {
	const where = atEnd ? ' at the end' : atStart ? ' at the start' : '';
	if (removed.length === 0) return `${named(added)} added${where}`;
	if (added.length === 0) return `${named(removed)} removed${where}`;
	return `${named(removed)} became ${named(added)}`;
}

function form(text: string): string {
	if (text === text.normalize('NFC')) return 'NFC';
	return text === text.normalize('NFD') ? 'NFD' : 'mixed forms';
}

/**
 * The hosts of the links and addresses in a text: what follows `//` (and any `user@`) or `@`. Only
 * ASCII white space and URL punctuation end one: an invisible character inside a host is part of
 * what it spells.
 */
function domainsOf(text: string): Set<string> {
	const hosts = [...text.matchAll(/(?:\/\/(?:[^\x00-\x20/?#@]*@)?|@)([^\x00-\x20/?#:@<>"'()]+)/gu)].map((match) => match[1]);
	return new Set(hosts.map((host) => host.replace(/\.$/, '')));
}

/** Hosts written with more than ASCII that only one side has, in their `xn--` form. */
function domainWords(before: string, after: string): string[] {
	const [old, next] = [domainsOf(before), domainsOf(after)];
	const spelled = (hosts: Set<string>, others: Set<string>, side: string) =>
		[...hosts].filter((host) => !others.has(host) && asciiDomain(host) !== host).map((host) => `domain ${side} ${asciiDomain(host)}`);
	return [...spelled(old, next, 'before'), ...spelled(next, old, 'now')];
}

/** The most differences named one by one; a text changed all over is not a lookalike to spell out. */
const MOST_RUNS = 8;

/**
 * What tells apart two texts that differ yet render alike, in words a reviewer can check:
 * "U+0065 LATIN SMALL LETTER E became U+0435 CYRILLIC SMALL LETTER IE, domain now
 * xn--acm-tdd.example". Undefined when they are the same or look different anyway.
 */
export function lookalikeWords(before: string, after: string): string | undefined {
	if (before === after || skeleton(before) !== skeleton(after)) return undefined;
	const tally = new Map<string, number>();
	for (const run of runsOf(before, after)) {
		const words = runWords(run);
		tally.set(words, (tally.get(words) ?? 0) + 1);
	}
	const differences = [...tally].map(([words, times]) => (times === 1 ? words : `${words} (${times} times)`));
	const shown = differences.slice(0, MOST_RUNS);
	if (differences.length > MOST_RUNS) shown.push(`${differences.length - MOST_RUNS} more differences`);
	const normalization =
		before.normalize('NFC') === after.normalize('NFC') ? [`another Unicode form (${form(before)} before, ${form(after)} now)`] : [];
	return [...normalization, ...shown, ...domainWords(before, after)].join(', ');
}
