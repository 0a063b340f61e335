/**
 * A domain as a browser resolves it: WHATWG URL's host parsing, which applies UTS #46 (IDNA
 * mapping: capitals lowered, a soft hyphen or a zero-width space dropped, fullwidth letters read as
 * ASCII), then writes each label outside ASCII as `xn--` and its Punycode. A reviewer comparing
 * `acme.example` with a lookalike reads the difference there.
 */
export function resolvedDomain(domain: string): string | undefined {
	try {
		return new URL(`http://${domain}/`).hostname;
	} catch {
		// A browser refuses it too: no address is reached through it.
		return undefined;
	}
}
