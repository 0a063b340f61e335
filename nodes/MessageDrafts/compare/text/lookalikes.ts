/**
 * Two texts that differ but look the same to a reader, and what tells them apart in words: the
 * code points with their names, text turned around by a direction override, and the domain a
 * browser resolves for an address written with other letters.
 */
import { diffLines } from '../diff/myers';
import {
	codePointLabel,
	characterName,
	isBlank,
	isIgnorable,
	isWhiteSpace,
	prototypeOf,
} from './characters';
import { graphemes } from './cut';
import { resolvedDomain } from './domains';

const codePointOf = (character: string) => character.codePointAt(0) as number;

/** Direction controls that open a span: an override fixes the order of what it holds. */
const OPENERS: Readonly<
	Record<string, 'right-to-left' | 'left-to-right' | 'embedding' | 'isolate'>
> = {
	'\u202e': 'right-to-left',
	'\u202d': 'left-to-right',
	'\u202a': 'embedding',
	'\u202b': 'embedding',
	'\u2066': 'isolate',
	'\u2067': 'isolate',
	'\u2068': 'isolate',
};
const POP_FORMATTING = '\u202c';
const POP_ISOLATE = '\u2069';
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';

interface Span {
	kind: (typeof OPENERS)[string] | 'line';
	opener: string;
	closer: string;
	items: Array<string | Span>;
}

function shown(span: Span): string {
	const parts = span.items.map((item) =>
		typeof item === 'string' ? item : `${item.opener}${shown(item)}${item.closer}`,
	);
	return (span.kind === 'right-to-left' ? parts.reverse() : parts).join('');
}

/**
 * The text in the order a reader sees it: what a right-to-left override holds, up to its pop or
 * the end of the line, is shown turned around, a letter (with its accents) at a time; a span
 * inside it keeps its own order. Other embeddings are taken in the order stored, since theirs
 * depends on the letters in them. The controls stay with what they hold.
 */
export function displayOrder(text: string): string {
	if (!text.includes(RIGHT_TO_LEFT_OVERRIDE)) return text;
	const line = (): Span => ({ kind: 'line', opener: '', closer: '', items: [] });
	const lines: Span[] = [line()];
	const stack: Span[] = [lines[0]];
	for (const character of graphemes(text)) {
		const top = stack[stack.length - 1];
		const kind = OPENERS[character];
		if (kind) {
			const span: Span = { kind, opener: character, closer: '', items: [] };
			top.items.push(span);
			stack.push(span);
			continue;
		}
		if (/^[\n\r\u2029]/.test(character)) {
			// A new paragraph ends every span.
			lines[lines.length - 1].items.push(character);
			lines.push(line());
			stack.splice(0, stack.length, lines[lines.length - 1]);
			continue;
		}
		// A pop closes the innermost override or embedding (never past an isolate); a pop of an
		// isolate closes the innermost isolate and all inside it. A pop with nothing to close is kept.
		let at = -1;
		if (character === POP_FORMATTING && top.kind !== 'isolate' && top.kind !== 'line')
			at = stack.length - 1;
		if (character === POP_ISOLATE) at = stack.map((span) => span.kind).lastIndexOf('isolate');
		if (at > 0) {
			stack[at].closer = character;
			stack.length = at;
			continue;
		}
		top.items.push(character);
	}
	return lines.map(shown).join('');
}

/**
 * What a text looks like, as one string: UTS #39's skeleton of the text in the order it is shown
 * (decomposed, characters that render as nothing dropped, each confusable read as its prototype),
 * with characters drawn as a blank read as a space, then every kind of white space one space, runs
 * of them one, and none at either end. Two texts with the same skeleton render alike.
 */
export function skeleton(text: string): string {
	const prototypes = Array.from(displayOrder(text).normalize('NFD'), (character) => {
		const codePoint = codePointOf(character);
		if (isBlank(codePoint)) return ' ';
		return isIgnorable(codePoint) ? '' : prototypeOf(character);
	});
	return Array.from(prototypes.join('').normalize('NFD'), (character) =>
		isWhiteSpace(codePointOf(character)) ? ' ' : character,
	)
		.join('')
		.replace(/ {2,}/g, ' ')
		.trim();
}

