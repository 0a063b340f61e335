/**
 * Cutting text to a length without cutting a character: a cut falls between grapheme clusters (a
 * letter with its accents, an emoji with its modifiers and joiners), never inside a surrogate pair.
 */

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text's grapheme clusters, in order. */
export function graphemes(text: string): string[] {
	return Array.from(GRAPHEMES.segment(text), ({ segment }) => segment);
}

/** The longest start of the text, in whole grapheme clusters, that is at most `length` long. */
export function leadingGraphemes(text: string, length: number): string {
	if (text.length <= length) return text;
	let kept = '';
	for (const { segment } of GRAPHEMES.segment(text)) {
		if (kept.length + segment.length > length) break;
		kept += segment;
	}
	return kept;
}

/** The text, or its start and `…` when it is longer than `length` (the `…` included). */
export function clipped(text: string, length: number): string {
	return text.length <= length ? text : `${leadingGraphemes(text, length - 1)}…`;
}

/**
 * Items joined by `separator` up to `length` characters, then how many were left out, as "a; b;
 * and 12 more": a list of any size stays a few hundred characters. At least one item is kept,
 * clipped if it must be.
 */
export function listedWithin(items: readonly string[], length: number, separator = '; '): string {
	let listed = '';
	let count = 0;
	for (const item of items) {
		const rest = items.length - count - 1;
		const more = rest > 0 ? `${separator}and ${rest} more` : '';
		const next = `${count === 0 ? '' : separator}${item}`;
		if (listed.length + next.length + more.length > length) break;
		listed += next;
		count++;
	}
	if (count === 0 && items.length > 0) {
		const rest = items.length - 1;
		const more = rest > 0 ? `${separator}and ${rest} more` : '';
		return `${clipped(items[0], Math.max(length - more.length, 2))}${more}`;
	}
	const left = items.length - count;
	return left > 0 ? `${listed}${separator}and ${left} more` : listed;
}
