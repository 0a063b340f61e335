import type { IDataObject } from 'n8n-workflow';

import { CHANNEL_NAMES, type Channel, type ChannelName } from '../../shared/channels';
import { COMPILED_MEMBERS } from '../../shared/compiledMembers';
import { API_VERSIONS, type ApiVersion } from '../../shared/versions';
import { isParts, partValues } from './compareContent';
import { type MemberToCompare, bytesOf, canonicalJson, membersOf } from './compiledValues';
import { groupedByLanguage } from './languageGroups';
import { capitalized } from './memberNames';
import { sha256 } from './text/sha256';

export type Contents = ReadonlyMap<string, IDataObject | undefined>;

export type ComparedKind = 'published' | 'draft' | 'nothing';

export interface ReviewedContent {
	apiVersion: ApiVersion;
	channel: Channel;
	draftId: string;
	// '' when the service chose.
	targetLanguage: string;
	contents: Contents;
	against: { kind: ComparedKind; draftId?: string; contents: Contents };
}

export interface SideFacts {
	digest: string;
	members: Record<string, Record<string, string>>;
}

export interface Fingerprint extends SideFacts {
	// `mdr1.` holds the draft alone; `mdr2.` also the other side and the API version.
	format: 1 | 2;
	apiVersion?: ApiVersion;
	channel: ChannelName;
	draftId: string;
	targetLanguage: string;
	against?: { kind: ComparedKind; draftId?: string } & Partial<SideFacts>;
}

const PREFIXES = { 1: 'mdr1.', 2: 'mdr2.' } as const;
// Enough to name the member that changed; the digest decides whether anything did.
const MEMBER_DIGEST_LENGTH = 8;

// Base64 members compare by their bytes.
function comparedText(spec: MemberToCompare | undefined, value: unknown): string {
	const bytes = spec && bytesOf(spec, value);
	return bytes ? `bytes:${bytes.toString('base64')}` : `data:${canonicalJson(value)}`;
}

// Parts count by type and as a whole, so a change of order shows.
function comparedValues(channel: Channel, compiled: IDataObject): Map<string, string> {
	const values = new Map<string, string>();
	for (const spec of membersOf(channel, [compiled])) {
		const value = compiled[spec.name];
		if (spec.known?.form === 'parts' && isParts(value)) {
			for (const [type, typeValues] of partValues(value))
				values.set(`${spec.name}.${type}`, comparedText(undefined, typeValues));
			values.set(`${spec.name} parts`, comparedText(undefined, value));
		} else {
			values.set(spec.name, comparedText(spec, value));
		}
	}
	return values;
}

function fullHashes(channel: Channel, contents: Contents): Record<string, Record<string, string>> {
	const full: Record<string, Record<string, string>> = {};
	for (const [language, compiled] of contents) {
		full[language] = Object.fromEntries(
			[...comparedValues(channel, compiled ?? {})].map(([key, text]) => [key, sha256(text)]),
		);
	}
	return full;
}

function shortened(full: Record<string, Record<string, string>>): SideFacts['members'] {
	return Object.fromEntries(
		Object.entries(full).map(([language, values]) => [
			language,
			Object.fromEntries(
				Object.entries(values).map(([key, hash]) => [key, hash.slice(0, MEMBER_DIGEST_LENGTH)]),
			),
		]),
	);
}

/** The draft's side of a fingerprint: its digest also covers how the content was read. */
export function draftFacts({
	channel,
	draftId,
	targetLanguage,
	contents,
}: Pick<ReviewedContent, 'channel' | 'draftId' | 'targetLanguage' | 'contents'>): SideFacts {
	const full = fullHashes(channel, contents);
	return {
		digest: sha256(
			canonicalJson({ channel: channel.name, draftId, targetLanguage, members: full }),
		),
		members: shortened(full),
	};
}

export function comparedFacts(channel: Channel, kind: ComparedKind, contents: Contents): SideFacts {
	const full = fullHashes(channel, contents);
	return {
		digest: sha256(canonicalJson({ channel: channel.name, kind, members: full })),
		members: shortened(full),
	};
}

function encoded(format: 1 | 2, body: object): string {
	return `${PREFIXES[format]}${Buffer.from(canonicalJson(body), 'utf8').toString('base64url')}`;
}

