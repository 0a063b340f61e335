/**
 * Build Review Page, through n8n's engine against the sandbox: the copy each rendering shows
 * reaches no host by itself. Read as a browser reads it (parse5, the WHATWG parser, with scripting
 * off as in the sandboxed frames), it has no frame or object, no link element (preconnect,
 * dns-prefetch, preload and the other hints), no meta that sets a header or the referrer, and no
 * attribute that adds a request or a referrer, however the draft nests, cases or encodes them.
 * Chromium's net log shows the same from outside: test/e2e/reviewPage.e2e.ts.
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5';

import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { DEMO } from '../../../../../sandbox';
import { int, pick, type Random, seededRandom } from '../../../../../sandbox/prng';
import { nodeRuns } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import { byId } from '../../support';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const sandbox = useSandbox();
const { run } = nodeRuns(new MessageDrafts(), sandbox);
const { email } = DEMO;

beforeEach(async () => {
	await sandbox.reset();
});

function* elementsOf(node: Node): Generator<Element> {
	const children = 'childNodes' in node ? node.childNodes : [];
	for (const child of children) {
		if (!('tagName' in child)) continue;
		yield child;
		yield* elementsOf(child);
		// A template's content is a document fragment of its own.
		if ('content' in child) yield* elementsOf(child.content);
	}
}

const attributeOf = (element: Element, name: string) =>
	element.attrs.find((attribute) => attribute.name === name)?.value;

/** The documents the page's renderings show: the page read as a browser reads it, then each srcdoc. */
function renderings(page: string): string[] {
	return [...elementsOf(parse(page))]
		.filter((element) => element.tagName === 'iframe')
		.map((element) => attributeOf(element, 'srcdoc') ?? '');
}

// Stated here apart from the node's own lists, as the browser's elements and attributes.
const FRAMES = ['iframe', 'frame', 'object', 'embed', 'applet', 'portal', 'fencedframe'];
const REQUESTING = ['referrerpolicy', 'ping', 'attributionsrc', 'srcdoc'];
// Headers that only describe the document, or only restrict it (the frame's own policy).
const HARMLESS = ['content-type', 'content-language', 'x-ua-compatible', 'content-security-policy'];

/** What in one rendering could reach a host by itself, as the browser reads it. */
function reaching(srcdoc: string): string[] {
	const found: string[] = [];
	for (const element of elementsOf(parse(srcdoc, { scriptingEnabled: false }))) {
		const { tagName } = element;
		if (FRAMES.includes(tagName) || tagName === 'link') found.push(`<${tagName}>`);
		for (const { name } of element.attrs)
			if (REQUESTING.includes(name)) found.push(`<${tagName} ${name}>`);
		if (tagName !== 'meta') continue;
		const header = attributeOf(element, 'http-equiv')?.trim().toLowerCase();
		if (header !== undefined && !HARMLESS.includes(header)) found.push(`<meta ${header}>`);
		// The frame's own sends none.
		const referrer = attributeOf(element, 'name')?.trim().toLowerCase() === 'referrer';
		if (referrer && attributeOf(element, 'content') !== 'no-referrer')
			found.push('<meta referrer>');
	}
	return found;
}

