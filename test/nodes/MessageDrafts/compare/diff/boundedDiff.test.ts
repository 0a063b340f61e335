/**
 * The diff at the sizes the service accepts: whatever two sides it is given, up to the sandbox's
 * body limit, its edit script turns the published side into the draft exactly, in memory that
 * grows with the sides, not their product; past its cost bound it says it was cut short.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

import { changes, diffScript } from '../../../../../nodes/MessageDrafts/compare/diff/myers';
import { htmlTokens } from '../../../../../nodes/MessageDrafts/compare/diff/htmlTokens';
import { type Random, int, pick, seededRandom } from '../../../../../sandbox/prng';
import { redesignedEmail, smallEmail } from '../../../../harness/redesignedEmail';
import { edited as benchEdits, largeEmail } from '../../../../../bench/lib/largeEmail';

// The largest member the sandbox takes.
const BODY_LIMIT = 1_000_000;

/** The units the review page marks: each word, each run of spaces, each tag. */
const words = (html: string): string[] =>
	htmlTokens(html).flatMap((token) =>
		token.kind === 'text' ? (token.raw.match(/\s+|\S+/g) ?? []) : [token.raw],
	);
const lines = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/** `text` with random edits: runs of lines replaced, inserted, removed and moved. */
function edited(random: Random, text: string, edits: number): string {
	const out = lines(text);
	for (let edit = 0; edit < edits && out.length > 0; edit++) {
		const at = int(random, out.length);
		const length = 1 + int(random, 20);
		switch (int(random, 4)) {
			case 0:
				out.splice(
					at,
					length,
					...lines(redesignedEmail(200 + int(random, 2_000), int(random, 1e6))),
				);
				break;
			case 1:
				out.splice(at, 0, `<p>inserted ${edit}</p>\n`);
				break;
			case 2:
				out.splice(at, length);
				break;
			default:
				out.splice(int(random, out.length), 0, ...out.splice(at, length));
		}
	}
	return out.join('');
}

type Pair = { name: string; before: string; after: string };

/** A random pair of sides, at a random size up to the body limit. */
function randomPair(random: Random, index: number): Pair {
	const size = Math.floor(2_000 * (BODY_LIMIT / 2_000) ** random());
	const seed = int(random, 1e6);
	const kind = pick(random, ['new against small', 'unrelated', 'edited', 'same'] as const);
	const draft = redesignedEmail(size, seed);
	const before =
		kind === 'new against small'
			? smallEmail(seed + 1)
			: kind === 'unrelated'
				? redesignedEmail(size, seed + 1)
				: draft;
	const after = kind === 'edited' ? edited(random, draft, 1 + int(random, 200)) : draft;
	return { name: `pair ${index}: ${kind}, ${size} bytes`, before, after };
}

/** The script applied: each side's units, as the script keeps and changes them. */
function expectExact(before: string[], after: string[]): boolean {
	const { lines: script, coarse } = diffScript(before, after);
	const side = (skipped: 'add' | 'remove') =>
		script.filter((line) => line.kind !== skipped).map((line) => line.text);
	// Compared unit by unit: a mismatch names its place rather than printing a megabyte.
	const mismatch = (got: string[], expected: string[]) =>
		got.length !== expected.length
			? `${got.length} units, not ${expected.length}`
			: got.findIndex((unit, index) => unit !== expected[index]);
	expect({ before: mismatch(side('add'), before), after: mismatch(side('remove'), after) }).toEqual(
		{
			before: -1,
			after: -1,
		},
	);
	return coarse;
}

