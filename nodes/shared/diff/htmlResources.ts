import { type HtmlToken, VOID_ELEMENTS, htmlTokens } from './htmlTokens';
import { decodeEntities, readableText } from './htmlText';
import { visibleText } from './visibleLines';

/**
 * What an HTML message gives its recipient besides the words they read, one line each in document
 * order, as `kind: value`: link targets with their whole query string, images with their alt text,
 * background images (attributes and CSS `url(...)`), other addresses the message loads or sends to,
 * and text hidden from view (a preheader, say).
 */
export type ResourceKind =
	| 'link target'
	| 'image'
	| 'image set'
	| 'background image'
	| 'style sheet'
	| 'form target'
	| 'embedded resource'
	| 'hidden text';

const IMAGE_ELEMENTS = new Set(['img', 'amp-img', 'amp-anim', 'input']);
const LINK_ELEMENTS = new Set(['a', 'area', 'base']);
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi;
const HIDING_STYLE =
	/(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden|mso-hide\s*:\s*all|(?:max-height|font-size|opacity)\s*:\s*0(?![.\d]*[1-9])[.\d]*(?:px|em|rem|pt|%)?\s*(?:!important)?\s*(?:;|$))/i;

/** Values are made visible, so that an invisible character slipped into an address shows. */
function line(kind: ResourceKind, value: string): string {
	return `${kind}: ${visibleText(value)}`;
}

function cssUrls(css: string): string[] {
	return [...decodeEntities(css).matchAll(CSS_URL)].map((match) => (match[1] ?? match[2] ?? match[3]).trim());
}

function isHiding(attributes: Record<string, string>): boolean {
	return Object.hasOwn(attributes, 'hidden') || HIDING_STYLE.test(decodeEntities(attributes.style ?? ''));
}

/** The resource lines of one opening tag. */
function tagResources(token: HtmlToken): string[] {
	const name = token.name as string;
	const attributes = token.attributes ?? {};
	const value = (attribute: string) => decodeEntities(attributes[attribute]).trim();
	const lines: string[] = [];
	if (Object.hasOwn(attributes, 'href')) {
		if (LINK_ELEMENTS.has(name)) lines.push(line('link target', value('href')));
		else if (name === 'link' && /stylesheet/i.test(attributes.rel ?? '')) lines.push(line('style sheet', value('href')));
		else lines.push(line('embedded resource', `${name} ${value('href')}`));
	}
	if (Object.hasOwn(attributes, 'src')) {
		if (IMAGE_ELEMENTS.has(name)) {
			const alt = Object.hasOwn(attributes, 'alt') ? ` (alt "${readableText(attributes.alt)}")` : ' (no alt text)';
			lines.push(line('image', `${value('src')}${alt}`));
		} else {
			lines.push(line('embedded resource', `${name} ${value('src')}`));
		}
	}
	if (Object.hasOwn(attributes, 'srcset')) lines.push(line('image set', value('srcset')));
	if (Object.hasOwn(attributes, 'poster')) lines.push(line('image', `${value('poster')} (video poster)`));
	if (Object.hasOwn(attributes, 'action')) lines.push(line('form target', value('action')));
	if (Object.hasOwn(attributes, 'background')) lines.push(line('background image', value('background')));
	for (const url of cssUrls(attributes.style ?? '')) lines.push(line('background image', url));
	return lines;
}

interface Open {
	name: string;
	/** Text gathered while the element hides its content; undefined when it does not. */
	hiddenText?: string;
}

export function htmlResourceLines(html: string): string[] {
	const lines: string[] = [];
	const open: Open[] = [];
	const hiding = () => open.some((element) => element.hiddenText !== undefined);
	for (const token of htmlTokens(html)) {
		const name = token.name;
		if (token.kind === 'text') {
			const inside = open[open.length - 1]?.name;
			if (inside === 'style') for (const url of cssUrls(token.raw)) lines.push(line('background image', url));
			else if (inside !== 'script') {
				const hider = open.find((element) => element.hiddenText !== undefined);
				if (hider) hider.hiddenText += token.raw;
			}
			continue;
		}
		if (token.kind !== 'tag' || name === undefined) continue;
		if (token.closing) {
			const at = open.map((element) => element.name).lastIndexOf(name);
			if (at < 0) continue;
			for (const element of open.splice(at).reverse()) {
				const text = readableText(element.hiddenText ?? '');
				if (text !== '') lines.push(line('hidden text', text));
			}
			continue;
		}
		lines.push(...tagResources(token));
		if (VOID_ELEMENTS.has(name) || token.raw.endsWith('/>')) continue;
		open.push({ name, hiddenText: !hiding() && isHiding(token.attributes ?? {}) ? ' ' : undefined });
	}
	// Elements left open at the end still hid their text.
	for (const element of open.reverse()) {
		const text = readableText(element.hiddenText ?? '');
		if (text !== '') lines.push(line('hidden text', text));
	}
	return lines;
}

/** The kind of a resource line. */
export function resourceKind(resourceLine: string): ResourceKind {
	return resourceLine.slice(0, resourceLine.indexOf(': ')) as ResourceKind;
}

/** The value of a resource line, without its kind. */
export function resourceValue(resourceLine: string): string {
	return resourceLine.slice(resourceLine.indexOf(': ') + 2);
}
