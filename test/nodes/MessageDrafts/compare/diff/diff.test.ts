import {
	compareText,
	diffLines,
	splitLines,
} from '../../../../../nodes/MessageDrafts/compare/diff';
import { htmlToTextLines } from '../../../../../nodes/MessageDrafts/compare/diff/htmlText';

/** Applies an edit script to the old side: it must give the new side exactly. */
function apply(before: string[], after: string[]): void {
	const script = diffLines(before, after);
	expect(script.filter((line) => line.kind !== 'add').map((line) => line.text)).toEqual(before);
	expect(script.filter((line) => line.kind !== 'remove').map((line) => line.text)).toEqual(after);
}

/** The length of a longest common subsequence, by dynamic programming: a minimal script keeps that many lines. */
function lcsLength(a: string[], b: string[]): number {
	const row = new Array<number>(b.length + 1).fill(0);
	for (const x of a) {
		let diagonal = 0;
		for (let j = 1; j <= b.length; j++) {
			const above = row[j];
			row[j] = x === b[j - 1] ? diagonal + 1 : Math.max(row[j], row[j - 1]);
			diagonal = above;
		}
	}
	return row[b.length];
}

describe('line diff', () => {
	const UNCHANGED = { changed: false, linesAdded: 0, linesRemoved: 0, unifiedDiff: '' };

	it('compares two empty sides as unchanged, with no diff', () => {
		expect(compareText('', '')).toEqual(UNCHANGED);
	});

	it('reports every line as added from empty, with a hunk starting at line 0 on the old side', () => {
		const result = compareText('', 'one\ntwo\n');
		expect(result).toMatchObject({ changed: true, linesAdded: 2, linesRemoved: 0 });
		expect(result.unifiedDiff).toBe('--- before\n+++ after\n@@ -0,0 +1,2 @@\n+one\n+two\n');
	});

	it('reports every line as removed when the new side is empty', () => {
		expect(compareText('one\ntwo\n', '').unifiedDiff).toBe(
			'--- before\n+++ after\n@@ -1,2 +0,0 @@\n-one\n-two\n',
		);
	});

	it('finds nothing between identical texts', () => {
		const text = 'a\nb\nc\n';
		expect(compareText(text, text)).toMatchObject(UNCHANGED);
	});

	it('replaces every line when all changed', () => {
		const result = compareText('a\nb\n', 'x\ny\nz\n');
		expect(result).toMatchObject({ linesAdded: 3, linesRemoved: 2 });
		expect(result.unifiedDiff).toBe('--- before\n+++ after\n@@ -1,2 +1,3 @@\n-a\n-b\n+x\n+y\n+z\n');
	});

	it('keeps the most lines among repeated lines', () => {
		const cases: Array<[string[], string[]]> = [
			[
				['a', 'b', 'c', 'a', 'b', 'b', 'a'],
				['c', 'b', 'a', 'b', 'a', 'c'],
			],
			[
				['x', 'x', 'x'],
				['x', 'y', 'x', 'x', 'x'],
			],
			[
				['}', '}', '}', 'a', '}'],
				['}', 'a', '}', '}', '}', '}'],
			],
		];
		for (const [a, b] of cases) {
			apply(a, b);
			const kept = diffLines(a, b).filter((line) => line.kind === 'equal').length;
			expect(kept).toBe(lcsLength(a, b));
		}
	});

	it('is minimal and exact on random texts over a small alphabet', () => {
		let seed = 7;
		const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
		const text = () =>
			Array.from({ length: Math.floor(random() * 12) }, () => 'abc'[Math.floor(random() * 3)]);
		for (let round = 0; round < 300; round++) {
			const [a, b] = [text(), text()];
			apply(a, b);
			expect(diffLines(a, b).filter((line) => line.kind === 'equal').length).toBe(lcsLength(a, b));
		}
	});

	it('tells a last line without a line break from the same line with one', () => {
		const result = compareText('a\nb\n', 'a\nb');
		expect(result).toMatchObject({ changed: true, linesAdded: 1, linesRemoved: 1 });
		expect(result.unifiedDiff).toBe(
			'--- before\n+++ after\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n',
		);
		expect(splitLines('a\r\nb')).toEqual(['a\r\n', 'b']);
	});

	it('shows three lines of context and merges changes that are close, in separate hunks otherwise', () => {
		const before = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`);
		const after = [...before];
		after[1] = 'line 2 changed';
		after[4] = 'line 5 changed';
		after.splice(15, 1);
		const diff = compareText(`${before.join('\n')}\n`, `${after.join('\n')}\n`).unifiedDiff;
		expect(diff.split('\n').filter((line) => line.startsWith('@@'))).toEqual([
			'@@ -1,8 +1,8 @@',
			'@@ -13,7 +13,6 @@',
		]);
		expect(diff).toContain('\n-line 2\n+line 2 changed\n');
		expect(diff).toContain('\n line 15\n-line 16\n line 17\n');
		expect(compareText('a\nb\nc\n', 'a\nB\nc\n', { context: 0 }).unifiedDiff).toContain(
			'@@ -2 +2 @@\n-b\n+B\n',
		);
	});

	it('renders an escaped HTML diff only when asked', () => {
		expect(compareText('a\n', 'b\n').htmlDiff).toBeUndefined();
		const html = compareText('<b>old</b>\n', '<b>new</b> & more\n', { html: true }).htmlDiff ?? '';
		expect(html).toContain('<del style="text-decoration:none">-&#60;b&#62;old&#60;/b&#62;</del>');
		expect(html).toContain(
			'<ins style="text-decoration:none">+&#60;b&#62;new&#60;/b&#62; &#38; more</ins>',
		);
		expect(html).not.toContain('<b>');
	});
});

describe('HTML as text lines', () => {
	it('keeps what a reader sees, one block per line', () => {
		const html =
			'<!doctype html><html><head><title>T</title><style>p{color:red}</style></head><body>' +
			'<h1>Welcome, <b>Ann</b>!</h1><!-- hidden --><p>Prices &amp; terms&nbsp;apply.</p>' +
			'<table><tr><td>One</td><td>Two</td></tr></table><br/><script>x()</script>Bye &#8212; &#x2764;</body></html>';
		expect(htmlToTextLines(html)).toEqual([
			'Welcome, Ann!',
			'Prices & terms\u00a0apply.',
			'One',
			'Two',
			'Bye — ❤',
		]);
	});

	it('gives no lines for empty HTML', () => {
		expect(htmlToTextLines('')).toEqual([]);
	});
});
