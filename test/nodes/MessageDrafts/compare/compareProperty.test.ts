/**
 * The guarantee of Compare with Published, over random content on every channel: `changed` is
 * true exactly when some byte of the compiled content differs, and then the summary names every
 * member that differs, the output shows each, and the review message fits Slack. The review
 * fingerprint changes exactly then too, and Approve names what Compare shows changed.
 */
import { isDeepStrictEqual } from 'node:util';
import type { IDataObject } from 'n8n-workflow';

import { compareContent } from '../../../../nodes/MessageDrafts/compare/compareContent';
import { theMember, capitalized } from '../../../../nodes/MessageDrafts/compare/memberNames';
import {
	changesBetween,
	draftFacts,
} from '../../../../nodes/MessageDrafts/compare/reviewFingerprint';
import {
	REVIEW_MESSAGE_LIMIT,
	reviewMessage,
} from '../../../../nodes/MessageDrafts/compare/reviewMessage';
import { summaryLine } from '../../../../nodes/MessageDrafts/compare/summary';
import { CHANNELS, CHANNEL_NAMES, type ChannelName } from '../../../../nodes/shared/channels';
import { COMPILED_MEMBERS, ENCODED_MEMBERS } from '../../../../nodes/shared/compiledMembers';
import { int, pick, type Random, seededRandom, words } from '../../../../sandbox/prng';
import { againstPublished } from './againstPublished';

const RUNS_PER_CHANNEL = 400;

const WORDS = [
	'Welcome',
	'order',
	'{{first_name}}',
	'Acme',
	'sale',
	'ünïcødé',
	'注文',
	'❤',
	'a&b',
	'<',
	'"quoted"',
	' ',
	'\u200b',
	'\t',
];
const URLS = [
	'https://acme.example/a?x=1&y=2',
	'https://acme.example/a?x=1&y=3',
	'{{account_url}}',
	'mailto:help@acme.example',
	'',
];

function htmlOf(random: Random): string {
	const blocks = Array.from({ length: 1 + int(random, 6) }, () => {
		switch (int(random, 6)) {
			case 0:
				return `<p>${words(random, WORDS, 1 + int(random, 5))}</p>`;
			case 1:
				return `<a href="${pick(random, URLS)}">${words(random, WORDS, 2)}</a>`;
			case 2:
				return `<img src="${pick(random, URLS)}" alt="${words(random, WORDS, 1)}">`;
			case 3:
				return `<div style="display:none">${words(random, WORDS, 2)}</div>`;
			case 4:
				return `<td style="background-image:url('${pick(random, URLS)}')">${words(random, WORDS, 1)}</td>`;
			default:
				return `\n<h1 class="c${int(random, 3)}">${words(random, WORDS, 2)}</h1>\r\n`;
		}
	});
	return `<html><body>${blocks.join('')}</body></html>`;
}

const NOT_UTF8 = [0xff, 0xfe, 0xc0, 0x80];

function base64(text: string): string {
	return Buffer.from(text, 'utf8').toString('base64');
}

function parts(random: Random): IDataObject[] {
	return Array.from({ length: int(random, 4) }, () => ({
		type: pick(random, ['Title', 'Body', 'Text', 'title']),
		value: words(random, WORDS, 1 + int(random, 4)),
	}));
}

function valueOf(random: Random, channel: ChannelName, member: string): unknown {
	if (member === 'variables')
		return Array.from({ length: int(random, 4) }, () =>
			pick(random, ['first_name', 'order_id', 'coupon', 'total']),
		);
	const spec = COMPILED_MEMBERS[channel].find((each) => each.name === member);
	if (spec?.form === 'parts') return parts(random);
	if (spec?.html) return base64(htmlOf(random));
	if (spec?.encoded) {
		const text = Buffer.from(words(random, WORDS, 1 + int(random, 6)), 'utf8');
		// Sometimes a byte that is not UTF-8 at all: it reads as U+FFFD, whichever byte it is.
		return Buffer.concat([
			text,
			random() < 0.3 ? Buffer.from([pick(random, NOT_UTF8)]) : Buffer.alloc(0),
		]).toString('base64');
	}
	if (spec) return words(random, WORDS, 1 + int(random, 3));
	return pick(random, [
		words(random, WORDS, 2),
		42,
		{ nested: words(random, WORDS, 1) },
		[1, 2],
		null,
	]);
}

function contentOf(random: Random, channel: ChannelName): IDataObject {
	const compiled: IDataObject = {};
	for (const member of [...COMPILED_MEMBERS[channel].map((each) => each.name), 'variables']) {
		if (random() < 0.9)
			compiled[member] = valueOf(random, channel, member) as IDataObject[keyof IDataObject];
	}
	if (random() < 0.2)
		compiled.futureMember = valueOf(
			random,
			channel,
			'futureMember',
		) as IDataObject[keyof IDataObject];
	return compiled;
}

/** Flips one bit of one byte: for base64 members in the bytes, so it may leave valid UTF-8 behind. */
function flipByte(random: Random, value: string, encoded: boolean): string {
	const bytes = encoded ? Buffer.from(value, 'base64') : Buffer.from(value, 'utf8');
	if (bytes.length === 0) return encoded ? base64('x') : 'x';
	const at = int(random, bytes.length);
	bytes[at] ^= 1 << int(random, 8);
	return encoded ? bytes.toString('base64') : bytes.toString('utf8');
}