/** Shows `html` as a draft's HTML on a copy of the welcome email: the documents of its renderings. */
async function reviewer() {
	const { body } = await sandbox.api<{ id: string }>(
		'POST',
		`/drafts/${email.welcomePublishedDraft}/duplicate`,
		{ body: { name: 'Hosts' } },
	);
	return async (html: string) => {
		const { status } = await sandbox.api('PUT', `/_sandbox/drafts/${body.id}/content`, {
			body: { html },
		});
		expect(status).toBe(200);
		const [[item]] = await run({
			resource: 'draft',
			operation: 'reviewPage',
			channel: 'email',
			draftId: byId(body.id),
			targetLanguage: 'handlebars',
		});
		return renderings(Buffer.from(String(item.binary?.data?.data), 'base64').toString('utf8'));
	};
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('Message Drafts: Build Review Page reaches no host', () => {
	it('leaves out of the copy it shows every frame, link element and header a draft has, with a trace of each', async () => {
		const show = await reviewer();
		const tracker = 'https://tracker.example';
		const hints = [
			'preconnect',
			'dns-prefetch',
			'preload',
			'prefetch',
			'prerender',
			'modulepreload',
		];
		const html =
			'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">' +
			`<meta http-equiv="refresh" content="0;url=${tracker}/refresh">` +
			`<meta http-equiv="Link" content="<${tracker}>; rel=preconnect">` +
			'<meta http-equiv="x-dns-prefetch-control" content="on">' +
			'<meta name="referrer" content="unsafe-url">' +
			hints.map((rel) => `<link rel="${rel}" href="${tracker}/${rel}">`).join('') +
			`<link rel="stylesheet" href="${tracker}/style.css"></head><body><p>Hello</p>` +
			`<iframe src="${tracker}/frame"></iframe>` +
			`<iframe srcdoc="<iframe src=&quot;${tracker}/nested&quot;></iframe>"></iframe>` +
			'<svg width="20" height="20"><foreignObject width="20" height="20">' +
			`<iframe src="${tracker}/foreign"></iframe></foreignObject></svg>` +
			`<object data="${tracker}/object"><p>Object fallback</p></object>` +
			`<embed src="${tracker}/embed">` +
			`<a href="https://shop.example/" ping="${tracker}/ping" referrerpolicy="unsafe-url" ` +
			`attributionsrc="${tracker}/attribution">Shop</a>` +
			'<img src="https://images.example/logo.png" referrerpolicy="unsafe-url" alt="Logo">' +
			'</body></html>';
		const copies = await show(html);
		for (const copy of copies) expect(reaching(copy)).toEqual([]);
		const draft = copies.find((copy) => copy.includes('shop.example'));
		if (draft === undefined) throw new Error('no rendering shows the draft');
		expect(count(draft, '<!-- a frame the review does not load -->')).toBe(5);
		expect(count(draft, '<!-- a linked resource the review does not load -->')).toBe(7);
		expect(count(draft, '<!-- a refresh the review does not follow -->')).toBe(1);
		expect(count(draft, '<!-- a page setting the review does not apply -->')).toBe(3);
		// What only describes the document, the object's fallback, the link and the image stay.
		const shown = [...elementsOf(parse(draft))];
		const kept = (tagName: string, name: string, value: string) =>
			shown
				.filter((element) => element.tagName === tagName && attributeOf(element, name) === value)
				.map((element) =>
					element.attrs.map((each) => each.name).filter((each) => each !== 'data-review-changed'),
				);
		expect(kept('meta', 'http-equiv', 'Content-Type')).toEqual([['http-equiv', 'content']]);
		expect(kept('a', 'href', 'https://shop.example/')).toEqual([['href']]);
		expect(kept('img', 'src', 'https://images.example/logo.png')).toEqual([['src', 'alt']]);
		expect(draft).toMatch(/Object[^<]*(<[^>]*>)*[^<]*fallback/);
	});

	// How a hostile author might hide each thing from a reader that is not a browser.
	const cased = (random: Random, text: string) =>
		Array.from(text, (character) => (random() < 0.5 ? character.toUpperCase() : character)).join(
			'',
		);
	const ENTITIES: Record<string, string[]> = {
		h: ['&#104;', '&#x68;', '&#X68;'],
		t: ['&#116;', '&#x74;'],
		':': ['&colon;', '&#58;'],
		'/': ['&sol;', '&#47;'],
		r: ['&#114;', '&#x72;'],
		e: ['&#101;'],
	};
	const encoded = (random: Random, text: string) =>
		Array.from(text, (character) =>
			ENTITIES[character] && random() < 0.3 ? pick(random, ENTITIES[character]) : character,
		).join('');
	// Browsers skip leading spaces and controls in an address, and tabs and line breaks inside it.
	const address = (random: Random) => {
		const host = pick(random, [
			'https://tracker.example',
			'http://127.0.0.2:8080',
			'//tracker.example',
			'HTTP://Tracker.Example',
			'https:\\tracker.example',
		]);
		const path = `${host}/${int(random, 1000)}`;
		const spliced =
			random() < 0.3 ? `${path.slice(0, 3)}${pick(random, ['\t', '\n'])}${path.slice(3)}` : path;
		const lead = pick(random, ['', '', ' ', '\u0001', '\t \n', '\u001f ']);
		return encoded(random, `${lead}${spliced}`);
	};
	const quoted = (random: Random, value: string) => {
		const style = int(random, 3);
		if (style === 0 || /[\s"'=<>`]/.test(value) || value === '')
			return `"${value.replace(/"/g, '&quot;')}"`;
		if (style === 1) return `'${value}'`;
		return value;
	};
	const separator = (random: Random) => pick(random, [' ', '\n', '\t', '\f', '/', '  ']);
	const attribute = (random: Random, name: string, value: string) =>
		`${separator(random)}${cased(random, name)}=${quoted(random, value)}`;
	const asAttribute = (html: string) =>
		html.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

	const RELS = ['preconnect', 'dns-prefetch', 'preload', 'prefetch', 'prerender', 'modulepreload'];
	const HEADERS = ['refresh', '&#114;efresh', ' Refresh', 'link', 'x-dns-prefetch-control'];

	function hostile(random: Random, depth: number): string {
		const tag = (name: string, ...attributes: string[]) =>
			`<${cased(random, name)}${attributes.join('')}${separator(random) === '/' ? '/' : ''}>`;
		const src = (name = 'src') => attribute(random, name, address(random));
		switch (int(random, 10)) {
			case 0:
				return `${tag('iframe', src())}</iframe>`;
			case 1: {
				const inner = depth < 2 ? hostile(random, depth + 1) : `${tag('iframe', src())}</iframe>`;
				return `${tag('iframe', attribute(random, 'srcdoc', asAttribute(inner)))}</iframe>`;
			}
			case 2:
				return `<frameset>${tag('frame', src())}</frameset>`;
			case 3:
				return tag(
					pick(random, ['object', 'embed', 'applet', 'portal', 'fencedframe']),
					src('data'),
					src(),
				);
			case 4:
				return tag(
					'link',
					attribute(random, 'rel', encoded(random, cased(random, pick(random, RELS)))),
					src('href'),
				);
			case 5:
				return tag(
					'meta',
					attribute(random, 'http-equiv', cased(random, pick(random, HEADERS))),
					attribute(random, 'content', `0;url=${address(random)}`),
				);
			case 6:
				return tag(
					'meta',
					attribute(random, 'name', cased(random, 'referrer')),
					' content=unsafe-url',
				);
			case 7:
				return `${tag(
					pick(random, ['a', 'img', 'area']),
					src('href'),
					attribute(random, pick(random, ['ping', 'attributionsrc']), address(random)),
					attribute(random, 'referrerpolicy', 'unsafe-url'),
				)}x</a>`;
			case 8:
				return `<svg><foreignObject>${hostile(random, depth + 1)}</foreignObject></svg>`;
			default:
				return depth < 3 ? wrapped(random, depth + 1) : '<p>plain</p>';
		}
	}

	// Places where a browser and a simpler reading of HTML disagree on what is a tag.
	function wrapped(random: Random, depth: number): string {
		const inner = hostile(random, depth);
		return pick(random, [
			`<template>${inner}</template>`,
			`<noscript>${inner}</noscript>`,
			`<table>${inner}<tr><td>${inner}</td></tr></table>`,
			`<select>${inner}</select>`,
			`<math><mtext>${inner}</mtext></math>`,
			`<p x">${inner}">`,
			`<style><!-- </style>${inner} --></style>`,
			`<style> <p title="</style>${inner}"> </style>`,
			`<title><!-- </title>${inner} --></title>`,
			`<textarea>${inner}</textarea>`,
			`<?x ${inner}`,
			`<? <p title="> ${inner} ">`,
			`<!-- ${inner} -->`,
			`<!--> ${inner}`,
			`<svg><![CDATA[ > ]]>${inner}</svg>`,
			`<a title='${inner}'>link</a>`,
			`<div>${inner}</div>`,
		]);
	}

	it('shows no frame, hint, header or requesting attribute, however a draft nests, cases or encodes them (150 random drafts)', async () => {
		const random = seededRandom(5454);
		const show = await reviewer();
		let liveInTheDraft = 0;
		for (let round = 0; round < 150; round++) {
			const pieces = Array.from({ length: 1 + int(random, 4) }, () => hostile(random, 0));
			const html = `<p>Hello</p>${pieces.join(pick(random, ['', '\n', '<br>']))}`;
			// The test has something to find: the draft as a browser reads it, before the page.
			if (reaching(html).length > 0) liveInTheDraft++;
			for (const copy of await show(html))
				expect({ html, reaching: reaching(copy) }).toEqual({ html, reaching: [] });
		}
		expect(liveInTheDraft).toBeGreaterThan(100);
	});
});
