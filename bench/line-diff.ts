/**
 * Compare with Published on a 10,000-line HTML email with a link on every row and realistic edits:
 * some lines reworded, a block inserted, one removed, one moved, a few link targets changed and an
 * image added. Side by side in one process, alternating, with the ratio of each pair:
 *   A: the whole comparison of this release (the HTML read as text, its links and images, its
 *      markup; AMP HTML the same; HTML renditions of the diffs, the summary and the review message);
 *   B: what Compare compared before (the HTML as text only, with its HTML rendition).
 * Run: npm run bench:diff
 */
import { compareContent } from '../nodes/MessageDrafts/compare/compareContent';
import { compareText } from '../nodes/MessageDrafts/compare/diff';
import { htmlToTextLines } from '../nodes/MessageDrafts/compare/diff/htmlText';
import { reviewMessage } from '../nodes/MessageDrafts/compare/reviewMessage';
import { summaryLine } from '../nodes/MessageDrafts/compare/summary';
import { CHANNELS } from '../nodes/shared/channels';
import { formatMs, ratio, spread } from './lib/stats';

const LINES = 10_000;
const RUNS = 15;

function email(): string[] {
	const lines = [
		'<!doctype html>',
		'<html>',
		'<head><style>p { margin: 0 }</style></head>',
		'<body>',
	];
	for (let i = 0; lines.length < LINES - 2; i++) {
		lines.push(
			`<tr><td class="row-${i % 7}">`,
			`<p>Item ${i}: <a href="https://shop.acme.example/p/${i}?utm_source=email&amp;utm_campaign=spring">{{product_${i % 50}}}</a> at {{price_${i % 50}}}</p>`,
			'</td></tr>',
		);
	}
	lines.push('</body>', '</html>');
	return lines.slice(0, LINES);
}

function edited(lines: string[]): string[] {
	const next = [...lines];
	for (let i = 100; i < next.length; i += 997) next[i] = `${next[i]} <!-- reworded -->`;
	for (let i = 5; i < next.length; i += 2502)
		next[i] = next[i].replace('utm_campaign=spring', 'utm_campaign=summer');
	next.splice(
		4000,
		0,
		...Array.from({ length: 25 }, (_, i) => `<p>New paragraph ${i} about the spring sale</p>`),
	);
	next.splice(5000, 0, '<img src="https://cdn.acme.example/banner.png" alt="Spring sale">');
	next.splice(7000, 12);
	const moved = next.splice(2000, 30);
	next.splice(8500, 0, ...moved);
	next[next.length - 3] = '<p>Unsubscribe at any time.</p>';
	return next;
}

const before = `${email().join('\n')}\n`;
const after = `${edited(email()).join('\n')}\n`;
const compiled = (html: string) => {
	const encoded = Buffer.from(html, 'utf8').toString('base64');
	return { compiled: { html: encoded, ampHtml: encoded } };
};

function whole(): string {
	const content = compareContent(CHANNELS.email, 'default', [compiled(before), compiled(after)], {
		html: true,
		context: 3,
	});
	const facts = {
		against: 'published' as const,
		contents: [content],
		languagesAdded: [],
		languagesRemoved: [],
	};
	const summary = summaryLine(facts);
	reviewMessage(facts);
	return summary;
}

function textOnly(): void {
	const lines = (html: string) => `${htmlToTextLines(html).join('\n')}\n`;
	compareText(lines(before), lines(after), { html: true });
}

function time(run: () => unknown): number {
	const started = process.hrtime.bigint();
	run();
	return Number(process.hrtime.bigint() - started) / 1e6;
}

const summary = whole();
textOnly();
const wholeTimes: number[] = [];
const textTimes: number[] = [];
const ratios: number[] = [];
for (let run = 0; run < RUNS; run++) {
	// Alternate which side goes first, so neither always runs on a warmer machine.
	const first = run % 2 === 0 ? whole : textOnly;
	const firstTime = time(first);
	const secondTime = time(first === whole ? textOnly : whole);
	const [a, b] = first === whole ? [firstTime, secondTime] : [secondTime, firstTime];
	wholeTimes.push(a);
	textTimes.push(b);
	ratios.push(a / b);
}
const wholeSpread = spread(wholeTimes);
const textSpread = spread(textTimes);
console.log(
	`Compare with Published on a ${LINES.toLocaleString('en')}-line HTML email (HTML and AMP HTML), ${RUNS} runs each, alternating:`,
);
console.log(`  summary: ${summary}`);
console.log(`  A, the whole comparison:       ${formatMs(wholeSpread)} ms`);
console.log(`  B, the HTML as text only:      ${formatMs(textSpread)} ms`);
console.log(
	`  A/B: median of pairs ${spread(ratios).median.toFixed(2)}× (medians ${ratio(wholeSpread.median, textSpread.median)})`,
);
