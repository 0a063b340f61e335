/** Translations as gettext files: PO bodies in, POT files of localization keys out. */
import { po } from 'gettext-parser';
import { invalidBody } from './errors';

const QUOTED = '"(?:[^"\\\\]|\\\\.)*"';
/** Every line of a PO file is a comment, a keyword with one quoted string, or a continuation string. */
const PO_LINE = new RegExp(
	`^(?:#.*|(?:msgctxt|msgid|msgid_plural|msgstr(?:\\[\\d+\\])?)\\s+${QUOTED}|${QUOTED})$`,
);

/** gettext-parser reads past malformed lines; the service does not, and names the first one. */
function checkPoSyntax(text: string): void {
	const lines = text.split(/\r?\n/);
	const bad = lines.findIndex((line) => line.trim() !== '' && !PO_LINE.test(line.trim()));
	if (bad >= 0) {
		throw invalidBody(
			`The PO file cannot be read: line ${bad + 1} is not a PO statement: ${lines[bad].trim().slice(0, 80)}`,
		);
	}
}

/** The header's charset: the first `charset=` of a Content-Type line, read as ASCII. */
const HEADER_CHARSET = /"Content-Type:[^"\n]*?charset\s*=\s*([A-Za-z0-9._:-]+)/i;

/**
 * A PO body's text. The charset is the request's (`Content-Type: …; charset=`), else the file
 * header's, else UTF-8; bytes that are not text in it are refused rather than stored mangled.
 */
export function decodePo(bytes: Buffer, requestCharset: string | undefined): string {
	const named = requestCharset ?? HEADER_CHARSET.exec(bytes.toString('latin1'))?.[1];
	const charset = named === undefined || named.toUpperCase() === 'CHARSET' ? 'utf-8' : named;
	let decoder: InstanceType<typeof TextDecoder>;
	try {
		decoder = new TextDecoder(charset, { fatal: true });
	} catch {
		throw invalidBody(
			`The PO file cannot be read: the charset "${charset.slice(0, 40)}" is not supported`,
		);
	}
	try {
		return decoder.decode(bytes);
	} catch {
		throw invalidBody(`The PO file cannot be read: it is not valid ${charset} text`);
	}
}

/** A PO file as translations (msgid → msgstr); untranslated entries are left out. */
export function parsePo(text: string): Record<string, string> {
	checkPoSyntax(text);
	let parsed;
	try {
		parsed = po.parse(text);
	} catch (error) {
		// gettext-parser's messages name the line ("... at line 3"), which is what the caller needs.
		const reason = error instanceof Error ? error.message : String(error);
		throw invalidBody(`The PO file cannot be read: ${reason}`);
	}
	const translations: Record<string, string> = {};
	const entries = Object.values(parsed.translations).flatMap((context) => Object.values(context));
	if (
		entries.length === 0 &&
		text.split('\n').some((line) => line.trim() !== '' && !line.trim().startsWith('#'))
	) {
		throw invalidBody('The PO file cannot be read: it has text but no msgid/msgstr entry');
	}
	for (const entry of entries) {
		const translation = Array.isArray(entry.msgstr) ? entry.msgstr[0] : undefined;
		// gettext-parser lets a file cut short through with a msgid and no msgstr: that file is broken.
		if (typeof translation !== 'string') {
			const line = text.split('\n').findIndex((each) => each.includes(`msgid "${entry.msgid}`)) + 1;
			throw invalidBody(
				`The PO file cannot be read: the msgid "${String(entry.msgid).slice(0, 80)}" at line ${line} has no msgstr`,
			);
		}
		if (entry.msgid !== '' && translation !== '') translations[entry.msgid] = translation;
	}
	return translations;
}

export function compilePot(keys: ReadonlyArray<{ key: string; comment: string }>): string {
	const entries = Object.fromEntries(
		keys.map(({ key, comment }) => [
			key,
			{ msgid: key, msgstr: [''], comments: { extracted: comment } },
		]),
	);
	return po
		.compile({
			charset: 'utf-8',
			headers: { 'Content-Type': 'text/plain; charset=UTF-8' },
			translations: {
				'': {
					'': { msgid: '', msgstr: ['Content-Type: text/plain; charset=UTF-8\n'] },
					...entries,
				},
			},
		})
		.toString('utf8');
}
