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
import { type MemberToCompare, membersOf, sameValue } from './compiledValues';

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
}

export interface ContentComparison {
	language: string;
	only?: 'added' | 'removed';
	members: Record<string, MemberComparison>;
	facts: Record<string, MemberFacts>;
	differing: string[];
}

type Part = { type?: unknown; value?: unknown };

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

export function isParts(value: unknown): value is Part[] {
	return (
		Array.isArray(value) &&
		value.every((part) => part !== null && typeof part === 'object' && !Array.isArray(part))
	);
}

export function partValues(parts: Part[]): Map<string, unknown[]> {
	const byType = new Map<string, unknown[]>();
	for (const part of parts) {
		const name = String(part.type ?? 'content').toLowerCase();
		byType.set(name, [...(byType.get(name) ?? []), part.value]);
	}
	return byType;
}

// Parts (SMS, push, live activity) compare one type at a time, and whole as well when no type
// shows the difference (their order, the case of a type).
export function compareContent(
	channel: Channel,
	language: string,
	records: [IDataObject | undefined, IDataObject | undefined],
	options: Omit<MemberOptions, 'label'>,
): ContentComparison {
	const [before, after] = records.map((record) => compiledOf(record) ?? {});
	const result: ContentComparison = { language, members: {}, facts: {}, differing: [] };
	const add = (
		member: string,
		key: string,
		spec: MemberToCompare,
		beforeValue: unknown,
		afterValue: unknown,
	) => {
		const outputKey = Object.hasOwn(result.members, key) ? `content ${key}` : key;
		const { comparison, fallback } = compareMember(spec, beforeValue, afterValue, {
			...options,
			label: `${language} ${outputKey}`,
		});
		result.members[outputKey] = comparison;
		result.facts[outputKey] = {
			member,
			displayName: spec.displayName,
			short: spec.known?.short,
			html: spec.known?.html,
			fallback,
			...(spec.name === VARIABLES_MEMBER ? entryFacts(beforeValue, afterValue) : {}),
		};
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
			differs = add(spec.name, spec.name, spec, beforeValue, afterValue);
		} else {
			const beforeTypes = partValues(beforeParts);
			const afterTypes = partValues(afterParts);
			for (const type of new Set([...afterTypes.keys(), ...beforeTypes.keys()])) {
				differs =
					add(
						spec.name,
						type,
						{ name: type, displayName: type },
						beforeTypes.get(type),
						afterTypes.get(type),
					) || differs;
			}
			if (!differs && !sameValue(spec, beforeValue, afterValue)) {
				differs = add(
					spec.name,
					`${spec.name} parts`,
					{ name: spec.name, displayName: `${spec.displayName} parts` },
					beforeValue,
					afterValue,
				);
			}
		}
		if (differs) result.differing.push(spec.name);
	}
	return result;
}
