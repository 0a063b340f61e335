// Cuts fall between grapheme clusters (a letter with its accents, an emoji with its joiners).
const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function graphemes(text: string): string[] {
	return Array.from(GRAPHEMES.segment(text), ({ segment }) => segment);
}

export function leadingGraphemes(text: string, length: number): string {
	if (text.length <= length) return text;
	let kept = '';
	for (const { segment } of GRAPHEMES.segment(text)) {
		if (kept.length + segment.length > length) break;
		kept += segment;
	}
	return kept;
}

// `…` included in `length`.
export function clipped(text: string, length: number): string {
	return text.length <= length ? text : `${leadingGraphemes(text, length - 1)}…`;
}

// A list of any size stays a few hundred characters; at least one item is kept, clipped if need be.
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