describe('the bounded diff', () => {
	it('turns the published side into the draft exactly, by word and by line (40 random pairs up to 1 MB)', () => {
		const random = seededRandom(20261202);
		const kinds = new Set<string>();
		for (let index = 0; index < 40; index++) {
			const { name, before, after } = randomPair(random, index);
			kinds.add(name.split(',')[0].replace(/^pair \d+: /, ''));
			try {
				expectExact(words(before), words(after));
				expectExact(lines(before), lines(after));
			} catch (error) {
				throw new Error(`${name}: ${(error as Error).message}`);
			}
		}
		expect(kinds.size).toBe(4);
	});

	it('finds no change between equal sides and one wherever they differ, whatever the bound', () => {
		const random = seededRandom(7);
		for (let round = 0; round < 300; round++) {
			const text = () =>
				Array.from({ length: int(random, 300) }, () => String(int(random, 1 + int(random, 6))));
			const [a, b] = [text(), text()];
			const budget = int(random, 3) === 0 ? int(random, 500) : undefined;
			const { removed, added } = changes(a, b, { budget });
			const some = [...removed, ...added].some(Boolean);
			expect(some).toBe(a.join(' ') !== b.join(' '));
			expect(changes(a, a, { budget }).removed.some(Boolean)).toBe(false);
		}
	});

	it('is cut short only past its budget, and says so, with a correct script either way', () => {
		const unrelated = [words(redesignedEmail(300_000, 3)), words(redesignedEmail(300_000, 4))];
		const cut = diffScript(unrelated[0], unrelated[1], { budget: 100_000 });
		expect(cut.coarse).toBe(true);
		const whole = diffScript(unrelated[0], unrelated[1], { budget: 1e10 });
		expect(whole.coarse).toBe(false);
		const kept = (script: typeof cut) =>
			script.lines.filter((line) => line.kind === 'equal').length;
		expect(kept(whole)).toBeGreaterThan(kept(cut));
		// A redesign against a small email, and the edit benchmark's edits, stay exact within the
		// default bound.
		expect(expectExact(words(smallEmail(6)), words(redesignedEmail(BODY_LIMIT, 5)))).toBe(false);
		const email = `${largeEmail(10_000).join('\n')}\n`;
		const edits = `${benchEdits(largeEmail(10_000)).join('\n')}\n`;
		expect(expectExact(words(email), words(edits))).toBe(false);
	});

	it('diffs two sides of 1 MB in under 64 MB of heap, the sides and their units included', async () => {
		const cases = ['new against small', 'unrelated', 'edited'];
		const results = await Promise.all(cases.map(async (kind) => await inSmallHeap(kind)));
		expect(results).toEqual(cases.map((kind) => ({ kind, done: true })));
	});
});

// A worker whose heap cannot grow past the bound: a diff that needs more ends it.
async function inSmallHeap(kind: string): Promise<{ kind: string; done: boolean }> {
	const root = join(__dirname, '..', '..', '..', '..', '..');
	const worker = new Worker(
		`
		require('tsx/cjs');
		const { workerData, parentPort } = require('node:worker_threads');
		const { changes } = require(workerData.root + '/nodes/MessageDrafts/compare/diff/myers.ts');
		const { htmlTokens } = require(workerData.root + '/nodes/MessageDrafts/compare/diff/htmlTokens.ts');
		const email = require(workerData.root + '/test/harness/redesignedEmail.ts');
		const words = (html) => htmlTokens(html).flatMap((token) =>
			token.kind === 'text' ? (token.raw.match(/\\s+|\\S+/g) ?? []) : [token.raw]);
		const draft = email.redesignedEmail(${BODY_LIMIT}, 11);
		const before = workerData.kind === 'new against small' ? email.smallEmail(12)
			: workerData.kind === 'unrelated' ? email.redesignedEmail(${BODY_LIMIT}, 13)
			: draft.replace(/sale/g, 'SALE').replace(/<td>/g, '<td class="x">');
		changes(words(before), words(draft));
		changes(before.split('\\n'), draft.split('\\n'));
		parentPort.postMessage('done');
		`,
		{
			eval: true,
			workerData: { root, kind },
			resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
		},
	);
	return await new Promise((resolve) => {
		worker.once('message', () => resolve({ kind, done: true }));
		worker.once('error', (error) => resolve({ kind, done: false, ...{ error: error.message } }));
	});
}
