// SHA-256 (FIPS 180-4), written out because node code may import nothing but n8n-workflow and
// luxon, and n8n-workflow exports no hash function.
const K = new Uint32Array([
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const INITIAL = [
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

const rotate = (value: number, bits: number) => (value >>> bits) | (value << (32 - bits));

function padded(bytes: Uint8Array): DataView {
	const length = Math.ceil((bytes.length + 9) / 64) * 64;
	const buffer = new Uint8Array(length);
	buffer.set(bytes);
	buffer[bytes.length] = 0x80;
	const view = new DataView(buffer.buffer);
	const bits = bytes.length * 8;
	view.setUint32(length - 8, Math.floor(bits / 0x1_0000_0000));
	view.setUint32(length - 4, bits >>> 0);
	return view;
}

function digest(bytes: Uint8Array): Uint8Array {
	const view = padded(bytes);
	const hash = [...INITIAL];
	const w = new Uint32Array(64);
	for (let block = 0; block < view.byteLength; block += 64) {
		for (let t = 0; t < 16; t++) w[t] = view.getUint32(block + t * 4);
		for (let t = 16; t < 64; t++) {
			const s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] >>> 3);
			const s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] >>> 10);
			w[t] = (w[t - 16] + s0 + w[t - 7] + s1) >>> 0;
		}
		let [a, b, c, d, e, f, g, h] = hash;
		for (let t = 0; t < 64; t++) {
			const s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25);
			const choice = (e & f) ^ (~e & g);
			const temp1 = (h + s1 + choice + K[t] + w[t]) >>> 0;
			const s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22);
			const majority = (a & b) ^ (a & c) ^ (b & c);
			const temp2 = (s0 + majority) >>> 0;
			h = g;
			g = f;
			f = e;
			e = (d + temp1) >>> 0;
			d = c;
			c = b;
			b = a;
			a = (temp1 + temp2) >>> 0;
		}
		[a, b, c, d, e, f, g, h].forEach((value, index) => (hash[index] = (hash[index] + value) >>> 0));
	}
	const out = new DataView(new ArrayBuffer(32));
	hash.forEach((value, index) => out.setUint32(index * 4, value));
	return new Uint8Array(out.buffer);
}

const hex = (bytes: Uint8Array) =>
	[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export function sha256(text: string): string {
	return hex(digest(new TextEncoder().encode(text)));
}

const BLOCK = 64;

/** HMAC-SHA-256 (RFC 2104) of a UTF-8 text under a UTF-8 key, in hex. */
export function hmacSha256(key: string, text: string): string {
	let keyBytes = new TextEncoder().encode(key);
	if (keyBytes.length > BLOCK) keyBytes = digest(keyBytes);
	const padWith = (byte: number) => {
		const pad = new Uint8Array(BLOCK).fill(byte);
		keyBytes.forEach((value, index) => (pad[index] ^= value));
		return pad;
	};
	const message = new TextEncoder().encode(text);
	const inner = new Uint8Array(BLOCK + message.length);
	inner.set(padWith(0x36));
	inner.set(message, BLOCK);
	const outer = new Uint8Array(BLOCK + 32);
	outer.set(padWith(0x5c));
	outer.set(digest(inner), BLOCK);
	return hex(digest(outer));
}
