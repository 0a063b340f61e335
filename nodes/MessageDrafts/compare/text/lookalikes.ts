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

// An override fixes the order of what it holds.
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

// The order a reader sees. Only a right-to-left override is turned around; other embeddings
// depend on their letters, so they stay in stored order.
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
		// A pop closes the innermost override or embedding, never past an isolate. A pop with nothing
		// to close is kept.
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

// UTS #39's skeleton of the text as shown, with blanks and white space read as one space: two
// texts with the same skeleton render alike.
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

// Only ASCII white space and URL punctuation end a host: an invisible character is part of it.
// ASCII's controls and the space become spaces first, one for one, so the pattern needs no control
// characters (n8n's lint refuses them in a regular expression) and the hosts read the same.
function domainsOf(text: string): Set<string> {
	const spaced = Array.from(text, (character) =>
		character.charCodeAt(0) <= 0x20 ? ' ' : character,
	);
	const hosts = [
		...spaced.join('').matchAll(/(?:\/\/(?:[^ /\\?#@]*@)?|@)([^ /\\?#:@<>"'()]+)/gu),
	].map((match) => match[1]);
	return new Set(hosts.map((host) => host.replace(/\.$/, '')));
}

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

// A text changed all over is not a lookalike to spell out.
const MOST_RUNS = 8;

// Undefined when the texts are the same or look different anyway.
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
