import { type MemberToCompare, bytesOf, canonicalJson, sameValue, textOf } from './compiledValues';
import { type DiffLine, type TextComparison, describeScript, diffLines } from './diff';
import { htmlResourceLines } from './diff/htmlResources';
import { htmlToTextLines } from './diff/htmlText';
import { htmlTokens } from './diff/htmlTokens';
import { markupLines } from './diff/markupLines';
import { visibleLines } from './diff/visibleLines';
import { type ResourceChange, resourceChanges } from './resourceChanges';

export interface MemberComparison extends TextComparison {
	/** Short values (addresses, a phone number, a subject line), whole. */
	before?: string;
	after?: string;
	/**
	 * HTML: what the recipient gets besides the words, one `kind: value` per line, and each change
	 * named.
	 */
	resources?: TextComparison & { changes: ResourceChange[] };
	/** HTML: the markup, one tag per line. */
	markup?: TextComparison;
	/** Why the diff shows the member written out, when no readable view shows its change. */
	note?: string;
}

/** The view that had to show a change no readable view showed. */
export type Fallback = 'invisible' | 'bytes' | 'form';

export interface ComparedMember {
	comparison: MemberComparison;
	fallback?: Fallback;
}

export interface MemberOptions {
	html: boolean;
	context: number;
	/** Names the two sides in the diff headers, e.g. `de-DE subject`. */
	label: string;
}

const NOTES: Record<Fallback, string> = {
	invisible:
		'Only characters a reader cannot see changed (line breaks, white space, invisible ' +
		'characters): the diff writes them out.',
	bytes: 'Only bytes that are not valid UTF-8 changed: the diff shows the base64 of each side.',
	form:
		'The value changed in form (present on one side only, or not text): the diff shows each ' +
		'side as JSON.',
};

function withBreaks(lines: string[]): string[] {
	return lines.map((line) => `${line}\n`);
}

/** A text's lines as a reader takes them: `\r\n` as a line break, no empty last line. */
function textLines(text: string): string[] {
	const lines = text.split(/\r?\n/);
	if (lines[lines.length - 1] === '') lines.pop();
	return lines;
}

function asText(value: unknown): string {
	return typeof value === 'string' ? value : canonicalJson(value);
}

/** The lines a reviewer reads of a value: a list one entry per line, text as is. */
function readingLines(spec: MemberToCompare, value: unknown): string[] {
	if (value === undefined || value === null) return [];
	if (typeof value === 'string') return textLines(textOf(spec, value));
	if (Array.isArray(value)) return value.flatMap((entry) => textLines(asText(entry)));
	return textLines(textOf(spec, value));
}

function base64Lines(bytes: Buffer | undefined): string[] {
	return bytes ? (bytes.toString('base64').match(/.{1,76}/g) ?? []) : [];
}

const UNCHANGED: MemberComparison = {
	changed: false,
	linesAdded: 0,
	linesRemoved: 0,
	unifiedDiff: '',
};

/**
 * One member compared: `changed` when its bytes (or data) differ at all. The readable views say
 * what changed; where none of them shows it, the member is written out so that the diff does.
 */
export function compareMember(
	spec: MemberToCompare,
	before: unknown,
	after: unknown,
	options: MemberOptions,
): ComparedMember {
	if (sameValue(spec, before, after)) return { comparison: { ...UNCHANGED } };
	const describe = (script: DiffLine[], view = '') =>
		describeScript(script, {
			html: options.html,
			context: options.context,
			oldName: `${options.label}${view} (before)`,
			newName: `${options.label}${view} (draft)`,
		});
	const edits = (beforeLines: string[], afterLines: string[]) =>
		diffLines(withBreaks(beforeLines), withBreaks(afterLines));
	const diff = (beforeLines: string[], afterLines: string[], view = '') =>
		describe(edits(beforeLines, afterLines), view);
	// HTML is cut into tokens once, for its three views.
	const html = spec.known?.html
		? [htmlTokens(textOf(spec, before)), htmlTokens(textOf(spec, after))]
		: undefined;
	const [beforeReading, afterReading] = html
		? html.map(htmlToTextLines)
		: [readingLines(spec, before), readingLines(spec, after)];
	const comparison: MemberComparison = diff(beforeReading, afterReading);
	if (spec.known?.short) {
		comparison.before = textOf(spec, before);
		comparison.after = textOf(spec, after);
	}
	const views = [comparison];
	if (html) {
		const [beforeHtml, afterHtml] = html;
		const resourceEdits = edits(htmlResourceLines(beforeHtml), htmlResourceLines(afterHtml));
		comparison.resources = {
			...describe(resourceEdits, ' links and images'),
			changes: resourceChanges(resourceEdits),
		};
		comparison.markup = diff(markupLines(beforeHtml), markupLines(afterHtml), ' markup');
		views.push(comparison.resources, comparison.markup);
	}
	// The member differs even where its text view does not show it.
	if (views.some((view) => view.changed)) return { comparison: { ...comparison, changed: true } };

	const fallbacks: Array<[Fallback, () => [string[], string[]]]> = [
		['invisible', () => [visibleLines(textOf(spec, before)), visibleLines(textOf(spec, after))]],
		['bytes', () => [base64Lines(bytesOf(spec, before)), base64Lines(bytesOf(spec, after))]],
		['form', () => [[canonicalJson(before) || '(absent)'], [canonicalJson(after) || '(absent)']]],
	];
	for (const [fallback, linesOf] of fallbacks) {
		const written = diff(...linesOf());
		if (written.changed)
			return { comparison: { ...comparison, ...written, note: NOTES[fallback] }, fallback };
	}
	// sameValue said they differ, and canonical JSON differs whenever it does.
	throw new Error(`The ${spec.displayName} differs, but no view shows how.`);
}
