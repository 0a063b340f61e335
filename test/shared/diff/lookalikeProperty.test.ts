/**
 * The promise about lookalikes, over random text and random edits: whenever a value's two sides
 * render alike, the summary and the review message say what differs (every code point that
 * differs, by its U+ number, and the xn-- form of a domain written with other letters); when they
 * do not, neither claims they look alike. "Render alike" is this file's own: the same after
 * reading the lookalike letters as the Latin ones, dropping invisible and direction characters,
 * reading every kind of space as one space, trimming, and composing accents (NFC).
 */
import type { IDataObject } from 'n8n-workflow';

import { compareContent } from '../../../nodes/MessageDrafts/helpers/compare/compareContent';
import { REVIEW_MESSAGE_LIMIT, reviewMessage } from '../../../nodes/MessageDrafts/helpers/compare/reviewMessage';
import { summaryLine } from '../../../nodes/MessageDrafts/helpers/compare/summary';
import { CHANNELS } from '../../../nodes/shared/channels';
import { asciiDomain } from '../../../nodes/shared/text/punycode';
import { seededRandom } from '../../../sandbox/prng';

const RUNS = 1500;

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const int = (random: Random, below: number) => Math.floor(random() * below);

/** Latin letters and the letters of other scripts drawn like them. */
const LOOKALIKE: Record<string, string[]> = {
	a: ['\u0430', '\u03b1'],
	c: ['\u0441'],
	e: ['\u0435'],
	i: ['\u0456', '\u03b9'],
	o: ['\u043e', '\u03bf'],
	p: ['\u0440', '\u03c1'],
	x: ['\u0445'],
	y: ['\u0443'],
	A: ['\u0410', '\u0391'],
	E: ['\u0415', '\u0395'],
	O: ['\u041e', '\u039f'],
};
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];
const DIRECTION = ['\u200e', '\u200f', '\u202a', '\u202c', '\u202e', '\u2066', '\u2069', '\u061c'];
const SPACES = ['\u00a0', '\u2009', '\u202f', '\u2002', '\u3000'];

function rendered(text: string): string {
	const latin = new Map(Object.entries(LOOKALIKE).flatMap(([letter, others]) => others.map((other) => [other, letter] as const)));
	return Array.from(text.normalize('NFD'), (character) =>
		latin.get(character) ?? (INVISIBLE.includes(character) || DIRECTION.includes(character) ? '' : SPACES.includes(character) ? ' ' : character),
	)
		.join('')
		.normalize('NFC')
		.replace(/ +/g, ' ')
		.trim();
}

const WORDS = ['Welcome', 'to', 'Acme', 'order', 'Café', 'déjà', 'über', 'Straße', 'naïve', 'price', 'Ocean', '{{first_name}}', 'Épicerie'];
const HOSTS = ['acme.example', 'shop.acme.example', 'café.example', 'mail.example.org'];

function words(random: Random, count: number): string {
	return Array.from({ length: count }, () => pick(random, WORDS)).join(' ');
}

function url(random: Random): string {
	return `https://${pick(random, HOSTS)}/${pick(random, ['start', 'orders', 'price', 'épicerie'])}?ref=${pick(random, ['email', 'spring'])}`;
}

interface Unit {
	/** The member it belongs to, and how the edit is put back into it. */
	member: 'sender' | 'replyTo' | 'subject' | 'link' | 'text';
	value: string;
}

/** One random edit that looks like nothing, or (sometimes) one anyone sees. */
function edit(random: Random, text: string, allowSpacesAtEnds: boolean): string {
	const characters = Array.from(text);
	const at = int(random, characters.length + 1);
	const insert = (inserted: string) => [...characters.slice(0, at), inserted, ...characters.slice(at)].join('');
	switch (int(random, allowSpacesAtEnds ? 7 : 6)) {
		case 0: {
			const places = characters.map((character, index) => (LOOKALIKE[character] ? index : -1)).filter((index) => index >= 0);
			if (places.length === 0) return insert(pick(random, INVISIBLE));
			const place = pick(random, places);
			characters[place] = pick(random, LOOKALIKE[characters[place]]);
			return characters.join('');
		}
		case 1:
			return insert(pick(random, INVISIBLE));
		case 2:
			return insert(pick(random, DIRECTION));
		case 3:
			return random() < 0.5 ? text.normalize('NFD') : text.replace(/é/, 'e\u0301');
		case 4: {
			const spaces = characters.map((character, index) => (character === ' ' ? index : -1)).filter((index) => index >= 0);
			if (spaces.length === 0) return insert(pick(random, INVISIBLE));
			characters[pick(random, spaces)] = pick(random, SPACES);
			return characters.join('');
		}
		case 5:
			// One anyone sees: another letter.
			return insert(pick(random, ['x', 'Q', '7']));
		default:
			return `${text}${pick(random, [' ', '  ', '\u00a0'])}`;
	}
}