/**
 * "U+0435 CYRILLIC SMALL LETTER IE"; a character the table does not name by its code point and
 * kind.
 */
export function codePointName(character: string): string {
	const label = codePointLabel(character);
	const name = characterName(character);
	if (name) return `${label} ${name}`;
	if (isIgnorable(codePointOf(character))) return `${label} (invisible)`;
	if (isWhiteSpace(codePointOf(character))) return `${label} (a space)`;
	return label;
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

/**
 * "U+0065 LATIN SMALL LETTER E + U+0301 COMBINING ACUTE ACCENT"; a repeated one counted: "2 ×
 * U+0020 SPACE".
 */
function named(characters: string[]): string {
	const repeats: Array<{ character: string; times: number }> = [];
	for (const character of characters) {
		const last = repeats[repeats.length - 1];
		if (last?.character === character) last.times++;
		else repeats.push({ character, times: 1 });
	}
	return repeats
		.map(({ character, times }) =>
			times === 1 ? codePointName(character) : `${times} × ${codePointName(character)}`,
		)
		.join(' + ');
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
	const hosts = [
		...text.matchAll(/(?:\/\/(?:[^\x00-\x20/\\?#@]*@)?|@)([^\x00-\x20/\\?#:@<>"'()]+)/gu),
	].map((match) => match[1]);
	return new Set(hosts.map((host) => host.replace(/\.$/, '')));
}

/** Hosts that only one side spells as it does, in the form a browser resolves them. */
function domainWords(before: string, after: string): string[] {
	const [old, next] = [domainsOf(before), domainsOf(after)];
	const resolvedOf = (hosts: Set<string>) => new Set([...hosts].map(resolvedDomain));
	const spelled = (hosts: Set<string>, others: Set<string>, side: string, otherSide: string) =>
		[...hosts]
			.filter((host) => !others.has(host))
			.flatMap((host) => {
				const resolved = resolvedDomain(host);
				if (resolved === undefined) return [`domain ${side} not one a browser resolves`];
				if (resolved === host) return [];
				if (resolvedOf(others).has(resolved))
					return [`domain ${side} read as ${resolved}, the same as ${otherSide}`];
				return [`domain ${side} ${resolved}`];
			});
	return [...spelled(old, next, 'before', 'now'), ...spelled(next, old, 'now', 'before')];
}

/** What a side shows turned around by a right-to-left override. */
function reversalWords(before: string, after: string): string[] {
	const reversed = (text: string, side: string) =>
		displayOrder(text) === text
			? []
			: [
					`text after ${codePointName(RIGHT_TO_LEFT_OVERRIDE)} shown ${side} in the ` +
						'reverse of its stored order',
				];
	return [...reversed(before, 'before'), ...reversed(after, 'now')];
}

/**
 * The most differences named one by one; a text changed all over is not a lookalike to spell out.
 */
const MOST_RUNS = 8;

/**
 * What tells apart two texts that differ yet render alike, in words a reviewer can check:
 * "U+0065 LATIN SMALL LETTER E became U+0435 CYRILLIC SMALL LETTER IE, domain now
 * xn--acm-tdd.example". Undefined when they are the same or look different anyway.
 */
export function lookalikeWords(before: string, after: string): string | undefined {
	if (before === after || skeleton(before) !== skeleton(after)) return undefined;
	const tally = new Map<string, number>();
	for (const run of runsOf(displayOrder(before), displayOrder(after))) {
		const words = runWords(run);
		tally.set(words, (tally.get(words) ?? 0) + 1);
	}
	const differences = [...tally].map(([words, times]) =>
		times === 1 ? words : `${words} (${times} times)`,
	);
	const shownOnes = differences.slice(0, MOST_RUNS);
	if (differences.length > MOST_RUNS)
		shownOnes.push(`${differences.length - MOST_RUNS} more differences`);
	const normalization =
		before.normalize('NFC') === after.normalize('NFC')
			? [`another Unicode form (${form(before)} before, ${form(after)} now)`]
			: [];
	return [
		...normalization,
		...shownOnes,
		...reversalWords(before, after),
		...domainWords(before, after),
	].join(', ');
}
