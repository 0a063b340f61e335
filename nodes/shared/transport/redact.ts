const REDACTED = '[redacted]';

// A key may come back as sent, or percent-encoded in a URL.
function formsOf(secrets: readonly string[]): string[] {
	const forms = secrets
		.flatMap((secret) => [secret, encodeURIComponent(secret)])
		.filter((form) => form !== '');
	// Longest first, so a form containing another is replaced whole.
	return [...new Set(forms)].sort((a, b) => b.length - a.length);
}

function redactText(text: string, forms: readonly string[]): string {
	return forms.reduce((result, form) => result.split(form).join(REDACTED), text);
}

// A service may echo the Authorization header in its error text.
export function redact<T>(value: T, secrets: readonly string[] = []): T {
	const forms = formsOf(secrets);
	if (forms.length === 0) return value;
	const walk = (current: unknown): unknown => {
		if (typeof current === 'string') return redactText(current, forms);
		if (Array.isArray(current)) return current.map(walk);
		if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
			return Object.fromEntries(Object.entries(current).map(([key, entry]) => [key, walk(entry)]));
		}
		return current;
	};
	return walk(value) as T;
}
