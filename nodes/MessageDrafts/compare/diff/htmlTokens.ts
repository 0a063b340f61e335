/**
 * HTML cut into tags, text and comments, forgiving as email HTML needs: nothing is dropped, so
 * the tokens' `raw` texts joined give the input back exactly.
 */
export interface HtmlToken {
	kind: 'tag' | 'text' | 'comment';
	raw: string;
	/** Lower-case element name of a tag. */
	name?: string;
	closing?: boolean;
}

/** HTML given as text or as its tokens already cut, so that several views cut it once. */
export type Html = string | readonly HtmlToken[];

export function tokensOf(html: Html): readonly HtmlToken[] {
	return typeof html === 'string' ? htmlTokens(html) : html;
}

const TOKEN =
	/<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\/?[a-zA-Z][^\s/>]*(?:"[^"]*"|'[^']*'|[^'">])*>?|[^<]+|</g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/**
 * A tag's attributes by lower-case name, values with entities as written; read only where needed.
 */
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

/** Elements that never have content or a closing tag. */
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
