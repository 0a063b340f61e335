import { domainToUnicode } from 'node:url';

import { asciiDomain, punycodeEncode } from '../../nodes/shared/text/punycode';
import { seededRandom } from '../../sandbox/prng';

const points = (...codes: number[]) => String.fromCodePoint(...codes);

describe('punycodeEncode', () => {
	// RFC 3492, section 7.1 (sample strings A, B, L and R), and the examples everyone quotes.
	it.each([
		[points(0x644, 0x64a, 0x647, 0x645, 0x627, 0x628, 0x62a, 0x643, 0x644, 0x645, 0x648, 0x634, 0x639, 0x631, 0x628, 0x64a, 0x61f), 'egbpdaj6bu4bxfgehfvwxn'],
		[points(0x4ed6, 0x4eec, 0x4e3a, 0x4ec0, 0x4e48, 0x4e0d, 0x8bf4, 0x4e2d, 0x6587), 'ihqwcrb4cv8a8dqg056pqjye'],
		[`3${points(0x5e74)}B${points(0x7d44, 0x91d1, 0x516b, 0x5148, 0x751f)}`, '3B-ww4c5e180e575a65lsy2b'],
		[points(0x305d, 0x306e, 0x30b9, 0x30d4, 0x30fc, 0x30c9, 0x3067), 'd9juau41awczczp'],
		['bücher', 'bcher-kva'],
		['münchen', 'mnchen-3ya'],
		['acm\u0435', 'acm-tdd'],
	])('encodes sample %#', (label, encoded) => {
		expect(punycodeEncode(label)).toBe(encoded);
	});
});

describe('asciiDomain', () => {
	it('rewrites only the labels that leave ASCII', () => {
		expect(asciiDomain('acm\u0435.example')).toBe('xn--acm-tdd.example');
		expect(asciiDomain('mail.bücher.example')).toBe('mail.xn--bcher-kva.example');
		expect(asciiDomain('acme.example')).toBe('acme.example');
	});

	it("decodes back to the same domain with Node's own IDNA decoder, over random domains", () => {
		const random = seededRandom(3492);
		const letters = [...'abcdefghijklmnopqrstuvwxyz0123456789', 'é', 'ü', 'ß', 'а', 'е', 'о', 'р', 'с', 'ж', 'α', 'ο', '注', '文', 'ü'];
		for (let run = 0; run < 500; run++) {
			const label = () => Array.from({ length: 1 + Math.floor(random() * 12) }, () => letters[Math.floor(random() * letters.length)]).join('');
			const domain = `${label()}.${label()}.example`;
			const ascii = asciiDomain(domain);
			expect({ domain, ascii: /^[\x21-\x7e]+$/.test(ascii) }).toEqual({ domain, ascii: true });
			expect({ ascii, decoded: domainToUnicode(ascii) }).toEqual({ ascii, decoded: domain });
		}
	});
});
