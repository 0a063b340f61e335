const ESCAPED: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
};

// Safe in text and in a quoted attribute value alike.
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPED[c]);

// An id and link target made of anything: a language code, a member name.
export const anchorOf = (...parts: string[]): string =>
	parts.map((part) => part.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.codePointAt(0)}`)).join('--');