/** One random edit a designer (or a bug) might make to one member. */
function edited(random: Random, channel: ChannelName, compiled: IDataObject): IDataObject {
	const next = JSON.parse(JSON.stringify(compiled)) as IDataObject;
	const members = [
		...COMPILED_MEMBERS[channel].map((each) => each.name),
		'variables',
		'futureMember',
	];
	const member = pick(random, members);
	const value = next[member];
	const encoded = ENCODED_MEMBERS.includes(member) && channel === 'email';
	switch (int(random, 7)) {
		case 0:
			delete next[member];
			break;
		case 1:
			next[member] = valueOf(random, channel, member) as IDataObject[keyof IDataObject];
			break;
		case 2:
			if (typeof value === 'string') next[member] = flipByte(random, value, encoded);
			break;
		case 3:
			if (typeof value === 'string' && encoded) {
				// One character of an attribute value or of the text: a link target, an alt text, a class.
				const text = Buffer.from(value, 'base64').toString('utf8');
				const at = int(random, text.length + 1);
				next[member] = base64(
					text.slice(0, at) + pick(random, ['x', '&', '"', ' ', '\n', 'é']) + text.slice(at),
				);
			}
			break;
		case 4:
			if (Array.isArray(value) && value.length > 1) next[member] = [...value].reverse();
			break;
		case 5:
			if (typeof value === 'string' && encoded) {
				// One byte that is not UTF-8 for another: the text reads the same, the bytes differ.
				const bytes = Buffer.from(value, 'base64');
				const at = bytes.findIndex((byte) => NOT_UTF8.includes(byte));
				if (at >= 0)
					bytes[at] = pick(
						random,
						NOT_UTF8.filter((byte) => byte !== bytes[at]),
					);
				next[member] = bytes.toString('base64');
			}
			break;
		default:
			// Nothing changes: the same data, perhaps with its keys in another order.
			if (Array.isArray(value))
				next[member] = value.map((part) =>
					part && typeof part === 'object'
						? Object.fromEntries(Object.entries(part).reverse())
						: part,
				);
	}
	return next;
}

/** The members that differ, by an oracle of its own: the bytes of base64 members, the data of the rest. */
function differingMembers(channel: ChannelName, before: IDataObject, after: IDataObject): string[] {
	const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
	return names.filter((name) => {
		const [a, b] = [before[name], after[name]];
		if (
			ENCODED_MEMBERS.includes(name) &&
			channel === 'email' &&
			typeof a === 'string' &&
			typeof b === 'string'
		) {
			return !Buffer.from(a, 'base64').equals(Buffer.from(b, 'base64'));
		}
		return !isDeepStrictEqual(a, b);
	});
}

describe.each(CHANNEL_NAMES)('Compare on %s, over random content and random edits', (channel) => {
	it(`changed is true exactly when a byte differs; every member that differs is named and shown, and the review fingerprint differs with it (${RUNS_PER_CHANNEL} runs)`, () => {
		const random = seededRandom(CHANNEL_NAMES.indexOf(channel) + 19);
		let changedRuns = 0;
		for (let run = 0; run < RUNS_PER_CHANNEL; run++) {
			const before = contentOf(random, channel);
			let after = edited(random, channel, before);
			if (random() < 0.3) after = edited(random, channel, after);
			const context = `run ${run}: ${JSON.stringify({ before, after })}`;

			const content = compareContent(
				CHANNELS[channel],
				'default',
				[{ compiled: before }, { compiled: after }],
				{ html: false, context: 3 },
			);
			const expected = differingMembers(channel, before, after);
			const changed = Object.values(content.members).some((member) => member.changed);
			expect({ context, changed, differing: content.differing.sort() }).toEqual({
				context,
				changed: expected.length > 0,
				differing: expected.sort(),
			});
			if (changed) changedRuns++;

			const summary = summaryLine(againstPublished(content));
			expect({ context, noChanges: summary === 'No changes.' }).toEqual({
				context,
				noChanges: !changed,
			});
			for (const name of expected) {
				const shown = Object.entries(content.members).filter(
					([key, member]) => member.changed && content.facts[key].member === name,
				);
				expect({ context, name, shown: shown.length > 0 }).toEqual({ context, name, shown: true });
				for (const [key, member] of shown) {
					const { displayName } = content.facts[key];
					const named =
						summary.includes(theMember('default', displayName)) ||
						summary.includes(capitalized(displayName)) ||
						/variable/i.test(summary);
					expect({ context, key, named }).toEqual({ context, key, named: true });
					const visible =
						member.unifiedDiff !== '' ||
						member.resources?.changed ||
						member.markup?.changed ||
						member.before !== member.after;
					expect({ context, key, visible }).toEqual({ context, key, visible: true });
				}
			}

			const message = reviewMessage(againstPublished(content));
			expect(message.length).toBeLessThanOrEqual(REVIEW_MESSAGE_LIMIT);

			// The review fingerprint differs exactly when a byte does, and Approve names each member Compare shows changed.
			const [reviewed, now] = [before, after].map((compiled) =>
				draftFacts({
					channel: CHANNELS[channel],
					draftId: 'tdft_1',
					targetLanguage: '',
					contents: new Map([['default', compiled]]),
					variables: new Map(),
				}),
			);
			expect({ context, sameFingerprint: reviewed.digest === now.digest }).toEqual({
				context,
				sameFingerprint: !changed,
			});
			const changes = changesBetween(channel, reviewed, now).join('; ');
			for (const [key, member] of Object.entries(content.members)) {
				if (!member.changed) continue;
				const said = `${capitalized(content.facts[key].displayName)} changed`;
				expect({ context, said, named: changes.includes(said) }).toEqual({
					context,
					said,
					named: true,
				});
			}
		}
		// The edits are not all no-ops, nor all changes.
		expect(changedRuns).toBeGreaterThan(RUNS_PER_CHANNEL / 4);
		expect(changedRuns).toBeLessThan(RUNS_PER_CHANNEL);
	});
});
