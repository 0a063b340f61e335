/**
 * The promise about lookalikes, over every entry of UTS #39's confusables table and random edits
 * around it: whenever a value's two sides render alike, the summary and the review message say
 * what differs (every code point that differs, by its U+ number, and a changed domain in the form a
 * browser resolves); when they do not, neither claims they look alike. "Render alike" is this
 * file's own reading of UTS #39, from the table's own package: the same skeleton (decomposed,
 * Default_Ignorable characters dropped, each confusable read as its prototype, decomposed again),
 * with every kind of white space one space, runs of them one, and none at either end.
 */
import { readFileSync } from 'node:fs';
import { domainToASCII } from 'node:url';
import type { IDataObject } from 'n8n-workflow';

import { compareContent } from '../../../../nodes/MessageDrafts/compare/compareContent';
import {
	REVIEW_MESSAGE_LIMIT,
	reviewMessage,
} from '../../../../nodes/MessageDrafts/compare/reviewMessage';
import { summaryLine } from '../../../../nodes/MessageDrafts/compare/summary';
import { CHANNELS } from '../../../../nodes/shared/channels';
import { int, pick, type Random, seededRandom, words } from '../../../../sandbox/prng';
import { againstPublished } from './againstPublished';

/** UTS #39's confusables.txt, as the package the generated table is made from carries it. */
const CONFUSABLES = JSON.parse(
	readFileSync(require.resolve('unhomoglyph/data.json'), 'utf8'),
) as Record<string, string>;
const ENTRIES = Object.entries(CONFUSABLES);

const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u034f'];
// Marks and isolates: an override (U+202D, U+202E) turns text around, which the unit tests hold.
const DIRECTION = [
	'\u200e',
	'\u200f',
	'\u202a',
	'\u202b',
	'\u202c',
	'\u2066',
	'\u2067',
	'\u2068',
	'\u2069',
	'\u061c',
];
const SPACES = ['\u00a0', '\u2009', '\u202f', '\u2002', '\u3000', '\u2028'];

function rendered(text: string): string {
	const mapped = Array.from(
		text.normalize('NFD').replace(/\p{Default_Ignorable_Code_Point}/gu, ''),
		(character) => CONFUSABLES[character] ?? character,
	);
	return mapped
		.join('')
		.normalize('NFD')
		.replace(/[\s\u0085]+/gu, ' ')
		.trim();
}

const WORDS = [
	'Welcome',
	'to',
	'Acme',
	'order',
	'Café',
	'déjà',
	'über',
	'Straße',
	'naïve',
	'price',
	'Ocean',
	'{{first_name}}',
	'Épicerie',
];

/** One more random edit after the table's: one that looks like nothing, or (sometimes) one anyone sees. */
function edit(random: Random, text: string): string {
	const characters = Array.from(text);
	const at = int(random, characters.length + 1);
	const insert = (inserted: string) =>
		[...characters.slice(0, at), inserted, ...characters.slice(at)].join('');
	switch (int(random, 6)) {
		case 0:
			return insert(pick(random, INVISIBLE));
		case 1:
			return insert(pick(random, DIRECTION));
		case 2:
			return text.normalize('NFD');
		case 3: {
			const spaces = characters
				.map((character, index) => (character === ' ' ? index : -1))
				.filter((index) => index >= 0);
			if (spaces.length === 0) return insert(pick(random, INVISIBLE));
			characters[pick(random, spaces)] = pick(random, SPACES);
			return characters.join('');
		}
		case 4:
			// One anyone sees: another letter.
			return insert(pick(random, ['x', 'Q', '7']));
		default:
			return `${text}${pick(random, [' ', '  ', '\u00a0'])}`;
	}
}

type Unit = 'subject' | 'html' | 'link';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const escapeHtml = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Email content around the value: the other members stay the same on both sides. */
function compiled(unit: Unit, value: string): IDataObject {
	return {
		sender: 'Acme <hello@acme.example>',
		subject: base64(unit === 'subject' ? value : 'Welcome'),
		html: base64(
			`<html><body><p>Hello</p><p>${unit === 'html' ? escapeHtml(value) : 'Thanks'}</p><a href="${unit === 'link' ? value : 'https://acme.example/account'}">Open</a></body></html>`,
		),
		text: base64('Hello\nBye\n'),
	};
}

