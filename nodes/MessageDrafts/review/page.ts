import { createHash } from 'crypto';

import type { ContentComparison } from '../compare/compareContent';
import { escapeHtml } from '../compare/diff/html';
import { resourceNote } from '../compare/lookalikeNotes';
import type { Comparison } from '../compare/readComparison';
import { IMAGES_BLOCKED, IMAGES_SHOWN } from './frame';
import { MARK_STYLE } from './marks';
import { anchorOf } from './markup';
import { recipientViews } from './views';

// One self-contained page: its own styles, one script of its own (allowed by its hash) that lets
// the reviewer load remote images, and the renderings in sandboxed frames.

const SHOW_IMAGES =
	"const button=document.getElementById('show-images');" +
	"button.addEventListener('click',()=>{" +
	"for(const frame of document.querySelectorAll('iframe[data-images=blocked]')){" +
	'frame.srcdoc=frame.srcdoc.replace(' +
	`${JSON.stringify(IMAGES_BLOCKED)},${JSON.stringify(IMAGES_SHOWN)});` +
	"frame.dataset.images='shown'}" +
	"button.disabled=true;button.textContent='Remote images shown'});";

const SCRIPT_HASH = createHash('sha256').update(SHOW_IMAGES, 'utf8').digest('base64');

export const PAGE_POLICY =
	"default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; " +
	`script-src 'sha256-${SCRIPT_HASH}'; base-uri 'none'; form-action 'none'`;

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1f2937;background:#f3f4f6}
header{background:#fff;border-bottom:1px solid #d1d5db;padding:16px 24px}
header h1{font-size:20px;margin:0 0 4px}
.meta{color:#4b5563;font-size:12px;word-break:break-all}
.changes a{color:#1d4ed8}
main{padding:8px 24px}
section{background:#fff;border:1px solid #d1d5db;border-radius:6px;margin:12px 0}
section>details>summary{cursor:pointer;padding:10px 16px;font-weight:600}
.what{margin:0 16px 8px;padding-left:20px}
.pair{display:flex;flex-wrap:wrap;gap:16px;padding:0 16px 16px}
.side{flex:1 1 660px;min-width:0}
.side h3{font-size:13px;text-transform:uppercase;color:#6b7280;margin:8px 0}
.frames label{font-size:12px;margin-right:12px}
iframe.rendering{display:block;margin-top:4px;width:640px;height:720px;
border:1px solid #9ca3af;background:#fff}
.frames:has(input[value=phone]:checked) iframe.rendering{width:375px}
.envelope,.bubble,.notification,.activity,.spoken,.absent{border:1px solid #d1d5db;
border-radius:8px;padding:10px 12px;background:#fff;max-width:640px}
.bubble{background:#e5e7eb;border-radius:18px;max-width:375px}
.notification,.activity{max-width:375px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
.activity{background:#111827;color:#f9fafb}
.label{color:#6b7280;font-size:12px;margin-right:4px}
.field{margin:2px 0}
pre.plain{white-space:pre-wrap;background:#fff;border:1px solid #d1d5db;padding:8px;max-width:640px}
.pages,.elsewhere{margin:8px 0}
.elsewhere{padding:10px 16px}
.coarser{display:block;margin:4px 0;padding:4px 8px;background:#fef3c7;color:#92400e;font-size:12px}
`;

const SIDE_TITLES = {
	published: ['Published', 'Draft'],
	draft: ['Other draft', 'This draft'],
	nothing: ['Nothing published yet', 'Draft'],
} as const;

function changesOf(content: ContentComparison): Array<{ id: string; text: string }> {
	const { language } = content;
	if (content.only !== undefined)
		return [{ id: anchorOf(language, 'language'), text: `${language}: language ${content.only}` }];
	return content.differing.flatMap((key) => {
		const name = content.facts[key]?.displayName ?? key;
		const resources = content.members[key]?.resources?.changes ?? [];
		return [
			{ id: anchorOf(language, key), text: `${language}: ${name}` },
			...resources.map((change, index) => ({
				id: anchorOf(language, key, String(index)),
				text:
					`${language}: ${change.kind} ${change.what}: ` +
					[change.before, change.after].filter((value) => value !== undefined).join(' → ') +
					(resourceNote(change) ? ` (${resourceNote(change)})` : ''),
			})),
		];
	});
}

type Change = ReturnType<typeof changesOf>[number];

// Open where something changed; where nothing did, the default content, so the page shows it.
function section(
	comparison: Comparison,
	content: ContentComparison,
	changes: Change[],
	open: boolean,
): string {
	const { language } = content;
	const pair = [comparison.sides[0].get(language), comparison.sides[1].get(language)] as const;
	const views = recipientViews(comparison.channel.name, [pair[0], pair[1]], anchorOf(language));
	const [beforeTitle, afterTitle] = SIDE_TITLES[comparison.against];
	const state = changes.length > 0 ? `${changes.length} changed` : 'no change';
	return (
		`<section id="${anchorOf(language)}" data-language="${escapeHtml(language)}" ` +
		`data-changed="${changes.length > 0}">` +
		`<details${open ? ' open' : ''}>` +
		`<summary>${escapeHtml(language === 'default' ? 'Default content' : language)}` +
		` · ${state}</summary>` +
		(changes.length > 0
			? `<ul class="what">${changes
					.map(({ id, text }) => `<li id="${id}">${escapeHtml(text)}</li>`)
					.join('')}</ul>`
			: '') +
		'<div class="pair">' +
		`<div class="side" data-side="before"><h3>${beforeTitle}</h3>${views.before}</div>` +
		`<div class="side" data-side="after"><h3>${afterTitle}</h3>${views.after}</div>` +
		'</div></details></section>'
	);
}

// A phone opens the page over a mobile connection: past this, further languages each open on a
// page of their own. The first language is always on the page.
export const PAGE_BUDGET = 5 * 1024 * 1024;

// The page's list names each language's first changes; its section lists them all.
const LISTED = 10;

export interface PageOptions {
	// The query of the review link that opened the page: other languages' pages are linked with it.
	link?: Record<string, string>;
	// The one language this page shows.
	language?: string;
}

const LINK_FIELDS = [
	'draft',
	'channel',
	'compareWith',
	'otherDraft',
	'targetLanguage',
	'reviewed',
	'expires',
	'signature',
];

// Only the link's own fields are repeated, so nothing else of the request is written on the page.
function pageHref(link: Record<string, string>, language?: string): string {
	const query = new URLSearchParams();
	for (const name of LINK_FIELDS) if (typeof link[name] === 'string') query.set(name, link[name]);
	if (language !== undefined) query.set('language', language);
	return `?${query.toString()}`;
}

const languageName = (language: string) => (language === 'default' ? 'Default content' : language);

function stateOf(content: ContentComparison, changes: readonly Change[]): string {
	if (content.only !== undefined) return `language ${content.only}`;
	return changes.length > 0 ? `${changes.length} changed` : 'no change';
}

// A language that has a page of its own: named, with its state and the link to it.
function elsewhere(content: ContentComparison, changes: readonly Change[], href: string): string {
	const { language } = content;
	return (
		`<section id="${anchorOf(language)}" data-language="${escapeHtml(language)}" ` +
		`data-changed="${changes.length > 0}" data-elsewhere="true"><p class="elsewhere">` +
		`${escapeHtml(languageName(language))} · ${escapeHtml(stateOf(content, changes))} · ` +
		`<a href="${escapeHtml(href)}">Open on its own page</a></p></section>`
	);
}

export function reviewPage(
	comparison: Comparison,
	builtAt: string,
	{ link, language }: PageOptions = {},
): string {
	const { draft, channel, contents } = comparison;
	const changes = contents.map(changesOf);
	const anyChange = changes.some((list) => list.length > 0);
	const hrefOf = (index: number) =>
		link ? pageHref(link, contents[index].language) : `#${anchorOf(contents[index].language)}`;
	const drawn = (index: number) =>
		section(
			comparison,
			contents[index],
			changes[index],
			language !== undefined || changes[index].length > 0 || (index === 0 && !anyChange),
		);

	// Which languages this page draws in full; the others are linked.
	const onPage = new Set<number>();
	const sections: string[] = [];
	let size = 0;
	contents.forEach((content, index) => {
		if (language !== undefined) {
			if (content.language === language) {
				onPage.add(index);
				sections.push(drawn(index));
			}
			return;
		}
		if (link && onPage.size < index) {
			sections.push(elsewhere(content, changes[index], hrefOf(index)));
			return;
		}
		const html = drawn(index);
		if (link && index > 0 && size + html.length > PAGE_BUDGET) {
			sections.push(elsewhere(content, changes[index], hrefOf(index)));
			return;
		}
		onPage.add(index);
		sections.push(html);
		size += html.length;
	});
	const links = changes.flatMap((list, index) => {
		const at = (id: string) => (onPage.has(index) ? `#${id}` : `${hrefOf(index)}#${id}`);
		const more = list.length - LISTED;
		const { language: shown } = contents[index];
		return [
			...list.slice(0, LISTED).map(({ id, text }) => ({ href: at(id), text })),
			...(more > 0
				? [{ href: at(anchorOf(shown)), text: `${shown}: ${more.toLocaleString('en-US')} more` }]
				: []),
		];
	});
	const elsewhereCount = contents.length - onPage.size;
	const name = String(draft.name ?? draft.id);
	const title = language === undefined ? name : `${name} (${languageName(language)})`;
	const notice =
		language !== undefined && link
			? `<p class="pages"><a href="${escapeHtml(pageHref(link))}">All languages</a>: this ` +
				`page shows ${escapeHtml(languageName(language))} alone.</p>`
			: elsewhereCount > 0
				? `<p class="pages">${elsewhereCount} of ${contents.length} languages open on pages ` +
					'of their own, so that this page stays small enough for a phone: their links are ' +
					'below.</p>'
				: '';
	return (
		'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
		`<meta http-equiv="Content-Security-Policy" content="${PAGE_POLICY}">` +
		'<meta name="referrer" content="no-referrer">' +
		'<meta name="viewport" content="width=device-width,initial-scale=1">' +
		`<title>Review: ${escapeHtml(title)}</title><style>${STYLE}${MARK_STYLE}</style></head><body>` +
		`<header><h1>Review: ${escapeHtml(title)}</h1>` +
		`<div class="meta">${escapeHtml(channel.displayName)} draft ` +
		`${escapeHtml(String(draft.id))} · ` +
		`built ${escapeHtml(builtAt)}</div>` +
		'<details class="meta"><summary>Review fingerprint of what this page shows</summary>' +
		`<code id="fingerprint">${escapeHtml(comparison.reviewFingerprint)}</code></details>` +
		`<p id="summary">${escapeHtml(comparison.summary)}</p>` +
		notice +
		(links.length > 0
			? `<ul class="changes">${links
					.map(({ href, text }) => `<li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`)
					.join('')}</ul>`
			: '') +
		'<button id="show-images" type="button">Show remote images</button>' +
		'</header><main>' +
		sections.join('') +
		`</main><script>${SHOW_IMAGES}</script></body></html>`
	);
}
