/** Elements whose content is not read as text. */
const HIDDEN = /<(head|style|script|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Elements that start a new line of text where they open or close. */
const BLOCK =
	/<\/?(address|article|aside|blockquote|br|dd|div|dl|dt|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
		if (name[0] === '#') {
			const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
			return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
		}
		return ENTITIES[name.toLowerCase()] ?? entity;
	});
}

/**
 * HTML as the lines of text a reader sees: block elements break lines, other tags and comments go,
 * entities are decoded, spaces collapse and empty lines are dropped. A diff of these lines shows
 * what a reader notices, not markup churn.
 */
export function htmlToTextLines(html: string): string[] {
	const text = html
		.replace(/<!--[\s\S]*?-->/g, '')
		.replace(HIDDEN, '')
		.replace(BLOCK, '\n')
		.replace(/<[^>]*>/g, '');
	return decodeEntities(text)
		.split('\n')
		.map((line) => line.replace(/\s+/g, ' ').trim())
		.filter((line) => line !== '');
}
