import { domainToASCII } from 'node:url';

import { resolvedDomain } from '../../../../../nodes/MessageDrafts/compare/text/domains';
import { seededRandom } from '../../../../../sandbox/prng';

describe('resolvedDomain: a domain as a browser resolves it (UTS #46)', () => {
	it.each([
		['acm\u0435.example', 'xn--acm-tdd.example'],
		['mail.bücher.example', 'mail.xn--bcher-kva.example'],
		['acme.example', 'acme.example'],
		// Mapped as a browser maps them: a soft hyphen dropped, capitals lowered, fullwidth letters read as ASCII.
		['ac\u00adme.example', 'acme.example'],
		['ACME.Example', 'acme.example'],
		['\uff41cme\u3002example', 'acme.example'],
		['B\u00dcCHER.example', 'xn--bcher-kva.example'],
	])('%s', (domain, resolved) => {
		expect(resolvedDomain(domain)).toBe(resolved);
	});

	it('is undefined for a domain URL refuses, and never turns a bad Punycode label into another', () => {
		expect(resolvedDomain('a b.example')).toBeUndefined();
		// Node 20's URL refuses the label; Node 24's, which n8n 2 runs on, keeps it as written.
		expect([undefined, 'xn--a.example']).toContain(resolvedDomain('xn--a.example'));
	});

	it("agrees with Node's own UTS #46 processing, over random domains", () => {
		const random = seededRandom(3492);
		const letters = [
			...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-',
			'é',
			'ü',
			'ß',
			'а',
			'е',
			'о',
			'р',
			'с',
			'ж',
			'α',
			'ο',
			'注',
			'文',
			'\u00ad',
			'\u200b',
			'ａ',
			'Ｚ',
			'ﬁ',
		];
		for (let run = 0; run < 500; run++) {
			const label = () =>
				Array.from(
					{ length: 1 + Math.floor(random() * 12) },
					() => letters[Math.floor(random() * letters.length)],
				).join('');
			const domain = `${label()}.${label()}.example`;
			expect({ domain, resolved: resolvedDomain(domain) ?? '' }).toEqual({
				domain,
				resolved: domainToASCII(domain),
			});
		}
	});
});
