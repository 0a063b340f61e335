/**
 * Punycode (RFC 3492) encoding, and a domain's ASCII form: the `xn--` name a browser or a mail
 * server actually uses for a domain written with letters outside ASCII. A reviewer comparing
 * `acme.example` with a lookalike reads the difference there.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;

function digit(value: number): string {
	return String.fromCharCode(value < 26 ? 0x61 + value : 0x30 + value - 26);
}

/** RFC 3492 section 6.1. */
function adapt(delta: number, points: number, first: boolean): number {
	let scaled = first ? Math.floor(delta / DAMP) : delta >> 1;
	scaled += Math.floor(scaled / points);
	let k = 0;
	while (scaled > ((BASE - T_MIN) * T_MAX) >> 1) {
		scaled = Math.floor(scaled / (BASE - T_MIN));
		k += BASE;
	}
	return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
}

/** RFC 3492 section 6.3: a label's code points as Punycode, without the `xn--` prefix. */
export function punycodeEncode(label: string): string {
	const input = Array.from(label, (character) => character.codePointAt(0) as number);
	let output = input.filter((point) => point < INITIAL_N).map((point) => String.fromCharCode(point)).join('');
	const basic = output.length;
	let handled = basic;
	if (basic > 0) output += '-';
	let n = INITIAL_N;
	let delta = 0;
	let bias = INITIAL_BIAS;
	while (handled < input.length) {
		const next = Math.min(...input.filter((point) => point >= n));
		delta += (next - n) * (handled + 1);
		n = next;
		for (const point of input) {
			if (point < n) delta++;
			if (point !== n) continue;
			let q = delta;
			for (let k = BASE; ; k += BASE) {
				const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
				if (q < t) break;
				output += digit(t + ((q - t) % (BASE - t)));
				q = Math.floor((q - t) / (BASE - t));
			}
			output += digit(q);
			bias = adapt(delta, handled + 1, handled === basic);
			delta = 0;
			handled++;
		}
		delta++;
		n++;
	}
	return output;
}

/**
 * A domain as DNS spells it: each label with a character outside ASCII becomes `xn--` and its
 * Punycode. Labels are taken as written (no case folding or mapping), so that two domains that
 * differ in any code point stay different.
 */
export function asciiDomain(domain: string): string {
	return domain
		.split('.')
		.map((label) => (/^[\x00-\x7f]*$/.test(label) ? label : `xn--${punycodeEncode(label)}`))
		.join('.');
}
