import type { IDataObject } from 'n8n-workflow';

import type { ChannelName } from '../../shared/channels';
import { ENCODED_MEMBERS } from '../../shared/compiledMembers';
import { isParts } from '../compare/compiledValues';
import { htmlToTextLines } from '../compare/diff/htmlText';
import { sandboxedFrame } from './frame';
import { type Marked, markHtml, markText } from './marks';
import { escapeHtml } from '../compare/diff/html';

// How each channel's recipient meets a message, drawn for both sides of one language.

type Compiled = IDataObject | undefined;
export type SideName = 'before' | 'after';
export type Pair = [Compiled, Compiled];

function textOf(compiled: Compiled, member: string): string {
	const value = compiled?.[member];
	if (typeof value !== 'string') return '';
	return ENCODED_MEMBERS.includes(member) ? Buffer.from(value, 'base64').toString('utf8') : value;
}

function member(pair: Pair, name: string): Marked {
	return markText(textOf(pair[0], name), textOf(pair[1], name));
}

// Parts by type, in the order the draft has them (then the other side's).
function partsOf(pair: Pair): Array<{ type: string; marked: Marked }> {
	const valuesOf = (compiled: Compiled) => {
		const content = compiled?.content;
		const byType = new Map<string, string[]>();
		if (typeof content === 'string') byType.set('Text', [content]);
		else if (isParts(content))
			for (const part of content) {
				const type = String(part.type ?? 'Text');
				const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
				byType.set(type, [...(byType.get(type) ?? []), value ?? '']);
			}
		return byType;
	};
	const [before, after] = pair.map(valuesOf);
	const types = [...new Set([...after.keys(), ...before.keys()])];
	return types.map((type) => ({
		type,
		marked: markText((before.get(type) ?? []).join('\n'), (after.get(type) ?? []).join('\n')),
	}));
}

const block = (className: string, inner: string) => `<div class="${className}">${inner}</div>`;

// Where the marks are coarser than words, the page says so beside them.
const said = (marked: Marked, side: SideName, tag = 'p') =>
	marked.coarser ? `<${tag} class="coarser">${escapeHtml(marked.coarser[side])}</${tag}>` : '';
const shown = (marked: Marked, side: SideName) => `${said(marked, side, 'span')}${marked[side]}`;
const line = (label: string, value: string) =>
	`<div class="field"><span class="label">${escapeHtml(label)}</span> <span>${value}</span></div>`;

// The opening text an inbox shows under the subject, read from the opening of the HTML (its head
// and style included).
const PREVIEW_LENGTH = 110;
const PREVIEW_READ = 64 * 1024;
function previewOf(html: string): string {
	const text = htmlToTextLines(html.slice(0, PREVIEW_READ)).join(' ');
	return text.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_LENGTH);
}

type Sides = Record<SideName, string>;
const each = (draw: (side: SideName, index: 0 | 1) => string): Sides => ({
	before: draw('before', 0),
	after: draw('after', 1),
});

function emailView(pair: Pair, group: string): Sides {
	const html = markHtml(textOf(pair[0], 'html'), textOf(pair[1], 'html'));
	const hasAmp = pair.some((compiled) => textOf(compiled, 'ampHtml') !== '');
	const amp = hasAmp ? markHtml(textOf(pair[0], 'ampHtml'), textOf(pair[1], 'ampHtml')) : undefined;
	const preview = markText(previewOf(textOf(pair[0], 'html')), previewOf(textOf(pair[1], 'html')));
	const [sender, replyTo, subject, text] = ['sender', 'replyTo', 'subject', 'text'].map((name) =>
		member(pair, name),
	);
	const frames = (source: string, what: string, side: SideName) =>
		sandboxedFrame(source, what, `${group}-${what === 'HTML' ? 'html' : 'amp'}-${side}`);
	return each(
		(side) =>
			block(
				'envelope',
				line('From', shown(sender, side)) +
					line('Reply-to', shown(replyTo, side)) +
					line('Subject', `<strong>${shown(subject, side)}</strong>`) +
					line('Preview', `<span class="preview">${shown(preview, side)}</span>`),
			) +
			`<h4>HTML</h4>${said(html, side)}${frames(html[side], 'HTML', side)}` +
			(amp ? `<h4>AMP HTML</h4>${said(amp, side)}${frames(amp[side], 'AMP HTML', side)}` : '') +
			`<h4>Plain text</h4>${said(text, side)}<pre class="plain">${text[side]}</pre>`,
	);
}

function partsView(className: string, header: (pair: Pair) => Sides | undefined) {
	return (pair: Pair): Sides => {
		const parts = partsOf(pair);
		const top = header(pair);
		return each((side) =>
			block(
				className,
				(top?.[side] ?? '') +
					parts
						.map(({ type, marked }) =>
							block(
								'part',
								`<span class="label">${escapeHtml(type)}</span> ${shown(marked, side)}`,
							),
						)
						.join(''),
			),
		);
	};
}

// `group` names the language's width choices apart from the other languages'.
const VIEWS: Record<ChannelName, (pair: Pair, group: string) => Sides> = {
	email: emailView,
	sms: partsView('bubble', (pair) => {
		const [sender, phone] = [member(pair, 'sender'), member(pair, 'phone')];
		return each((side) => `<div class="from">${shown(sender, side)} · ${shown(phone, side)}</div>`);
	}),
	push: partsView('notification', () => undefined),
	liveactivity: partsView('activity', () => undefined),
	voice: (pair) => {
		const spoken = member(pair, 'content');
		return each((side) =>
			block(
				'spoken',
				`<span class="label">Spoken</span>${said(spoken, side)}<p>${spoken[side]}</p>`,
			),
		);
	},
};

// Each side of one language as its recipient meets it; a side without the language says so.
export function recipientViews(channel: ChannelName, pair: Pair, group: string): Sides {
	const drawn = VIEWS[channel](pair, group);
	return each((side, index) =>
		pair[index] === undefined
			? block('absent', side === 'before' ? 'Not on this side' : 'Removed by the draft')
			: drawn[side],
	);
}
