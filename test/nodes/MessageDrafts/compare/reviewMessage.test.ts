/**
 * The review message as Slack is to show it: no character that changes how Slack lays out a line
 * reaches it as itself, it never exceeds its bound, no cut splits a character, and when lines must
 * be left out, the lookalike notes and the summary are the last to go.
 */
import type { IDataObject } from 'n8n-workflow';

import { compareContent } from '../../../../nodes/MessageDrafts/compare/compareContent';
import {
	REVIEW_MESSAGE_LIMIT,
	reviewMessage,
} from '../../../../nodes/MessageDrafts/compare/reviewMessage';
import { type ComparisonFacts, summaryLine } from '../../../../nodes/MessageDrafts/compare/summary';
import { CHANNELS } from '../../../../nodes/shared/channels';
import { int, pick, type Random, seededRandom } from '../../../../sandbox/prng';
import { againstPublished } from './againstPublished';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const graphemes = (text: string) =>
	Array.from(
		new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
		({ segment }) => segment,
	);

/** Email content, in the default content and any languages, compared as Compare compares it. */
function facts(sides: Array<[string, IDataObject, IDataObject]>): ComparisonFacts {
	const contents = sides.map(([language, before, after]) =>
		compareContent(CHANNELS.email, language, [{ compiled: before }, { compiled: after }], {
			html: false,
			context: 3,
		}),
	);
	return againstPublished(...contents);
}

function email(members: {
	sender?: string;
	subject?: string;
	link?: string;
	text?: string;
	html?: string;
}): IDataObject {
	return {
		sender: members.sender ?? 'Acme <hello@acme.example>',
		subject: base64(members.subject ?? 'Welcome'),
		html: base64(
			members.html ??
				`<html><body><p>Hello</p><a href="${members.link ?? 'https://acme.example/account'}">Open</a></body></html>`,
		),
		text: base64(members.text ?? 'Hello\nBye\n'),
	};
}

/** Every character that changes how a line is laid out: the bidi controls, line and paragraph separators, and the rest of the format characters. */
const LAYOUT = Array.from({ length: 0x110000 }, (_, point) => point)
	.filter((point) => point < 0xd800 || point > 0xdfff)
	.map((point) => String.fromCodePoint(point))
	.filter((character) => /[\p{Bidi_Control}\p{Zl}\p{Zp}\p{Cf}]/u.test(character));

describe('the review message shows no layout character raw', () => {
	it.each(
		LAYOUT.map((character) => [
			`U+${(character.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`,
			character,
		]),
	)('%s in the subject, a link, an HTML text line and a text line', (label, character) => {
		const comparison = facts([
			[
				'default',
				email({}),
				email({
					subject: `Order 42${character} shipped`,
					link: `https://acme.example/${character}start`,
					text: `Hello\n${character}Bye\n`,
					html: `<p>Hel${character}lo</p>`,
				}),
			],
			[
				'de-DE',
				email({ sender: 'Acme <hallo@acme.example>' }),
				email({ sender: `Acme${character} <hallo@acme.example>` }),
			],
		]);
		const message = reviewMessage(comparison);
		const summary = summaryLine(comparison);
		for (const [where, text] of [
			['message', message],
			['summary', summary],
		]) {
			expect({ where, raw: text.includes(character) }).toEqual({ where, raw: false });
		}
		// Written out as its code point instead, wherever it was.
		expect(message).toContain(`[${label}]`);
	});

	it('keeps the joiner inside an emoji sequence, which draws one emoji', () => {
		const message = reviewMessage(
			facts([['default', email({}), email({ subject: 'New \u{1F469}\u200D\u{1F4BB} tools' })]]),
		);
		expect(message).toContain('\u{1F469}\u200D\u{1F4BB}');
	});
});

