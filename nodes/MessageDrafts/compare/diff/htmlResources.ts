import { type Html, type HtmlToken, VOID_ELEMENTS, attributesOf, tokensOf } from './htmlTokens';
import { decodeEntities, readableText } from './htmlText';
import { visibleText } from './visibleLines';

// What an HTML message gives besides the words a reader sees, one `kind: value` line each.
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
const HIDING_DECLARATION = [
	String.raw`display\s*:\s*none`,
	String.raw`visibility\s*:\s*hidden`,
	String.raw`mso-hide\s*:\s*all`,
	String.raw`(?:max-height|font-size|opacity)\s*:\s*0(?![.\d]*[1-9])[.\d]*(?:px|em|rem|pt|%)?`,
].join('|');
const HIDING_STYLE = new RegExp(
	String.raw`(?:^|;)\s*(?:${HIDING_DECLARATION})\s*(?:!important)?\s*(?:;|$)`,
	'i',
);

// HTML allows ASCII white space only: any other space at either end is part of the address, as a
// browser reads it.
function htmlTrim(value: string): string {
	return value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
}

// Made visible, so an invisible character slipped into an address shows.
function line(kind: ResourceKind, value: string): string {
	return `${kind}: ${visibleText(value)}`;
}

function cssUrls(css: string): string[] {
	return [...decodeEntities(css).matchAll(CSS_URL)].map((match) =>
		htmlTrim(match[1] ?? match[2] ?? match[3]),
	);
}

function isHiding(attributes: Record<string, string>): boolean {
	return (
		Object.hasOwn(attributes, 'hidden') || HIDING_STYLE.test(decodeEntities(attributes.style ?? ''))
	);
}

function tagResources(token: HtmlToken, attributes: Record<string, string>): string[] {
	const name = token.name as string;
	const value = (attribute: string) => htmlTrim(decodeEntities(attributes[attribute]));
	const lines: string[] = [];
	if (Object.hasOwn(attributes, 'href')) {
		if (LINK_ELEMENTS.has(name)) lines.push(line('link target', value('href')));
		else if (name === 'link' && /stylesheet/i.test(attributes.rel ?? ''))
			lines.push(line('style sheet', value('href')));
		else lines.push(line('embedded resource', `${name} ${value('href')}`));
	}
	if (Object.hasOwn(attributes, 'src')) {
		if (IMAGE_ELEMENTS.has(name)) {
			const alt = Object.hasOwn(attributes, 'alt')
				? ` (alt "${readableText(attributes.alt)}")`
				: ' (no alt text)';
			lines.push(line('image', `${value('src')}${alt}`));
		} else {
			lines.push(line('embedded resource', `${name} ${value('src')}`));
		}
	}
	if (Object.hasOwn(attributes, 'srcset')) lines.push(line('image set', value('srcset')));
	if (Object.hasOwn(attributes, 'poster'))
		lines.push(line('image', `${value('poster')} (video poster)`));
	if (Object.hasOwn(attributes, 'action')) lines.push(line('form target', value('action')));
	if (Object.hasOwn(attributes, 'background'))
		lines.push(line('background image', value('background')));
	for (const url of cssUrls(attributes.style ?? '')) lines.push(line('background image', url));
	return lines;
}

export function htmlResourceLines(html: Html): string[] {
	const lines: string[] = [];
	const open: string[] = [];
	// A closing tag with none open is passed over at once.
	const openCount = new Map<string, number>();
	let hiderAt = -1;
	let hiddenText = '';
	const close = (from: number) => {
		for (const name of open.splice(from)) openCount.set(name, (openCount.get(name) as number) - 1);
		if (hiderAt < from) return;
		const text = readableText(hiddenText);
		if (text !== '') lines.push(line('hidden text', text));
		hiderAt = -1;
		hiddenText = '';
	};
	for (const token of tokensOf(html)) {
		const name = token.name;
		if (token.kind === 'text') {
			const inside = open[open.length - 1];
			if (inside === 'style')
				for (const url of cssUrls(token.raw)) lines.push(line('background image', url));
			else if (hiderAt >= 0 && inside !== 'script') hiddenText += token.raw;
			continue;
		}
		if (token.kind !== 'tag' || name === undefined) continue;
		if (token.closing) {
			// Elements left open inside the one closed close with it, as a browser closes them.
			if (openCount.get(name)) close(open.lastIndexOf(name));
			continue;
		}
		// Most tags have no attributes: those are not parsed.
		const attributes = token.raw.length > name.length + 2 ? attributesOf(token) : {};
		lines.push(...tagResources(token, attributes));
		if (VOID_ELEMENTS.has(name) || token.raw.endsWith('/>')) continue;
		if (hiderAt < 0 && isHiding(attributes)) hiderAt = open.length;
		open.push(name);
		openCount.set(name, (openCount.get(name) ?? 0) + 1);
	}
	close(0);
	return lines;
}

export function resourceKind(resourceLine: string): ResourceKind {
	return resourceLine.slice(0, resourceLine.indexOf(': ')) as ResourceKind;
}

export function resourceValue(resourceLine: string): string {
	return resourceLine.slice(resourceLine.indexOf(': ') + 2);
}