/** Each code point one side has more of than the other. */
function differingCodePoints(before: string, after: string): string[] {
	const counts = new Map<string, number>();
	for (const character of Array.from(before))
		counts.set(character, (counts.get(character) ?? 0) + 1);
	for (const character of Array.from(after))
		counts.set(character, (counts.get(character) ?? 0) - 1);
	return [...counts]
		.filter(([, count]) => count !== 0)
		.map(
			([character]) =>
				`U+${(character.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`,
		);
}

const hostOf = (link: string) => /^https:\/\/([^/]+)\//.exec(link)?.[1] as string;

/** The value with the table's prototype in it, and the same with the confusable in its place. */
function sides(
	random: Random,
	unit: Unit,
	[source, prototype]: [string, string],
): [string, string] {
	const [head, tail] =
		unit === 'link'
			? ['https://shop', `${pick(random, ['', 'x'])}.example/start?ref=email`]
			: [
					`${words(random, WORDS, 1 + int(random, 3))} `,
					` ${words(random, WORDS, 1 + int(random, 3))}`,
				];
	let after = `${head}${source}${tail}`;
	if (unit !== 'link' && random() < 0.3) after = edit(random, after);
	return [`${head}${prototype}${tail}`, after];
}

/** The entries a unit is tried with: a domain is made of letters, digits and hyphens. */
function entriesFor(unit: Unit): Array<[string, string]> {
	return unit === 'link'
		? ENTRIES.filter(([, prototype]) => /^[A-Za-z0-9-]+$/.test(prototype))
		: ENTRIES;
}

describe.each<Unit>(['subject', 'html', 'link'])(
	'lookalikes in the %s, over the whole UTS #39 confusables table',
	(unit) => {
		it('name every code point that differs whenever the two sides render alike, and claim nothing otherwise', () => {
			const random = seededRandom(39 + unit.length);
			const entries = entriesFor(unit);
			let alikeRuns = 0;
			for (const entry of entries) {
				const [before, after] = sides(random, unit, entry);
				// Written in ASCII, so that a failure shows every code point.
				const context = JSON.stringify({ entry, before, after }).replace(
					/[^\x20-\x7e]/gu,
					(character) => `\\u{${(character.codePointAt(0) as number).toString(16)}}`,
				);
				const content = compareContent(
					CHANNELS.email,
					'default',
					[{ compiled: compiled(unit, before) }, { compiled: compiled(unit, after) }],
					{ html: false, context: 3 },
				);
				const facts = againstPublished(content);
				const summary = summaryLine(facts);
				const message = reviewMessage(facts);
				expect({ context, length: message.length <= REVIEW_MESSAGE_LIMIT }).toEqual({
					context,
					length: true,
				});

				if (rendered(before) !== rendered(after)) {
					expect({ context, claims: /looks alike/.test(summary + message) }).toEqual({
						context,
						claims: false,
					});
					continue;
				}
				alikeRuns++;
				// A browser draws runs of ASCII white space in HTML text as one space, and none at either end.
				const drawn = (text: string) =>
					unit === 'html' ? text.replace(/[\t\n\f\r ]+/g, ' ').trim() : text;
				const said = differingCodePoints(drawn(before), drawn(after));
				const host = hostOf(after);
				if (unit === 'link' && host !== hostOf(before) && domainToASCII(host) !== host)
					said.push(domainToASCII(host) || 'not one a browser resolves');
				for (const words of said) {
					expect({ context, words, inSummary: summary.includes(words) }).toEqual({
						context,
						words,
						inSummary: true,
					});
					expect({ context, words, inMessage: message.includes(words) }).toEqual({
						context,
						words,
						inMessage: true,
					});
				}
			}
			// The table's entries mostly render alike; the edits after them sometimes do not.
			expect(alikeRuns).toBeGreaterThan(entries.length / 2);
			if (unit !== 'link') expect(alikeRuns).toBeLessThan(entries.length);
		}, 300_000);
	},
);
