/**
 * Compare with Published on a 10,000-line HTML email with a link on every row and realistic edits:
 * some lines reworded, a block inserted, one removed, one moved, a few link targets changed and an
 * image added. Side by side in one process, alternating, with the ratio of each pair:
 *   A: the whole comparison of this release (the HTML read as text, its links and images, its
 *      markup; AMP HTML the same; HTML renditions of the diffs, the summary and the review message);
 *   B: what Compare compared before (the HTML as text only, with its HTML rendition);
 *   C: A read in HTML, which writes variables as nothing: each side's variables placed from its
 *      Handlebars reading too, and compared where they stand.
 * Run: npm run bench:diff
 */
import { compareContent } from '../nodes/MessageDrafts/compare/compareContent';
import { compareText } from '../nodes/MessageDrafts/compare/diff';
import { htmlToTextLines } from '../nodes/MessageDrafts/compare/diff/htmlText';
import { reviewMessage } from '../nodes/MessageDrafts/compare/reviewMessage';
import { summaryLine } from '../nodes/MessageDrafts/compare/summary';
import { variableViews } from '../nodes/MessageDrafts/compare/variables';
import { CHANNELS } from '../nodes/shared/channels';
import { againstPublished } from '../test/nodes/MessageDrafts/compare/againstPublished';
import { edited, largeEmail } from './lib/largeEmail';
import { alternated, formatMs, ratio, spread } from './lib/stats';

const LINES = 10_000;
const RUNS = 15;

const before = `${largeEmail(LINES).join('\n')}\n`;
const after = `${edited(largeEmail(LINES)).join('\n')}\n`;
const compiled = (html: string) => {
	const encoded = Buffer.from(html, 'utf8').toString('base64');
	return { compiled: { html: encoded, ampHtml: encoded } };
};

// What the HTML target language gives: each variable written as nothing.
const plain = (html: string) => html.replace(/\{\{\w+\}\}/g, '');

function summarised(content: ReturnType<typeof compareContent>): string {
	const facts = againstPublished(content);
	const summary = summaryLine(facts);
	reviewMessage(facts);
	return summary;
}

function whole(): string {
	const options = { html: true, context: 3 };
	return summarised(
		compareContent(CHANNELS.email, 'default', [compiled(before), compiled(after)], options),
	);
}

function inHtml(): string {
	const [old, next] = [before, after].map((html) =>
		variableViews(CHANNELS.email, 'html', compiled(plain(html)).compiled, compiled(html).compiled),
	);
	const sides = [compiled(plain(before)), compiled(plain(after))] as const;
	return summarised(
		compareContent(CHANNELS.email, 'default', [...sides], { html: true, context: 3 }, [old, next]),
	);
}

function textOnly(): void {
	const lines = (html: string) => `${htmlToTextLines(html).join('\n')}\n`;
	compareText(lines(before), lines(after), { html: true });
}

const summary = whole();
textOnly();
const { a: wholeTimes, b: textTimes, ratios } = alternated(whole, textOnly, RUNS);
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
console.log(`  C summary: ${inHtml()}`);
const { a: htmlTimes, b: againTimes, ratios: htmlRatios } = alternated(inHtml, whole, RUNS);
const htmlSpread = spread(htmlTimes);
console.log(`  C, in HTML, variables placed:  ${formatMs(htmlSpread)} ms`);
console.log(
	`  C/A: median of pairs ${spread(htmlRatios).median.toFixed(2)}× (medians ${ratio(htmlSpread.median, spread(againTimes).median)})`,
);
