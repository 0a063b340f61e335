// An id and link target made of anything: a language code, a member name.
export const anchorOf = (...parts: string[]): string =>
	parts.map((part) => part.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.codePointAt(0)}`)).join('--');
