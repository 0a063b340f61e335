import type { IDataObject } from 'n8n-workflow';

import type { Channel } from '../../shared/channels';
import {
	COMPILED_MEMBERS,
	type CompiledMember,
	VARIABLES_MEMBER,
} from '../../shared/compiledMembers';

// A member the service adds after the vendor document is compared as text (or as JSON).
export interface MemberToCompare {
	name: string;
	displayName: string;
	known?: CompiledMember;
}

const VARIABLES: CompiledMember = {
	name: VARIABLES_MEMBER,
	displayName: 'variables',
	form: 'text',
};

export function membersOf(channel: Channel, sides: IDataObject[]): MemberToCompare[] {
	const known = [...COMPILED_MEMBERS[channel.name], VARIABLES];
	const present = (name: string) => sides.some((side) => Object.hasOwn(side, name));
	const others = [...new Set(sides.flatMap((side) => Object.keys(side)))]
		.filter((name) => !known.some((member) => member.name === name))
		.sort();
	return [
		...known
			.filter((member) => present(member.name))
			.map((member) => ({ name: member.name, displayName: member.displayName, known: member })),
		...others.map((name) => ({ name, displayName: name })),
	];
}

// The same data always gives the same text.
export function canonicalJson(value: unknown): string {
	if (value === undefined) return '';
	return JSON.stringify(value, (_key, inner: unknown) =>
		inner && typeof inner === 'object' && !Array.isArray(inner)
			? Object.fromEntries(
					Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
						a < b ? -1 : a > b ? 1 : 0,
					),
				)
			: inner,
	);
}

export function bytesOf(spec: MemberToCompare, value: unknown): Buffer | undefined {
	return spec.known?.encoded && typeof value === 'string'
		? Buffer.from(value, 'base64')
		: undefined;
}

export function sameValue(spec: MemberToCompare, before: unknown, after: unknown): boolean {
	const beforeBytes = bytesOf(spec, before);
	const afterBytes = bytesOf(spec, after);
	if (beforeBytes && afterBytes) return beforeBytes.equals(afterBytes);
	return canonicalJson(before) === canonicalJson(after);
}

export function textOf(spec: MemberToCompare, value: unknown): string {
	if (value === undefined || value === null) return '';
	const bytes = bytesOf(spec, value);
	if (bytes) return bytes.toString('utf8');
	if (typeof value === 'string') return value;
	return `${JSON.stringify(value, null, 2)}\n`;
}

type Part = { type?: unknown; value?: unknown };

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
