import { htmlTokens, attributesOf } from '../compare/diff/htmlTokens';
import { decodeEntities } from '../compare/diff/htmlText';
import { MARK_STYLE } from './marks';
import { escapeHtml } from '../compare/diff/html';

// A draft's HTML is someone else's content: each rendering is an iframe that runs none of it.
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

const isSafe = (value: string) => {
	// ASCII's controls and the space, which browsers skip in an address, left out by code: n8n's lint
	// refuses control characters in a regular expression.
	const target = Array.from(decodeEntities(value))
		.filter((character) => character.charCodeAt(0) > 0x20 && character !== '\u007f')
		.join('');
	return SAFE_SCHEMES.test(target) || RELATIVE.test(target);
};

// A tag with an unsafe address is written anew without it.
function withoutUnsafe(name: string, attributes: Record<string, string>): string {
	const kept = Object.entries(attributes)
		.filter(([attribute, value]) => !URL_ATTRIBUTES.includes(attribute) || isSafe(value))
		.map(([attribute, value]) => ` ${attribute}="${value.replace(/"/g, '&quot;')}"`);
	return `<${name}${kept.join('')}>`;
}

function defused(html: string): string {
	return htmlTokens(html)
		.map((token) => {
			if (token.kind !== 'tag' || token.closing) return token.raw;
			const attributes = attributesOf(token);
			if (token.name === 'meta' && /refresh/i.test(attributes['http-equiv'] ?? ''))
				return '<!-- a refresh the review does not follow -->';
			const unsafe = URL_ATTRIBUTES.some(
				(attribute) => attributes[attribute] !== undefined && !isSafe(attributes[attribute]),
			);
			return unsafe ? withoutUnsafe(token.name ?? 'span', attributes) : token.raw;
		})
		.join('');
}

// Within double quotes only `&` and `"` need escaping: the rest of the HTML keeps its size.
const quoted = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

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
		`referrerpolicy="no-referrer" srcdoc="${quoted(srcdoc)}"></iframe></div>`
	);
}
