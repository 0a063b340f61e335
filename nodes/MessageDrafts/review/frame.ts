import { htmlTokens, attributesOf, type HtmlToken } from '../compare/diff/htmlTokens';
import { decodeEntities } from '../compare/diff/htmlText';
import { MARK_STYLE } from './marks';
import { escapeHtml } from '../compare/diff/html';

// A draft's HTML is someone else's content: each rendering is an iframe that runs none of it and
// reaches no host until the reviewer shows remote images.
// Why each part: docs/reviewing-drafts.md#what-the-page-runs

// The frame's own policy, within the page's: remote images only once the reviewer asks for them.
export const IMAGES_BLOCKED = "img-src data:; default-src 'none'; style-src 'unsafe-inline'";
export const IMAGES_SHOWN =
	"img-src data: https: http:; default-src 'none'; style-src 'unsafe-inline'";

const PRELUDE = (policy: string) =>
	'<!DOCTYPE html>' +
	'<meta http-equiv="Content-Security-Policy" ' +
	`content="${policy}; base-uri 'none'; form-action 'none'">` +
	'<meta name="referrer" content="no-referrer">' +
	'<base target="_blank">' +
	`<style>${MARK_STYLE}</style>`;

// Addresses in any other scheme are dropped from the copy shown: the frame runs no script anyway.
const SAFE_SCHEMES = /^(https?:|mailto:|tel:|#|$)/i;
const RELATIVE = /^[/?]|^[^:]*$/;
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background'];

// Chromium opens a connection to a frame's or an object's address before the policy refuses it,
// and follows a link element's hints (preconnect, dns-prefetch) whatever the policy says: the copy
// shown has neither. A link element loads nothing else the policy allows.
const FRAMES = new Set(['iframe', 'frame', 'object', 'embed', 'applet', 'portal', 'fencedframe']);
// The page sends no referrer, and requests only what the reviewer asks for: the draft's own
// referrer policy and the requests an attribute adds to a click are left out.
const LEFT_OUT = new Set(['referrerpolicy', 'ping', 'attributionsrc']);
// Headers a meta element may set that only describe the document; any other is left out.
const DESCRIPTIVE = new Set(['content-type', 'content-language', 'x-ua-compatible']);

const isSafe = (value: string) => {
	// ASCII's controls and the space, which browsers skip in an address, left out by code: n8n's lint
	// refuses control characters in a regular expression.
	const target = Array.from(decodeEntities(value))
		.filter((character) => character.charCodeAt(0) > 0x20 && character !== '\u007f')
		.join('');
	return SAFE_SCHEMES.test(target) || RELATIVE.test(target);
};

const kept = ([name, value]: [string, string]) =>
	!/</.test(name) && !LEFT_OUT.has(name) && (!URL_ATTRIBUTES.includes(name) || isSafe(value));

// Entities stay as the draft wrote them, so the value reads the same.
const quoted = (value: string) =>
	value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// In an unquoted value a "/" before ">" is the value's own, not the tag's end.
const selfClosing = (raw: string) => /\/>$/.test(raw) && !/=\s*[^\s"'>]*\/>$/.test(raw);

// Every tag is written anew from what this reading saw, its values quoted with no angle bracket:
// a quote or bracket where a browser reads HTML otherwise cannot hide a tag from this reading. A
// tag it cannot write so (unfinished, or a name with a bracket or quote) shows as text.
function rewritten(token: HtmlToken, attributes: Record<string, string>): string {
	const name = token.name ?? '';
	if (!token.raw.endsWith('>') || !/^[a-z][^\s/>"'<=]*$/.test(name)) return escapeHtml(token.raw);
	if (token.closing) return `</${name}>`;
	const written = Object.entries(attributes)
		.filter(kept)
		.map(([attribute, value]) => ` ${attribute}="${quoted(value)}"`);
	return `<${name}${written.join('')}${selfClosing(token.raw) ? '/' : ''}>`;
}

const headerOf = (value: string | undefined) =>
	decodeEntities(value ?? '')
		.trim()
		.toLowerCase();

// What the copy shown has in place of a tag: the tag written anew, or a trace of what was left out.
function shown(token: HtmlToken): string {
	const attributes = attributesOf(token);
	const { name = '' } = token;
	if (FRAMES.has(name)) return token.closing ? '' : '<!-- a frame the review does not load -->';
	if (token.closing) return rewritten(token, attributes);
	if (name === 'link') return '<!-- a linked resource the review does not load -->';
	if (name === 'meta') {
		const header = headerOf(attributes['http-equiv']);
		if (/refresh/.test(header)) return '<!-- a refresh the review does not follow -->';
		if ((header !== '' && !DESCRIPTIVE.has(header)) || headerOf(attributes.name) === 'referrer')
			return '<!-- a page setting the review does not apply -->';
	}
	return rewritten(token, attributes);
}

function defused(html: string): string {
	return htmlTokens(html)
		.map((token) => {
			if (token.kind === 'tag') return shown(token);
			// A comment's text cannot open a tag where a browser does not read it as a comment.
			if (token.kind === 'comment') return `<!${token.raw.slice(2).replace(/</g, '&lt;')}`;
			return token.raw;
		})
		.join('');
}

// Within double quotes only `&` and `"` need escaping: the rest of the HTML keeps its size.
const srcdocValue = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// One frame per rendering, at a desktop width (640 px) or, when the reviewer picks it, a phone's
// (375 px): the page's style switches it, so the draft's HTML is on the page once.
export function sandboxedFrame(html: string, title: string, group: string): string {
	const srcdoc = PRELUDE(IMAGES_BLOCKED) + defused(html);
	const width = (value: string, label: string, checked: boolean) =>
		`<label><input type="radio" name="${group}" value="${value}"${checked ? ' checked' : ''}> ` +
		`${label}</label>`;
	return (
		'<div class="frames">' +
		width('desktop', 'Desktop, 640 px', true) +
		width('phone', 'Phone, 375 px', false) +
		`<iframe class="rendering" title="${escapeHtml(title)}" data-images="blocked" ` +
		'loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox" ' +
		`referrerpolicy="no-referrer" srcdoc="${srcdocValue(srcdoc)}"></iframe></div>`
	);
}
