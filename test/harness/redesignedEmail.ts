/**
 * Marketing emails as designers write them, made from a seed: a small one as the published side,
 * and one redesigned from scratch, of a given size, as the draft. What a test or benchmark of a
 * wholly new email compares.
 */
import { type Random, int, pick, seededRandom } from '../../sandbox/prng';

const VOCABULARY = (
	'spring summer autumn winter sale offer new collection discover your favourite style today ' +
	'free delivery order now limited time only members save more with our exclusive picks for ' +
	'you the best of the season shop fresh arrivals gift ideas home garden kitchen outdoor ' +
	'travel comfort quality crafted designed made to last every day easy returns join rewards ' +
	'points earn redeem welcome back thanks for being with us see what is new this week'
).split(' ');

const sentence = (random: Random, count: number) =>
	Array.from({ length: count }, () => pick(random, VOCABULARY)).join(' ');

function block(random: Random, index: number, seed: number): string {
	const id = `${seed}-${index}`;
	switch (int(random, 4)) {
		case 0:
			return (
				`<tr><td class="hero-${int(random, 9)}" style="padding:24px;background:#f${int(random, 10)}f">` +
				`<h2 style="margin:0 0 8px">${sentence(random, 3 + int(random, 5))}</h2>\n` +
				`<p>${sentence(random, 20 + int(random, 40))}</p></td></tr>\n`
			);
		case 1:
			return (
				`<tr><td><a href="https://shop.example/c/${id}?utm_campaign=s${seed}">` +
				`<img src="https://cdn.example/img/${id}.png" width="600" alt="${sentence(random, 3)}">` +
				'</a></td></tr>\n'
			);
		case 2:
			return (
				'<tr><td><table role="presentation" width="100%"><tr>\n' +
				Array.from(
					{ length: 2 + int(random, 2) },
					(_, column) =>
						`<td class="col" width="33%"><p><strong>${sentence(random, 2)}</strong></p>` +
						`<p>${sentence(random, 8 + int(random, 12))} ` +
						`<a href="https://shop.example/p/${id}-${column}">{{product_${int(random, 30)}}}</a>` +
						'</p></td>\n',
				).join('') +
				'</tr></table></td></tr>\n'
			);
		default:
			return (
				'<tr><td align="center" style="padding:16px">' +
				`<a class="button" href="https://shop.example/go/${id}" ` +
				`style="background:#1a73e8;color:#fff;padding:12px 24px">${sentence(random, 2)}</a>` +
				'</td></tr>\n'
			);
	}
}

/** An email of up to `length` characters of HTML (the sandbox takes a member of up to 1,000,000). */
export function redesignedEmail(length: number, seed: number): string {
	const random = seededRandom(seed);
	const head =
		'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Spring</title>\n' +
		`<style>.col{vertical-align:top}.hero-${seed}{font-size:18px}</style></head>\n` +
		'<body><table role="presentation" width="600" align="center">\n';
	const tail = '</table>\n<p>Unsubscribe: {{unsubscribe_url}}</p></body></html>\n';
	let html = head;
	for (let index = 0; ; index++) {
		const next = block(random, index, seed);
		if (html.length + next.length + tail.length > length) break;
		html += next;
	}
	return html + tail;
}

/** The published side: a short email of about 2 KB. */
export const smallEmail = (seed: number): string => redesignedEmail(2_000, seed);
