import { createHash, createHmac } from 'node:crypto';

import { hmacSha256, sha256 } from '../../../../../nodes/MessageDrafts/compare/text/sha256';
import { seededRandom } from '../../../../../sandbox/prng';

describe('sha256', () => {
	// FIPS 180-4's examples (NIST's "SHA256.pdf" and "SHA2_Additional.pdf").
	it.each([
		['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
		['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
		[
			'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
			'248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
		],
		[
			'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
			'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1',
		],
		['a'.repeat(1_000_000), 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0'],
	])('hashes the standard vector %#', (text, digest) => {
		expect(sha256(text)).toBe(digest);
	});

	it('agrees with node:crypto over random texts of every length around the block edges, UTF-8 included', () => {
		const random = seededRandom(256);
		const alphabet = ['a', 'é', '注', '❤', '\u0000', '\u{1F600}', '\u200b'];
		for (let length = 0; length < 300; length++) {
			const text = Array.from(
				{ length },
				() => alphabet[Math.floor(random() * alphabet.length)],
			).join('');
			expect(sha256(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
		}
	});

	it('signs as node:crypto HMAC-SHA-256 does, for keys shorter and longer than a block', () => {
		// RFC 4231, test case 2.
		expect(hmacSha256('Jefe', 'what do ya want for nothing?')).toBe(
			'5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
		);
		const random = seededRandom(2104);
		const alphabet = ['k', 'é', '注', '\u0000', '\u{1F600}'];
		const text = (length: number) =>
			Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
		for (let length = 0; length < 150; length++) {
			const key = text(length);
			const message = text(Math.floor(random() * 200));
			expect(hmacSha256(key, message)).toBe(
				createHmac('sha256', key).update(message, 'utf8').digest('hex'),
			);
		}
	});
});