// Carries how the sides were read, so Approve can read them again the same way, and the API
// version, since another version reads other members.
export function fingerprintOf(reviewed: ReviewedContent): string {
	const { apiVersion, channel, draftId, targetLanguage, against } = reviewed;
	const other =
		against.kind === 'nothing' ? {} : comparedFacts(channel, against.kind, against.contents);
	return encoded(2, {
		apiVersion,
		channel: channel.name,
		draftId,
		targetLanguage,
		...draftFacts(reviewed),
		against: {
			kind: against.kind,
			...(against.draftId ? { draftId: against.draftId } : {}),
			...other,
		},
	});
}

const isRecordOf = (
	value: unknown,
	check: (inner: unknown) => boolean,
): value is Record<string, unknown> =>
	value !== null &&
	typeof value === 'object' &&
	!Array.isArray(value) &&
	Object.values(value).every(check);

const isDigest = (value: unknown) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
const isMembers = (value: unknown) =>
	isRecordOf(value, (values) => isRecordOf(values, (hash) => typeof hash === 'string'));
const isText = (value: unknown, pattern: RegExp) =>
	typeof value === 'string' && pattern.test(value);

function isAgainst(value: unknown): boolean {
	if (!isRecordOf(value, () => true)) return false;
	const { kind, draftId, digest, members } = value;
	if (draftId !== undefined && !isText(draftId, /^\S{1,200}$/)) return false;
	if (kind === 'nothing') return digest === undefined && members === undefined;
	return (kind === 'published' || kind === 'draft') && isDigest(digest) && isMembers(members);
}

export function readFingerprint(text: string): Fingerprint | undefined {
	const format = text.startsWith(PREFIXES[2]) ? 2 : text.startsWith(PREFIXES[1]) ? 1 : undefined;
	if (format === undefined) return undefined;
	let parsed: unknown;
	try {
		parsed = JSON.parse(
			Buffer.from(text.slice(PREFIXES[format].length), 'base64url').toString('utf8'),
		);
	} catch {
		return undefined;
	}
	if (!isRecordOf(parsed, () => true)) return undefined;
	const { apiVersion, channel, draftId, targetLanguage, digest, members, against } = parsed;
	const valid =
		(CHANNEL_NAMES as readonly unknown[]).includes(channel) &&
		isText(draftId, /^\S{1,200}$/) &&
		isText(targetLanguage, /^[\w.-]{0,64}$/) &&
		isDigest(digest) &&
		isMembers(members) &&
		(format === 1 ||
			((API_VERSIONS as readonly unknown[]).includes(apiVersion) && isAgainst(against)));
	return valid ? ({ ...parsed, format } as unknown as Fingerprint) : undefined;
}

function memberName(channel: ChannelName, key: string): string {
	const parts = COMPILED_MEMBERS[channel].filter((member) => member.form === 'parts');
	const ofParts = parts.find(
		(member) => key.startsWith(`${member.name}.`) || key === `${member.name} parts`,
	);
	if (ofParts)
		return capitalized(
			key === `${ofParts.name} parts`
				? `${ofParts.displayName} parts`
				: key.slice(ofParts.name.length + 1),
		);
	return capitalized(
		COMPILED_MEMBERS[channel].find((member) => member.name === key)?.displayName ?? key,
	);
}

export function changesBetween(
	channel: ChannelName,
	reviewed: SideFacts['members'],
	now: SideFacts['members'],
): string[] {
	const said: Array<{ language: string; key: string }> = [];
	// The default content first, then the languages in order, as Compare lists them.
	const languages = Object.keys(reviewed).sort((a, b) =>
		a === 'default' ? -1 : b === 'default' ? 1 : a < b ? -1 : 1,
	);
	for (const language of languages) {
		const before = reviewed[language];
		const after = now[language];
		if (!after) continue;
		const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
			(key) => before[key] !== after[key],
		);
		// As in Compare: a member's parts as a whole are named only when no part type shows the change.
		const named = changed.filter(
			(key) =>
				!key.endsWith(' parts') ||
				!changed.some((other) => other.startsWith(`${key.slice(0, -' parts'.length)}.`)),
		);
		for (const key of named) said.push({ language, key: `${memberName(channel, key)} changed` });
	}
	return [
		...groupedByLanguage(said).map(({ key, place }) => `${key}${place}`),
		...Object.keys(now)
			.filter((language) => !Object.hasOwn(reviewed, language))
			.map((language) => `${language} added`),
		...Object.keys(reviewed)
			.filter((language) => !Object.hasOwn(now, language))
			.map((language) => `${language} removed`),
	];
}
