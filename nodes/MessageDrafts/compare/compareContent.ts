import type { IDataObject } from 'n8n-workflow';

import type { Channel } from '../../shared/channels';
import { VARIABLES_MEMBER } from '../../shared/compiledMembers';
import { compiledOf } from '../../shared/helpers/decodeCompiledContent';
import {
	type MemberComparison,
	type MemberOptions,
	type Fallback,
	compareMember,
} from './compareMember';
import {
	type MemberToCompare,
	canonicalJson,
	isParts,
	membersOf,
	partValues,
	sameValue,
} from './compiledValues';
import { theMember } from './memberNames';
import { variableChanges } from './variableChanges';
import { type MemberViews, type VariableView, writtenTexts } from './variables';

export interface MemberFacts {
	// A part type shows `content`.
	member: string;
	displayName: string;
	short?: boolean;
	html?: boolean;
	fallback?: Fallback;
	// For the variables: the names only one side has.
	entriesAdded?: string[];
	entriesRemoved?: string[];
	// What became of the variables where they stand, and whether the text around them is the same.
	variables?: string[];
	variablesOnly?: boolean;
}

export interface ContentComparison {
	language: string;
	only?: 'added' | 'removed';
	members: Record<string, MemberComparison>;
	facts: Record<string, MemberFacts>;
	differing: string[];
}

function isNameList(value: unknown): value is string[] {
	return (
		value === undefined ||
		(Array.isArray(value) && value.every((entry) => typeof entry === 'string'))
	);
}

function missingFrom(names: string[], others: string[]): string[] {
	return names.filter((name) => !others.includes(name));
}

function entryFacts(
	before: unknown,
	after: unknown,
): Pick<MemberFacts, 'entriesAdded' | 'entriesRemoved'> {
	if (!isNameList(before) || !isNameList(after)) return {};
	return {
		entriesAdded: missingFrom(after ?? [], before ?? []),
		entriesRemoved: missingFrom(before ?? [], after ?? []),
	};
}

const VARIABLES_NOTE =
	'Only variables changed, and the target language writes them as nothing: the diff writes ' +
	'each as {{name}}.';

// Where only variables changed and the target language writes them as nothing, the diff shows
// the values with each variable written.
function variablesCompared(
	spec: MemberToCompare,
	views: Array<VariableView | undefined>,
	parts: boolean,
	options: MemberOptions,
): MemberComparison {
	const [before, after] = views.map((view) => {
		const texts = view ? writtenTexts(view) : [];
		return parts ? texts : texts[0];
	});
	const written = { ...spec, known: spec.known && { ...spec.known, encoded: false } };
	return { ...compareMember(written, before, after, options).comparison, note: VARIABLES_NOTE };
}

// Parts (SMS, push, live activity) compare one type at a time, and whole as well when no type
// shows the difference (their order, the case of a type). Variables count where they stand.
export function compareContent(
	channel: Channel,
	language: string,
	records: [IDataObject | undefined, IDataObject | undefined],
	options: Omit<MemberOptions, 'label'>,
	views: [MemberViews | undefined, MemberViews | undefined] = [undefined, undefined],
): ContentComparison {
	const [before, after] = records.map((record) => compiledOf(record) ?? {});
	const result: ContentComparison = { language, members: {}, facts: {}, differing: [] };
	const add = (
		member: string,
		key: string,
		spec: MemberToCompare,
		values: [unknown, unknown],
		variables?: { key: string; parts: boolean },
	) => {
		const outputKey = Object.hasOwn(result.members, key) ? `content ${key}` : key;
		const memberOptions = { ...options, label: `${language} ${outputKey}` };
		const compared = compareMember(spec, values[0], values[1], memberOptions);
		let comparison = compared.comparison;
		const facts: MemberFacts = {
			member,
			displayName: spec.displayName,
			short: spec.known?.short,
			html: spec.known?.html,
			fallback: compared.fallback,
			...(spec.name === VARIABLES_MEMBER ? entryFacts(values[0], values[1]) : {}),
		};
		const [was, now] = views.map((side) => (variables ? side?.get(variables.key) : undefined));
		if ((was || now) && canonicalJson(was) !== canonicalJson(now)) {
			const sameText = canonicalJson(was?.texts ?? []) === canonicalJson(now?.texts ?? []);
			// Where the reading shows the variables and the text changed too, its diff says it all.
			const shown = was?.shown === true || now?.shown === true;
			facts.variables =
				sameText || !shown
					? variableChanges(
							was?.placements ?? [],
							now?.placements ?? [],
							sameText,
							theMember('default', spec.displayName),
						)
					: [];
			facts.variablesOnly = sameText;
			if (!comparison.changed) {
				comparison = variablesCompared(spec, [was, now], variables?.parts === true, memberOptions);
				delete facts.fallback;
			}
		}
		result.members[outputKey] = comparison;
		result.facts[outputKey] = facts;
		return comparison.changed;
	};
	for (const spec of membersOf(channel, [before, after])) {
		const beforeValue = before[spec.name];
		const afterValue = after[spec.name];
		const beforeParts = isParts(beforeValue)
			? beforeValue
			: beforeValue === undefined
				? []
				: undefined;
		const afterParts = isParts(afterValue) ? afterValue : afterValue === undefined ? [] : undefined;
		let differs = false;
		if (spec.known?.form !== 'parts' || !beforeParts || !afterParts) {
			differs = add(spec.name, spec.name, spec, [beforeValue, afterValue], {
				key: spec.name,
				parts: false,
			});
		} else {
			const beforeTypes = partValues(beforeParts);
			const afterTypes = partValues(afterParts);
			for (const type of new Set([...afterTypes.keys(), ...beforeTypes.keys()])) {
				differs =
					add(
						spec.name,
						type,
						{ name: type, displayName: type },
						[beforeTypes.get(type), afterTypes.get(type)],
						{ key: `${spec.name}.${type}`, parts: true },
					) || differs;
			}
			if (!differs && !sameValue(spec, beforeValue, afterValue)) {
				differs = add(
					spec.name,
					`${spec.name} parts`,
					{ name: spec.name, displayName: `${spec.displayName} parts` },
					[beforeValue, afterValue],
				);
			}
		}
		if (differs) result.differing.push(spec.name);
	}
	return result;
}
