import { compareContent } from '../../../../../nodes/MessageDrafts/compare/compareContent';
import { htmlResourceLines } from '../../../../../nodes/MessageDrafts/compare/diff/htmlResources';
import { htmlTokens } from '../../../../../nodes/MessageDrafts/compare/diff/htmlTokens';
import { markupLines } from '../../../../../nodes/MessageDrafts/compare/diff/markupLines';
import {
	readVisibleText,
	visibleText,
} from '../../../../../nodes/MessageDrafts/compare/diff/visibleLines';
import {
	REVIEW_MESSAGE_LIMIT,
	reviewMessage,
} from '../../../../../nodes/MessageDrafts/compare/reviewMessage';
import { CHANNELS } from '../../../../../nodes/shared/channels';
import { seededRandom } from '../../../../../sandbox/prng';
import { againstPublished } from '../againstPublished';

describe('HTML tokens', () => {
	it('give the input back exactly, whatever it is (2,000 random strings of HTML pieces)', () => {
		const random = seededRandom(7);
		const pieces = [
			'<',
			'>',
			'<p>',
			'</p>',
			'<a href="x">',
			"<img src='y'>",
			'<!--',
			'-->',
			'<!doctype html>',
			'"',
			"'",
			'=',
			'text',
			'\n',
			'&amp;',
			'<br/>',
			'<a b=c',
		];
		for (let run = 0; run < 2000; run++) {
			const html = Array.from(
				{ length: Math.floor(random() * 30) },
				() => pieces[Math.floor(random() * pieces.length)],
			).join('');
			expect(
				htmlTokens(html)
					.map((token) => token.raw)
					.join(''),
			).toBe(html);
		}
	});
});

describe('HTML comments, where a browser ends them', () => {
	// `<!-->` and `<!--->` are whole comments to a browser: what follows them shows, so a change
	// there must show in the comparison too, not be read as the rest of a comment.
	it.each(['<!-->', '<!--->', '<!-- x --!>'])(
		'reads what follows %s as the message, not as a comment',
		(comment) => {
			const before = `<p>Hello</p>${comment}<p>Pay to account 1111</p>`;
			const after = `<p>Hello</p>${comment}<p>Pay to account 9999</p>`;
			const tokens = htmlTokens(after);
			expect(tokens.filter(({ kind }) => kind === 'comment').map(({ raw }) => raw)).toEqual([
				comment,
			]);
			const content = compareContent(
				CHANNELS.email,
				'default',
				[
					{ compiled: { html: Buffer.from(before).toString('base64') } },
					{ compiled: { html: Buffer.from(after).toString('base64') } },
				],
				{ html: false, context: 3 },
			);
			expect(content.members.html.unifiedDiff).toContain('+Pay to account 9999');
		},
	);
});

describe('what an HTML message gives besides its words', () => {
	it('lists link targets with their query, images with alt text, background images, other addresses and hidden text, in order', () => {
		const html =
			'<html><head><link rel="stylesheet" href="https://cdn.example/s.css"><style>.hero{background:url("https://cdn.example/hero.png")}</style></head>' +
			'<body background="https://cdn.example/paper.png"><span style="display:none !important">Your code is inside</span>' +
			'<a href="https://acme.example/go?utm_source=mail&amp;id=7">Go</a><img src="https://cdn.example/logo.png" alt="Acme &amp; Co">' +
			'<img src="https://cdn.example/pixel.gif"><td style="background-image: url(\'https://cdn.example/td.png\')">x</td>' +
			'<img srcset="a.png 1x, b.png 2x" src="a.png" alt=""><form action="https://acme.example/vote"></form>' +
			'<p style="font-size:12px">visible</p><p hidden>also hidden</p><a href="https://acme.example/\u200bx">zero width</a></body></html>';
		expect(htmlResourceLines(html)).toEqual([
			'style sheet: https://cdn.example/s.css',
			'background image: https://cdn.example/hero.png',
			'background image: https://cdn.example/paper.png',
			'hidden text: Your code is inside',
			'link target: https://acme.example/go?utm_source=mail&id=7',
			'image: https://cdn.example/logo.png (alt "Acme & Co")',
			'image: https://cdn.example/pixel.gif (no alt text)',
			'background image: https://cdn.example/td.png',
			'image: a.png (alt "")',
			'image set: a.png 1x, b.png 2x',
			'form target: https://acme.example/vote',
			'hidden text: also hidden',
			'link target: https://acme.example/\\u{200B}x',
		]);
	});

	it('keeps an invisible or other space at either end of an address: only the ASCII white space HTML allows is trimmed', () => {
		expect(
			htmlResourceLines(
				'<a href=" https://acme.example/x\ufeff\n">x</a><img src="\u00a0a.png" alt="">',
			),
		).toEqual(['link target: https://acme.example/x\\u{FEFF}', 'image: \\u{A0}a.png (alt "")']);
	});

	it('reads markup one tag per line', () => {
		expect(markupLines('<p class="a">Hi\n  there</p>\n<br>')).toEqual([
			'<p class="a">',
			'Hi',
			'there',
			'</p>',
			'<br>',
		]);
	});

	it('writes out what a reader cannot see, so that different texts stay different, and reads it back', () => {
		expect(visibleText('a\tb\u200bc\\d  ')).toBe('a\\tb\\u{200B}c\\\\d\\u{20}\\u{20}');
		expect(visibleText('line\r\n')).toBe('line\\r\\n');
		for (const text of [
			'a\tb\u200bc\\d  ',
			'line\r\n',
			'\\u{200B} written by hand',
			'x\u00a0\ufeff\u{e0001}',
		])
			expect(readVisibleText(visibleText(text))).toBe(text);
	});
});

describe('the review message', () => {
	const content = (before: string, after: string) =>
		compareContent(
			CHANNELS.email,
			'default',
			[
				{ compiled: { text: Buffer.from(before).toString('base64') } },
				{ compiled: { text: Buffer.from(after).toString('base64') } },
			],
			{ html: false, context: 3 },
		);

	it('escapes what Slack reads as markup', () => {
		const message = reviewMessage(againstPublished(content('a < b\n', 'a > b\n')));
		expect(message).toContain('-a &lt; b\n+a &gt; b');
	});

	it('cuts a long diff at a line to fit Slack, and says how much it left out', () => {
		const before = Array.from({ length: 2000 }, (_, line) => `line ${line}`).join('\n');
		const after = Array.from({ length: 2000 }, (_, line) => `line ${line} changed`).join('\n');
		const message = reviewMessage(againstPublished(content(before, after)));
		expect(message.length).toBeLessThanOrEqual(REVIEW_MESSAGE_LIMIT);
		const shown = message.split('\n').filter((line) => /^[-+]line /.test(line)).length;
		expect(message).toMatch(
			new RegExp(
				`_Cut to fit Slack: ${4000 - shown} diff lines left out\\. The Compare output has them all\\._$`,
			),
		);
		// The code block is closed before the note.
		expect(message).toMatch(/\n```\n_Cut/);
	});
});
