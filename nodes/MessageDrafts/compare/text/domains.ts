// WHATWG URL's host parsing (UTS #46, then Punycode): the domain a browser resolves.
export function resolvedDomain(domain: string): string | undefined {
	try {
		return new URL(`http://${domain}/`).hostname;
	} catch {
		// A browser refuses it too.
		return undefined;
	}
}
