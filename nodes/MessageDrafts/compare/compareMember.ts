import { type MemberToCompare, bytesOf, canonicalJson, sameValue, textOf } from './compiledValues';
import { type Script, type TextComparison, describeScript, diffScript } from './diff';
import { htmlResourceLines } from './diff/htmlResources';
import { htmlToTextLines } from './diff/htmlText';
import { htmlTokens } from './diff/htmlTokens';
import { markupLines } from './diff/markupLines';
import { visibleLines } from './diff/visibleLines';
import { type ResourceChange, resourceChanges } from './resourceChanges';

export interface MemberComparison extends TextComparison {
	before?: string;
	after?: string;
	resources?: TextComparison & { changes: ResourceChange[] };
	markup?: TextComparison;
	note?: string;
}

export type Fallback = 'invisible' | 'bytes' | 'form';

export interface ComparedMember {
	comparison: MemberComparison;
	fallback?: Fallback;
}

export interface MemberOptions {
	html: boolean;
	context: number;
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

function textLines(text: string): string[] {
	const lines = text.split(/\r?\n/);
	if (lines[lines.length - 1] === '') lines.pop();
	return lines;
}

function asText(value: unknown): string {
	return typeof value === 'string' ? value : canonicalJson(value);
}

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

// Where no readable view shows the change, the member is written out so that the diff does.
export function compareMember(
	spec: MemberToCompare,
	before: unknown,
	after: unknown,
	options: MemberOptions,
): ComparedMember {
	if (sameValue(spec, before, after)) return { comparison: { ...UNCHANGED } };
	const describe = (script: Script, view = '') =>
		describeScript(script, {
			html: options.html,
			context: options.context,
			oldName: `${options.label}${view} (before)`,
			newName: `${options.label}${view} (draft)`,
		});
	const edits = (beforeLines: string[], afterLines: string[]) =>
		diffScript(withBreaks(beforeLines), withBreaks(afterLines));
	const diff = (beforeLines: string[], afterLines: string[], view = '') =>
		describe(edits(beforeLines, afterLines), view);
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
			changes: resourceChanges(resourceEdits.lines),
		};
		comparison.markup = diff(markupLines(beforeHtml), markupLines(afterHtml), ' markup');
		views.push(comparison.resources, comparison.markup);
	}
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
