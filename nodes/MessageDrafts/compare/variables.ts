import type { IDataObject } from 'n8n-workflow';

import { type Channel, variableSyntaxOf } from '../../shared/channels';
import { VARIABLES_MEMBER } from '../../shared/compiledMembers';
import { isParts, membersOf, partValues, textOf } from './compiledValues';

// A variable where it stands: in which value of the member (a part type may have several), at
// which offset of that value's text with every variable taken out, and its name.
export type Placement = [value: number, offset: number, name: string];

export interface VariableView {
	// Each value's text with every variable taken out.
	texts: string[];
	placements: Placement[];
	// Whether the reading itself shows the variables, as a target language that writes them does.
	shown: boolean;
}

// By member, or `member.type` for a part type.
export type MemberViews = ReadonlyMap<string, VariableView>;

// Under a target language that writes variables as nothing, each side is read again in this one.
// Every channel accepts it in every API version
// (test/nodes/MessageDrafts/resources/draft/compare.variables.test.ts).
export const WRITTEN_TARGET_LANGUAGE = 'handlebars';

// Past this many ways of reading a text, literal braces in the content are too many to tell from
// variables, and the written reading is read by its syntax alone.
const MOST_READINGS = 64;

const MARK = '\u0000';

function escaped(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Undefined when the target language writes variables as nothing, or is one the package does not
// know.
function variablePattern(targetLanguage: string): RegExp | undefined {
	const written = variableSyntaxOf(targetLanguage, MARK);
	if (!written) return undefined;
	const [before, after] = written.split(MARK);
	return new RegExp(`${escaped(before)}(\\w+)${escaped(after)}`, 'g');
}

const WRITTEN = variablePattern(WRITTEN_TARGET_LANGUAGE) as RegExp;

export function writesNothing(channel: Channel, targetLanguage: string): boolean {
	return variableSyntaxOf(targetLanguage || channel.plainTargetLanguage, MARK) === null;
}

// Every variable as the recipient's template engine finds it.
function scanned(text: string, pattern: RegExp, value: number): VariableView {
	const placements: Placement[] = [];
	const kept: string[] = [];
	let length = 0;
	let from = 0;
	for (const match of text.matchAll(pattern)) {
		const before = text.slice(from, match.index);
		kept.push(before);
		length += before.length;
		placements.push([value, length, match[1]]);
		from = match.index + match[0].length;
	}
	kept.push(text.slice(from));
	return { texts: [kept.join('')], placements, shown: true };
}

/**
 * Where each variable of `written` stands in `plain`, the same text with every variable written
 * as nothing: `written` is `plain` with some of its `{{name}}` inserted. Each `{{name}}` of
 * `written` is a variable or literal text of the content, and the steps below keep every way of
 * reading them that `plain` allows, the first found for each place reached: one way, so linear
 * time, unless the content itself holds `{{name}}` text. Undefined when no way fits.
 * Why: docs/reviewing-drafts.md#variables-in-every-target-language
 */
export function aligned(plain: string, written: string, value = 0): Placement[] | undefined {
	if (plain === written) return [];
	const tokens = [...written.matchAll(WRITTEN)];
	const gapAfter = (index: number) =>
		written.slice(
			index < 0 ? 0 : tokens[index].index + tokens[index][0].length,
			index + 1 < tokens.length ? tokens[index + 1].index : written.length,
		);
	const first = gapAfter(-1);
	if (!plain.startsWith(first)) return undefined;
	// For each place in `plain` reached after a token: where it was before, and what the token was.
	const steps: Array<Map<number, { from: number; variable: boolean }>> = [
		new Map([[first.length, { from: 0, variable: false }]]),
	];
	for (let index = 0; index < tokens.length; index++) {
		const token = tokens[index][0];
		const gap = gapAfter(index);
		const next = new Map<number, { from: number; variable: boolean }>();
		for (const at of steps[index].keys()) {
			if (plain.startsWith(gap, at) && !next.has(at + gap.length))
				next.set(at + gap.length, { from: at, variable: true });
			const literal = at + token.length;
			if (
				plain.startsWith(token, at) &&
				plain.startsWith(gap, literal) &&
				!next.has(literal + gap.length)
			)
				next.set(literal + gap.length, { from: at, variable: false });
		}
		if (next.size === 0 || next.size > MOST_READINGS) return undefined;
		steps.push(next);
	}
	if (!steps[tokens.length].has(plain.length)) return undefined;
	const placements: Placement[] = [];
	let at = plain.length;
	for (let index = tokens.length - 1; index >= 0; index--) {
		const { from, variable } = steps[index + 1].get(at) as { from: number; variable: boolean };
		if (variable) placements.push([value, from, tokens[index][1]]);
		at = from;
	}
	return placements.reverse();
}

// The text values of each member that can hold variables; base64 members decoded.
function textValues(channel: Channel, compiled: IDataObject): Map<string, string[]> {
	const values = new Map<string, string[]>();
	for (const spec of membersOf(channel, [compiled])) {
		const value = compiled[spec.name];
		if (spec.name === VARIABLES_MEMBER) continue;
		if (spec.known?.form === 'parts' && isParts(value)) {
			for (const [type, typeValues] of partValues(value)) {
				if (typeValues.every((each) => typeof each === 'string'))
					values.set(`${spec.name}.${type}`, typeValues);
			}
		} else if (typeof value === 'string') {
			values.set(spec.name, [textOf(spec, value)]);
		}
	}
	return values;
}

function joined(views: VariableView[], shown: boolean): VariableView {
	return {
		texts: views.flatMap((view) => view.texts),
		placements: views.flatMap((view) => view.placements),
		shown,
	};
}

function viewOf(plain: string[], written: string[] | undefined): VariableView {
	if (!written || written.length !== plain.length)
		return { texts: [...plain], placements: [], shown: false };
	return joined(
		plain.map((text, value) => {
			const placements = aligned(text, written[value], value);
			return placements
				? { texts: [text], placements, shown: false }
				: scanned(written[value], WRITTEN, value);
		}),
		false,
	);
}

/**
 * Each member's variables where they stand. `compiled` is read in `targetLanguage`; `written`,
 * the same content read in WRITTEN_TARGET_LANGUAGE, is needed only when `targetLanguage` writes
 * variables as nothing.
 */
export function variableViews(
	channel: Channel,
	targetLanguage: string,
	compiled: IDataObject | undefined,
	written: IDataObject | undefined,
): MemberViews {
	const views = new Map<string, VariableView>();
	if (!compiled) return views;
	const pattern = variablePattern(targetLanguage || channel.plainTargetLanguage);
	const writtenValues = written ? textValues(channel, written) : new Map<string, string[]>();
	for (const [key, values] of textValues(channel, compiled)) {
		views.set(
			key,
			pattern
				? joined(
						values.map((text, value) => scanned(text, pattern, value)),
						true,
					)
				: viewOf(values, writtenValues.get(key)),
		);
	}
	return views;
}

// The values again, each variable written as `{{name}}`, for a diff that shows them.
export function writtenTexts({ texts, placements }: VariableView): string[] {
	return texts.map((text, value) => {
		let result = '';
		let from = 0;
		for (const [inValue, offset, name] of placements) {
			if (inValue !== value) continue;
			result += `${text.slice(from, offset)}{{${name}}}`;
			from = offset;
		}
		return result + text.slice(from);
	});
}
