import { type Html, tokensOf } from './htmlTokens';

const UNREAD = new Set(['head', 'style', 'script', 'title']);
const BLOCK = new Set([
	'address',
	'article',
	'aside',
	'blockquote',
	'br',
	'dd',
	'div',
	'dl',
	'dt',
	'footer',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'header',
	'hr',
	'li',
	'ol',
	'p',
	'pre',
	'section',
	'table',
	'tbody',
	'td',
	'tfoot',
	'th',
	'thead',
	'tr',
	'ul',
]);
const ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
		if (name[0] === '#') {
			const code =
				name[1] === 'x' || name[1] === 'X'
					? parseInt(name.slice(2), 16)
					: parseInt(name.slice(1), 10);
			return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
		}
		return ENTITIES[name.toLowerCase()] ?? entity;
	});
}

// Only HTML's white space (ASCII spaces, tabs, line breaks) collapses, as a browser draws it; a
// no-break space or line separator stays.
export function readableText(text: string): string {
	return decodeEntities(text)
		.replace(/[\t\n\f\r ]+/g, ' ')
		.replace(/^ | $/g, '');
}

// A diff of these lines shows what a reader notices, not markup churn.
export function htmlToTextLines(html: Html): string[] {
	let text = '';
	let unread: string | undefined;
	for (const token of tokensOf(html)) {
		if (unread !== undefined) {
			if (token.kind === 'tag' && token.closing && token.name === unread) unread = undefined;
		} else if (token.kind === 'text') {
			text += token.raw;
		} else if (token.kind === 'tag' && token.name !== undefined) {
			if (UNREAD.has(token.name) && !token.closing) unread = token.name;
			else if (BLOCK.has(token.name)) text += '\n';
		}
	}
	return text
		.split('\n')
		.map(readableText)
		.filter((line) => line !== '');
}