function unitOf(random: Random): Unit {
	switch (int(random, 5)) {
		case 0:
			return { member: 'sender', value: `Acme Team <hello@${pick(random, HOSTS)}>` };
		case 1:
			return { member: 'replyTo', value: `support@${pick(random, HOSTS)}` };
		case 2:
			return { member: 'subject', value: words(random, 2 + int(random, 4)) };
		case 3:
			return { member: 'link', value: url(random) };
		default:
			return { member: 'text', value: words(random, 2 + int(random, 5)) };
	}
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Email content around the unit: the other members stay the same on both sides. */
function compiled(unit: Unit, value: string): IDataObject {
	const link = unit.member === 'link' ? value : 'https://acme.example/account';
	const text = unit.member === 'text' ? value : 'Thanks for joining.';
	return {
		sender: unit.member === 'sender' ? value : 'Acme <hello@acme.example>',
		replyTo: unit.member === 'replyTo' ? value : 'support@acme.example',
		subject: base64(unit.member === 'subject' ? value : 'Welcome'),
		html: base64(`<html><body><p>Hello</p><a href="${link}">Open</a></body></html>`),
		text: base64(`Hello\n${text}\nBye\n`),
	};
}

/** Each code point one side has more of than the other. */
function differingCodePoints(before: string, after: string): string[] {
	const counts = new Map<string, number>();
	for (const character of Array.from(before)) counts.set(character, (counts.get(character) ?? 0) + 1);
	for (const character of Array.from(after)) counts.set(character, (counts.get(character) ?? 0) - 1);
	return [...counts].filter(([, count]) => count !== 0).map(([character]) => `U+${(character.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`);
}

function hostsOf(text: string): string[] {
	return [...text.matchAll(/(?:\/\/|@)([^/?>\x00-\x20]+)/g)].map((match) => match[1]);
}

describe('lookalikes in the summary and the review message, over random text and random edits', () => {
	it(`name every code point that differs whenever the two sides render alike, and claim nothing otherwise (${RUNS} runs)`, () => {
		const random = seededRandom(29);
		let alikeRuns = 0;
		for (let run = 0; run < RUNS; run++) {
			const unit = unitOf(random);
			let after = edit(random, unit.value, unit.member !== 'link');
			if (random() < 0.3) after = edit(random, after, unit.member !== 'link');
			if (after === unit.value) continue;
			const context = `run ${run}: ${JSON.stringify({ member: unit.member, before: unit.value, after })}`;

			const content = compareContent(CHANNELS.email, 'default', [{ compiled: compiled(unit, unit.value) }, { compiled: compiled(unit, after) }], { html: false, context: 3 });
			const summary = summaryLine({ against: 'published', contents: [content], languagesAdded: [], languagesRemoved: [] });
			const message = reviewMessage(summary, [content]);
			expect({ context, length: message.length <= REVIEW_MESSAGE_LIMIT }).toEqual({ context, length: true });

			if (rendered(unit.value) !== rendered(after)) {
				expect({ context, claims: /looks alike/.test(summary + message) }).toEqual({ context, claims: false });
				continue;
			}
			alikeRuns++;
			const domains = hostsOf(unit.value)
				.concat(hostsOf(after))
				.filter((host) => !(hostsOf(unit.value).includes(host) && hostsOf(after).includes(host)) && asciiDomain(host) !== host)
				.map(asciiDomain);
			for (const said of [...differingCodePoints(unit.value, after), ...domains]) {
				expect({ context, said, inSummary: summary.includes(said) }).toEqual({ context, said, inSummary: true });
				expect({ context, said, inMessage: message.includes(said) }).toEqual({ context, said, inMessage: true });
			}
		}
		// Most edits look like nothing; some do not.
		expect(alikeRuns).toBeGreaterThan(RUNS / 2);
		expect(alikeRuns).toBeLessThan(RUNS);
	});
});
