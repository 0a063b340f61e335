import type { IDataObject } from 'n8n-workflow';

import { CHANNEL_NAMES, type Channel, type ChannelName } from '../../shared/channels';
import { COMPILED_MEMBERS } from '../../shared/compiledMembers';
import { API_VERSIONS, type ApiVersion } from '../../shared/versions';
import { isParts, partValues } from './compareContent';
import { type MemberToCompare, bytesOf, canonicalJson, membersOf } from './compiledValues';
import { groupedByLanguage } from './languageGroups';
import { capitalized } from './memberNames';
import { sha256 } from './text/sha256';

/** Compiled content by language: `default`, then every language a side has. */
export type Contents = ReadonlyMap<string, IDataObject | undefined>;

/**
 * What the draft was compared with: the published draft, another draft, or nothing (a template
 * never published).
 */
export type ComparedKind = 'published' | 'draft' | 'nothing';

/**
 * Both sides of a comparison as it read them: the draft, how it was read, and what it was compared
 * with.
 */
export interface ReviewedContent {
	apiVersion: ApiVersion;
	channel: Channel;
	draftId: string;
	/** The target language the content was read in; '' when the service chose. */
	targetLanguage: string;
	contents: Contents;
	against: { kind: ComparedKind; draftId?: string; contents: Contents };
}

/**
 * One side's content in short: a digest that decides whether anything changed, and each member's
 * hash that says what.
 */
export interface SideFacts {
	/** SHA-256 over each compared value whole. */
	digest: string;
	/** By language, by the member (or part type) Compare names: the start of its value's SHA-256. */
	members: Record<string, Record<string, string>>;
}

/**
 * What a fingerprint holds: enough to read both sides again the same way, and to say what changed.
 */
export interface Fingerprint extends SideFacts {
	/**
	 * `mdr1.` fingerprints hold the draft alone; `mdr2.` ones the other side and the API version too.
	 */
	format: 1 | 2;
	apiVersion?: ApiVersion;
	channel: ChannelName;
	draftId: string;
	targetLanguage: string;
	against?: { kind: ComparedKind; draftId?: string } & Partial<SideFacts>;
}

const PREFIXES = { 1: 'mdr1.', 2: 'mdr2.' } as const;
/**
 * Enough of each member's hash to tell which one changed; the digest decides whether anything did.
 */
const MEMBER_DIGEST_LENGTH = 8;

/** A value as Compare compares it: base64 members by their bytes, the rest as data. */
function comparedText(spec: MemberToCompare | undefined, value: unknown): string {
	const bytes = spec && bytesOf(spec, value);
	return bytes ? `bytes:${bytes.toString('base64')}` : `data:${canonicalJson(value)}`;
}

/**
 * The values of one language's content as Compare compares them: each member, and a member made of
 * parts by each part type (`content.title`) and as a whole (`content parts`, for a change of
 * order).
 */
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

/** The other side of a fingerprint: the published draft's content, or the other draft's. */
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

/**
 * The fingerprint of a comparison: the same two sides read the same way give the same string on
 * every run; any difference in any member, any language or the list of languages of either side
 * gives another. It carries how the sides were read, so that Approve can read them again the same
 * way, and the API version, since another version reads other members.
 */
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

/** A fingerprint Compare gave, read back; undefined for any other text. */
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

/**
 * What Compare calls a member, a part type or a member's parts as a whole: "Reply-to", "Title",
 * "Content parts".
 */
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

/**
 * What differs between one side's content when it was reviewed and now, in the words of Compare's
 * summary, each change once with its languages: "Subject changed (fr-FR)", "it-IT added".
 */
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
		// As in Compare, a member's parts as a whole are named only when none of its part types shows
		// the change.
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
