/**
 * Build Review Page for a 10,000-line HTML email in 20 languages (the default content and 19
 * localizations), each with the edits of bench/line-diff.ts. Side by side in one process, alternating, with the ratio of each pair:
 *   A: the review page (the comparison, then the page with its marks and frames);
 *   B: Compare with Published's comparison alone (the comparison, its summary and review message).
 * The page is built as a review link opens it, languages past its budget on pages of their own: it
 * prints the first download's size, a language page's and the whole file's, and the time to build
 * the first page. Run: npm run bench:review-page
 */
import type { IDataObject } from 'n8n-workflow';

import { compareSides } from '../nodes/MessageDrafts/compare/compareSides';
import { reviewMessage } from '../nodes/MessageDrafts/compare/reviewMessage';
import { summaryLine } from '../nodes/MessageDrafts/compare/summary';
import type { Comparison } from '../nodes/MessageDrafts/compare/readComparison';
import { reviewPage } from '../nodes/MessageDrafts/review/page';
import { CHANNELS } from '../nodes/shared/channels';
import { edited, largeEmail } from './lib/largeEmail';
import { alternated, bytes, formatMs, ratio, spread } from './lib/stats';

const LINES = 10_000;
const LANGUAGES = 20;
const RUNS = Number(process.env.RUNS ?? 5);

const compiled = (lines: string[]): IDataObject => {
	const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
	const html = `${lines.join('\n')}\n`;
	return {
		compiled: {
			sender: 'Acme <hello@acme.example>',
			subject: base64('Spring sale'),
			html: base64(html),
			text: base64(lines.filter((line) => line.startsWith('<p>')).join('\n')),
		},
	};
};

const languages = Array.from({ length: LANGUAGES - 1 }, (_, index) => `l${index + 1}-XX`);
const [baseRecord, draftRecord] = [
	compiled(largeEmail(LINES)),
	compiled(edited(largeEmail(LINES))),
];
const localized = new Map(
	languages.map((language): [string, [IDataObject, IDataObject]] => [
		language,
		[
			compiled(largeEmail(LINES, ` (${language})`)),
			compiled(edited(largeEmail(LINES, ` (${language})`))),
		],
	]),
);
const sides = [
	{ record: baseRecord, languages: new Map(languages.map((l) => [l, l])) },
	{ record: draftRecord, draftId: 'tdft_large', languages: new Map(languages.map((l) => [l, l])) },
] as const;
const contentsOf = (index: 0 | 1) =>
	new Map<string, IDataObject | undefined>([
		['default', (sides[index].record.compiled as IDataObject) ?? undefined],
		...[...localized].map(([language, pair]): [string, IDataObject | undefined] => [
			language,
			pair[index].compiled as IDataObject,
		]),
	]);

function comparison(): Comparison {
	const compared = compareSides(CHANNELS.email, [sides[0], sides[1]], localized, {
		html: false,
		context: 3,
	});
	const facts = { against: 'published' as const, ...compared };
	return {
		draft: { id: 'tdft_large', name: 'Large' },
		channel: CHANNELS.email,
		apiVersion: '2026.07',
		against: 'published',
		before: sides[0],
		sides: [contentsOf(0), contentsOf(1)],
		...compared,
		facts,
		summary: summaryLine(facts),
		reviewFingerprint: 'mdr3.bench',
	};
}

// As the Slack example serves it: opened from a review link, so languages past the page's budget
// are linked, each to a page of its own.
const LINK = {
	draft: 'tdft_large',
	channel: 'email',
	compareWith: 'published',
	reviewed: '0'.repeat(64),
	expires: '0',
	signature: '0'.repeat(64),
};
let size = 0;
const page = () => {
	size = Buffer.byteLength(reviewPage(comparison(), new Date().toISOString(), { link: LINK }));
};
const compare = () => {
	const { facts } = comparison();
	reviewMessage(facts);
};

page();
compare();
const { a: pageTimes, b: compareTimes, ratios } = alternated(page, compare, RUNS);
const pageSpread = spread(pageTimes);
const compareSpread = spread(compareTimes);
console.log(
	`Build Review Page on a ${LINES.toLocaleString('en')}-line HTML email in ${LANGUAGES} languages, ${RUNS} runs each, alternating:`,
);
const built = comparison();
const languagePages = built.contents.map((content) =>
	Buffer.byteLength(reviewPage(built, '', { link: LINK, language: content.language })),
);
const whole = Buffer.byteLength(reviewPage(built, ''));
const megabytes = (value: number) =>
	`${(value / 1024 ** 2).toFixed(1)} MiB (${value.toLocaleString('en')} bytes)`;
console.log(`  first download, from the review link: ${megabytes(size)}`);
console.log(`  a language's own page: ${megabytes(Math.max(...languagePages))} at the most`);
console.log(`  every language on one page (no review link, as a file): ${megabytes(whole)}`);
console.log(`  A, the review page:            ${formatMs(pageSpread)} ms`);
console.log(`  B, the comparison alone:       ${formatMs(compareSpread)} ms`);
console.log(
	`  A/B: median of pairs ${spread(ratios).median.toFixed(2)}× (medians ${ratio(pageSpread.median, compareSpread.median)})`,
);
console.log(`  heap used after: ${bytes(process.memoryUsage().heapUsed)}`);
