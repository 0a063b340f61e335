import { type Html, tokensOf } from './htmlTokens';

/**
 * HTML markup as lines a person can read in a diff: one tag, comment or run of text per line,
 * lines of the source kept apart, surrounding white space trimmed and empty lines dropped.
 */
export function markupLines(html: Html): string[] {
	return tokensOf(html)
		.flatMap((token) => token.raw.split('\n'))
		.map((line) => line.trim())
		.filter((line) => line !== '');
}
