import { type Html, tokensOf } from './htmlTokens';

export function markupLines(html: Html): string[] {
	return tokensOf(html)
		.flatMap((token) => token.raw.split('\n'))
		.map((line) => line.trim())
		.filter((line) => line !== '');
}
