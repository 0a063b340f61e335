// Checking a PO file's syntax is the service's job (it names the line); the node only makes sure
// that what it sends says what the file says.

const KEYWORD_LINE = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+"(.*)"\s*$/;
const CONTINUATION_LINE = /^"(.*)"\s*$/;
const CHARSET = /(charset\s*=\s*)([^\s;"\\]+)/i;

interface Entry {
	context?: string;
	msgid?: string;
	msgstr?: string;
	// For rewriting the header in place.
	msgstrLines: number[];
}

// Escapes are left as written.
function entriesOf(lines: readonly string[]): Entry[] {
	const entries: Entry[] = [];
	let entry: Entry | undefined;
	let field: 'context' | 'msgid' | 'msgstr' | undefined;
	lines.forEach((raw, index) => {
		const line = raw.trim();
		const keyword = KEYWORD_LINE.exec(line);
		const continuation = keyword ? undefined : CONTINUATION_LINE.exec(line);
		if (keyword) {
			const [, name, value] = keyword;
			// A msgctxt starts an entry; so does a msgid, unless it follows its entry's msgctxt.
			const startsEntry =
				name === 'msgctxt' ||
				(name === 'msgid' && (entry?.msgid !== undefined || entry?.context === undefined));
			if (startsEntry || !entry) {
				entry = { msgstrLines: [] };
				entries.push(entry);
			}
			field =
				name === 'msgctxt'
					? 'context'
					: name === 'msgid'
						? 'msgid'
						: name.startsWith('msgstr') && entry.msgstr === undefined
							? 'msgstr'
							: undefined;
			if (field) entry[field] = value;
		} else if (continuation && entry && field) {
			entry[field] = `${entry[field] ?? ''}${continuation[1]}`;
		} else {
			field = undefined;
		}
		if (entry && field === 'msgstr' && (keyword || continuation)) entry.msgstrLines.push(index);
	});
	return entries;
}

function headerOf(entries: readonly Entry[]): Entry | undefined {
	const [first] = entries;
	return first && first.msgid === '' && first.context === undefined ? first : undefined;
}

// Read as Latin-1: every charset a PO file may use writes the header's ASCII the same way.
// `CHARSET` is the placeholder of an untouched template.
export function headerCharset(bytes: Buffer): string | undefined {
	const header = headerOf(entriesOf(bytes.toString('latin1').split(/\r?\n/)));
	const charset = header?.msgstr === undefined ? undefined : CHARSET.exec(header.msgstr)?.[2];
	return charset === undefined || charset.toUpperCase() === 'CHARSET' ? undefined : charset;
}

export function hasEntries(text: string): boolean {
	return entriesOf(text.split(/\r?\n/)).some(
		(entry) => entry.msgid !== undefined && entry.msgid !== '',
	);
}

export function withUtf8Header(text: string): string {
	const lines = text.split('\n');
	const header = headerOf(entriesOf(lines));
	for (const index of header?.msgstrLines ?? []) {
		lines[index] = lines[index].replace(CHARSET, '$1UTF-8');
	}
	return lines.join('\n');
}

// Windows-1252 for bytes 0x80 to 0x9F, as WHATWG decodes ISO-8859-1. Node 20 decodes them as
// controls (Node 24 does not); the five bytes Windows-1252 leaves undefined stay as they are.
const WINDOWS_1252_HIGH = [
	0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
	0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
	0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

export type Decoded = { text: string } | { problem: 'unknownCharset' | 'notText' };

// Bytes that are not text in `charset` are a problem, never replaced.
export function decodeText(bytes: Uint8Array, charset: string): Decoded {
	let decoder: InstanceType<typeof TextDecoder>;
	try {
		decoder = new TextDecoder(charset, { fatal: true });
	} catch {
		return { problem: 'unknownCharset' };
	}
	let text: string;
	try {
		text = decoder.decode(bytes);
	} catch {
		return { problem: 'notText' };
	}
	if (decoder.encoding !== 'windows-1252') return { text };
	return {
		text: text.replace(/[\u0080-\u009f]/g, (char) =>
			String.fromCharCode(WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]),
		),
	};
}
