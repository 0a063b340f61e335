import type { IDataObject } from 'n8n-workflow';

import type { Channel } from '../../shared/channels';
import {
	COMPILED_MEMBERS,
	type CompiledMember,
	VARIABLES_MEMBER,
} from '../../shared/compiledMembers';

/**
 * How a member of compiled content is compared: the channel's table says for the members the
 * vendor document declares; a member the service adds later is compared as text (or as JSON).
 */
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

/** Every member either side has: the channel's own in the table's order, then any other by name. */
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

/** JSON with object keys in one order: the same data always gives the same text. */
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

/** The bytes of a base64 member, the content itself; other values as they are. */
export function bytesOf(spec: MemberToCompare, value: unknown): Buffer | undefined {
	return spec.known?.encoded && typeof value === 'string'
		? Buffer.from(value, 'base64')
		: undefined;
}

/** Whether a member's value is the same on both sides: the same bytes, or the same JSON data. */
export function sameValue(spec: MemberToCompare, before: unknown, after: unknown): boolean {
	const beforeBytes = bytesOf(spec, before);
	const afterBytes = bytesOf(spec, after);
	if (beforeBytes && afterBytes) return beforeBytes.equals(afterBytes);
	return canonicalJson(before) === canonicalJson(after);
}

/** A member's value as the text a reviewer reads: base64 decoded as UTF-8, other values as JSON. */
export function textOf(spec: MemberToCompare, value: unknown): string {
	if (value === undefined || value === null) return '';
	const bytes = bytesOf(spec, value);
	if (bytes) return bytes.toString('utf8');
	if (typeof value === 'string') return value;
	return `${JSON.stringify(value, null, 2)}\n`;
}
