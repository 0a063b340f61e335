// Forgiving, as email HTML needs: the tokens' `raw` texts joined give the input back exactly.
export interface HtmlToken {
	kind: 'tag' | 'text' | 'comment';
	raw: string;
	name?: string;
	closing?: boolean;
}

// Tokens let several views cut the HTML once.
export type Html = string | readonly HtmlToken[];

export function tokensOf(html: Html): readonly HtmlToken[] {
	return typeof html === 'string' ? htmlTokens(html) : html;
}

// A comment ends where a browser ends it: `<!-->` and `<!--->` are whole comments, and `--!>`
// closes one too.
const TOKEN = new RegExp(
	[
		/<!--(?:>|->|[\s\S]*?(?:--!?>|$))/.source,
		/<![^>]*>?/.source,
		/<\/?[a-zA-Z][^\s/>]*(?:"[^"]*"|'[^']*'|[^'">])*>?/.source,
		/[^<]+|</.source,
	].join('|'),
	'g',
);
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

// Values keep their entities; read only where needed.
export function attributesOf(token: HtmlToken): Record<string, string> {
	const attributes: Record<string, string> = {};
	const nameEnd = /^<\/?[^\s/>]*/.exec(token.raw)?.[0].length ?? 0;
	for (const match of token.raw.slice(nameEnd).matchAll(ATTRIBUTE)) {
		const name = match[1].toLowerCase();
		if (!Object.hasOwn(attributes, name)) attributes[name] = match[2] ?? match[3] ?? match[4] ?? '';
	}
	return attributes;
}

export function htmlTokens(html: string): HtmlToken[] {
	const tokens: HtmlToken[] = [];
	for (const [raw] of html.matchAll(TOKEN)) {
		if (raw.startsWith('<!--') || raw.startsWith('<!')) {
			tokens.push({ kind: 'comment', raw });
			continue;
		}
		const tag = /^<(\/?)([a-zA-Z][^\s/>]*)/.exec(raw);
		if (!tag) {
			tokens.push({ kind: 'text', raw });
			continue;
		}
		tokens.push({ kind: 'tag', raw, name: tag[2].toLowerCase(), closing: tag[1] === '/' });
	}
	return tokens;
}

export const VOID_ELEMENTS = new Set([
	'area',
	'base',
	'br',
	'col',
	'embed',
	'hr',
	'img',
	'input',
	'link',
	'meta',
	'source',
	'track',
	'wbr',
]);