describe('the review message when it must leave lines out', () => {
	const longText = (tag: string) =>
		Array.from(
			{ length: 400 },
			(_, line) => `${tag} line ${line} of a long newsletter that changed all over`,
		).join('\n');

	it('keeps the only lookalike note among many visible changes, and says what it left out', () => {
		const languages = ['fr-FR', 'de-DE', 'es-ES', 'it-IT'];
		const message = reviewMessage(
			facts([
				[
					'default',
					email({ sender: 'Acme <hello@acme.example>', text: longText('old') }),
					email({ sender: 'Acme <hello@acm\u0435.example>', text: longText('new') }),
				],
				...languages.map((language): [string, IDataObject, IDataObject] => [
					language,
					email({ text: longText(`${language} old`) }),
					email({ text: longText(`${language} new`) }),
				]),
			]),
		);
		expect(message.length).toBeLessThanOrEqual(REVIEW_MESSAGE_LIMIT);
		// In the summary and in the bullet of the sender that changed.
		expect(
			message.match(
				/looks alike: U\+0065 LATIN SMALL LETTER E became U\+0435 CYRILLIC SMALL LETTER IE, domain now xn--acm-tdd\.example/g,
			),
		).toHaveLength(2);
		expect(message).toMatch(
			/\n_Cut to fit Slack: \d+ diff lines left out\. The Compare output has them all\._$/,
		);
	});

	it('keeps a summary full of "&" whose escaped form is longer than half the message', () => {
		const ampersands = '&'.repeat(55);
		const comparison = facts(
			['default', 'fr-FR', 'de-DE', 'es-ES', 'it-IT', 'nl-NL', 'pt-PT', 'sv-SE'].map(
				(language, index): [string, IDataObject, IDataObject] => [
					language,
					email({ subject: `${ampersands}${index}` }),
					email({ subject: `${ampersands}${index + 1}`, text: longText(language) }),
				],
			),
		);
		const message = reviewMessage(comparison);
		expect(message.length).toBeLessThanOrEqual(REVIEW_MESSAGE_LIMIT);
		expect(
			message.startsWith('Subject changed from &quot;') ||
				message.startsWith('Subject changed from "&amp;&amp;'),
		).toBe(true);
	});

	it('cuts a summary of one change longer than the message between characters, never inside one', () => {
		// A diff line longer than the room is left out whole, never cut.
		const value = 'e\u0301\u{1F469}\u200D\u{1F4BB}&'.repeat(700);
		const withLongLine = reviewMessage(
			facts([
				[
					'default',
					email({}),
					email({ html: `<html><body><p>Hello</p><p>${value}</p></body></html>` }),
				],
			]),
			300,
		);
		expect(withLongLine.length).toBeLessThanOrEqual(300);
		expect(withLongLine).not.toContain('\u{1F469}');
		expect(withLongLine).toMatch(
			/_Cut to fit Slack: \d+ diff lines? left out\. The Compare output has them all\._$/,
		);
		const long = facts(
			Array.from({ length: 40 }, (_, index): [string, IDataObject, IDataObject] => [
				`x${index}-ZZ`,
				email({}),
				email({ subject: `${'e\u0301\u{1F469}\u200D\u{1F4BB}'.repeat(20)} ${index}` }),
			]),
		);
		for (const limit of [150, 151, 152, 153, 154, 155]) {
			const message = reviewMessage(long, limit);
			const [cut] = message.split('\n');
			expect(message.length).toBeLessThanOrEqual(limit);
			expect(cut.endsWith('…')).toBe(true);
			// Every character of the cut start is a whole character of the summary.
			expect(summaryLine(long).startsWith(cut.slice(0, -1))).toBe(true);
			expect(
				graphemes(summaryLine(long))
					.slice(0, graphemes(cut.slice(0, -1)).length)
					.join(''),
			).toBe(cut.slice(0, -1));
		}
	});

	it('cuts a quoted value in the summary between characters, never inside one', () => {
		// An emoji (a surrogate pair) and an accent (a combining mark) where the value is cut.
		for (const filler of ['x'.repeat(58), 'x'.repeat(57)]) {
			const summary = summaryLine(
				facts([
					[
						'default',
						email({}),
						email({ subject: `${filler}\u{1F469}\u200D\u{1F4BB}e\u0301 and more words after it` }),
					],
				]),
			);
			const quoted = /to "([^"]*)…"/.exec(summary)?.[1] as string;
			expect(
				graphemes(`${filler}\u{1F469}\u200D\u{1F4BB}e\u0301`).join('').startsWith(quoted),
			).toBe(true);
			expect(
				graphemes(quoted).every((character) =>
					graphemes(`${filler}\u{1F469}\u200D\u{1F4BB}e\u0301`).includes(character),
				),
			).toBe(true);
		}
	});
});

/** A lone half of a surrogate pair: what a cut through an emoji leaves. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('the review message, over random long changes', () => {
	const RUNS = 300;
	const PIECES = [
		'Acme',
		'order',
		'&',
		'<b>',
		'\u{1F469}\u200D\u{1F4BB}',
		'\u{1F1EB}\u{1F1F7}',
		'e\u0301',
		'\u0915\u094D\u0937',
		'注文',
		' ',
		'\u202e',
		'ﬁ',
		'`',
		'```',
		'a\u0430',
	];
	const text = (random: Random, length: number) =>
		Array.from({ length }, () => pick(random, PIECES)).join('');
	const lines = (random: Random) =>
		Array.from({ length: int(random, 60) }, () => text(random, 1 + int(random, 40))).join('\n');

	it(`is never longer than ${REVIEW_MESSAGE_LIMIT} characters, and its lines are whole lines of the full message or a cut between characters (${RUNS} runs)`, () => {
		const random = seededRandom(2700);
		for (let run = 0; run < RUNS; run++) {
			const languages = ['default', 'fr-FR', 'de-DE', 'es-ES', 'it-IT'].slice(
				0,
				1 + int(random, 5),
			);
			const comparison = facts(
				languages.map((language): [string, IDataObject, IDataObject] => [
					language,
					email({
						subject: text(random, 1 + int(random, 30)),
						link: `https://acme.example/${text(random, 3)}`,
						text: lines(random),
					}),
					email({
						subject: text(random, 1 + int(random, 30)),
						link: `https://acme.example/${text(random, 3)}`,
						text: lines(random),
					}),
				]),
			);
			const message = reviewMessage(comparison);
			const whole = reviewMessage(comparison, Infinity);
			const context = `run ${run}: ${message.length} of ${whole.length} characters`;
			expect({ context, fits: message.length <= REVIEW_MESSAGE_LIMIT }).toEqual({
				context,
				fits: true,
			});
			expect({ context, loneSurrogate: LONE_SURROGATE.test(message) }).toEqual({
				context,
				loneSurrogate: false,
			});
			if (message === whole) continue;
			const wholeLines = new Set(whole.split('\n'));
			const [first, ...rest] = message.split('\n');
			// The summary: whole, some of its changes, or (a single change too long) its start; the cuts inside it are held below.
			expect({ context, summary: first === whole.split('\n')[0] || /[.…]$/.test(first) }).toEqual({
				context,
				summary: true,
			});
			for (const line of rest.slice(0, -1))
				expect({ context, line, whole: wholeLines.has(line) || line === '```' }).toEqual({
					context,
					line,
					whole: true,
				});
			expect(rest[rest.length - 1] ?? '').toMatch(
				/^_Cut to fit Slack: .+ left out\. The Compare output has them all\._$/,
			);
		}
	}, 120_000);
});
