import type { IDataObject } from 'n8n-workflow';

import { CHANNEL_NAMES, type Channel, type ChannelName } from '../../shared/channels';
import { COMPILED_MEMBERS } from '../../shared/compiledMembers';
import { API_VERSIONS, type ApiVersion } from '../../shared/versions';
import {
	type MemberToCompare,
	bytesOf,
	canonicalJson,
	isParts,
	membersOf,
	partValues,
} from './compiledValues';
import { groupedByLanguage } from './languageGroups';
import { capitalized, theMember } from './memberNames';
import type { SideVariables } from './readSides';
import { sha256 } from './text/sha256';
import { variableChanges } from './variableChanges';
import type { Placement } from './variables';

export type Contents = ReadonlyMap<string, IDataObject | undefined>;

export type ComparedKind = 'published' | 'draft' | 'nothing';

// A side's compiled content by language ('default' first), and its variables.
export interface SideContent {
	contents: Contents;
	variables: SideVariables;
}

export interface ReviewedContent extends SideContent {
	apiVersion: ApiVersion;
	channel: Channel;
	draftId: string;
	// '' when the service chose.
	targetLanguage: string;
	against: { kind: ComparedKind; draftId?: string } & SideContent;
}

// By language and member: the hash of the text with every variable taken out, and the variables
// where they stand, or past NAMED_PLACEMENTS the hash of where they stand.
export type VariableFacts = Record<string, Record<string, [string, Placement[] | string]>>;

export interface SideFacts {
	digest: string;
	members: Record<string, Record<string, string>>;
	variables: VariableFacts;
}

export interface Fingerprint extends SideFacts {
	apiVersion: ApiVersion;
	channel: ChannelName;
	draftId: string;
	targetLanguage: string;
	against: { kind: ComparedKind; draftId?: string } & Partial<SideFacts>;
}

// A member with more variables than this carries their hash alone, so that the fingerprint stays
// small whatever the content: a change among them is told without their names.
const NAMED_PLACEMENTS = 32;

// The variables of a member as a fingerprint carries them.
const placementsOf = (placements: Placement[] | string) =>
	typeof placements === 'string' || placements.length <= NAMED_PLACEMENTS
		? placements
		: sha256(canonicalJson(placements)).slice(0, MEMBER_DIGEST_LENGTH);

// `mdr1.` and `mdr2.` came before variables counted under every target language.
const PREFIX = 'mdr3.';
const OLDER_PREFIXES = ['mdr1.', 'mdr2.'];
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

function fullFacts(
	channel: Channel,
	{ contents, variables }: SideContent,
): Pick<SideFacts, 'members' | 'variables'> {
	const members: SideFacts['members'] = {};
	const placed: VariableFacts = {};
	for (const [language, compiled] of contents) {
		members[language] = Object.fromEntries(
			[...comparedValues(channel, compiled ?? {})].map(([key, text]) => [key, sha256(text)]),
		);
		placed[language] = Object.fromEntries(
			[...(variables.get(language) ?? [])].map(([key, view]) => [
				key,
				[sha256(canonicalJson(view.texts)), view.placements],
			]),
		);
	}
	return { members, variables: placed };
}

function byLanguage<T, U>(
	record: Record<string, Record<string, T>>,
	map: (value: T) => U,
): Record<string, Record<string, U>> {
	return Object.fromEntries(
		Object.entries(record).map(([language, values]) => [
			language,
			Object.fromEntries(Object.entries(values).map(([key, value]) => [key, map(value)])),
		]),
	);
}

function shortened({
	members,
	variables,
}: Pick<SideFacts, 'members' | 'variables'>): Pick<SideFacts, 'members' | 'variables'> {
	const short = (hash: string) => hash.slice(0, MEMBER_DIGEST_LENGTH);
	return {
		members: byLanguage(members, short),
		variables: byLanguage(variables, ([hash, placements]): [string, Placement[] | string] => [
			short(hash),
			placementsOf(placements),
		]),
	};
}

/** The draft's side of a fingerprint: its digest also covers how the content was read. */
export function draftFacts({
	channel,
	draftId,
	targetLanguage,
	contents,
	variables,
}: Pick<
	ReviewedContent,
	'channel' | 'draftId' | 'targetLanguage' | 'contents' | 'variables'
>): SideFacts {
	const full = fullFacts(channel, { contents, variables });
	return {
		digest: sha256(canonicalJson({ channel: channel.name, draftId, targetLanguage, ...full })),
		...shortened(full),
	};
}

export function comparedFacts(channel: Channel, kind: ComparedKind, side: SideContent): SideFacts {
	const full = fullFacts(channel, side);
	return {
		digest: sha256(canonicalJson({ channel: channel.name, kind, ...full })),
		...shortened(full),
	};
}

// Carries how the sides were read, so Approve can read them again the same way, and the API
// version, since another version reads other members. The SHA-256 of the body at its end tells a
// fingerprint Compare gave from one altered or cut since.
// Why: docs/reviewing-drafts.md#what-the-fingerprint-proves
export function fingerprintOf(reviewed: ReviewedContent): string {
	const { apiVersion, channel, draftId, targetLanguage, against } = reviewed;
	const other = against.kind === 'nothing' ? {} : comparedFacts(channel, against.kind, against);
	const body = Buffer.from(
		canonicalJson({
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
		}),
		'utf8',
	).toString('base64url');
	return `${PREFIX}${body}.${sha256(body)}`;
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
const isHash = (value: unknown) => typeof value === 'string' && /^[0-9a-f]{8}$/.test(value);
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const isPlacement = (value: unknown) =>
	Array.isArray(value) &&
	value.length === 3 &&
	isCount(value[0]) &&
	isCount(value[1]) &&
	typeof value[2] === 'string';
const isMembers = (value: unknown) => isRecordOf(value, (values) => isRecordOf(values, isHash));
const isVariables = (value: unknown) =>
	isRecordOf(value, (values) =>
		isRecordOf(
			values,
			(entry) =>
				Array.isArray(entry) &&
				entry.length === 2 &&
				isHash(entry[0]) &&
				((Array.isArray(entry[1]) &&
					entry[1].length <= NAMED_PLACEMENTS &&
					entry[1].every(isPlacement)) ||
					isHash(entry[1])),
		),
	);
const isText = (value: unknown, pattern: RegExp) =>
	typeof value === 'string' && pattern.test(value);

function isAgainst(value: unknown): boolean {
	if (!isRecordOf(value, () => true)) return false;
	const { kind, draftId, digest, members, variables } = value;
	if (draftId !== undefined && !isText(draftId, /^\S{1,200}$/)) return false;
	if (kind === 'nothing')
		return digest === undefined && members === undefined && variables === undefined;
	return (
		(kind === 'published' || kind === 'draft') &&
		isDigest(digest) &&
		isMembers(members) &&
		isVariables(variables)
	);
}

function parsed(body: string): unknown {
	try {
		return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
	} catch {
		return undefined;
	}
}

/**
 * The fingerprint, `older` for one from before variables counted under every target language, or
 * undefined for text that is not a fingerprint Compare gave as it gave it.
 */
export function readFingerprint(text: string): Fingerprint | 'older' | undefined {
	if (OLDER_PREFIXES.some((prefix) => text.startsWith(prefix))) return 'older';
	if (!text.startsWith(PREFIX)) return undefined;
	const [body, check, ...more] = text.slice(PREFIX.length).split('.');
	if (more.length > 0 || check !== sha256(body)) return undefined;
	const fingerprint = parsed(body);
	if (!isRecordOf(fingerprint, () => true)) return undefined;
	const { apiVersion, channel, draftId, targetLanguage, digest, members, variables, against } =
		fingerprint;
	const valid =
		(CHANNEL_NAMES as readonly unknown[]).includes(channel) &&
		isText(draftId, /^\S{1,200}$/) &&
		isText(targetLanguage, /^[\w.-]{0,64}$/) &&
		isDigest(digest) &&
		isMembers(members) &&
		isVariables(variables) &&
		(API_VERSIONS as readonly unknown[]).includes(apiVersion) &&
		isAgainst(against);
	return valid ? (fingerprint as unknown as Fingerprint) : undefined;
}

function displayNameOf(channel: ChannelName, key: string): string {
	const parts = COMPILED_MEMBERS[channel].filter((member) => member.form === 'parts');
	const ofParts = parts.find(
		(member) => key.startsWith(`${member.name}.`) || key === `${member.name} parts`,
	);
	if (ofParts)
		return key === `${ofParts.name} parts`
			? `${ofParts.displayName} parts`
			: key.slice(ofParts.name.length + 1);
	return COMPILED_MEMBERS[channel].find((member) => member.name === key)?.displayName ?? key;
}

// What a member's facts say changed: the variables alone where the text around them is the same.
function memberChanges(
	channel: ChannelName,
	key: string,
	[before, after]: Array<Pick<SideFacts, 'members' | 'variables'>>,
	language: string,
): string[] {
	const textChanged = before.members[language]?.[key] !== after.members[language]?.[key];
	const [was, now] = [before, after].map((side) => side.variables[language]?.[key]);
	const [placedThen, placedNow] = [was?.[1] ?? [], now?.[1] ?? []].map(placementsOf);
	const sameText = was && now ? was[0] === now[0] : !textChanged;
	const member = theMember('default', displayNameOf(channel, key));
	const variables =
		canonicalJson(placedThen) === canonicalJson(placedNow)
			? []
			: typeof placedThen === 'string' || typeof placedNow === 'string'
				? [`variables changed in ${member}`]
				: variableChanges(placedThen, placedNow, sameText, member);
	if (variables.length > 0 && sameText) return variables;
	return [
		...(textChanged ? [`${capitalized(displayNameOf(channel, key))} changed`] : []),
		...variables,
	];
}

export function changesBetween(
	channel: ChannelName,
	reviewed: Pick<SideFacts, 'members' | 'variables'>,
	now: Pick<SideFacts, 'members' | 'variables'>,
): string[] {
	const said: Array<{ language: string; key: string }> = [];
	// The default content first, then the languages in order, as Compare lists them.
	const languages = Object.keys(reviewed.members).sort((a, b) =>
		a === 'default' ? -1 : b === 'default' ? 1 : a < b ? -1 : 1,
	);
	for (const language of languages) {
		if (!Object.hasOwn(now.members, language)) continue;
		const keys = [
			...new Set(
				// In the order Compare reads the members, which the reviewed side lost.
				[now, reviewed].flatMap((side) => [
					...Object.keys(side.members[language] ?? {}),
					...Object.keys(side.variables[language] ?? {}),
				]),
			),
		];
		const changes = new Map(
			keys.map((key) => [key, memberChanges(channel, key, [reviewed, now], language)]),
		);
		const changed = keys.filter((key) => (changes.get(key) ?? []).length > 0);
		// As in Compare: a member's parts as a whole are named only when no part type shows the change.
		const named = changed.filter(
			(key) =>
				!key.endsWith(' parts') ||
				!changed.some((other) => other.startsWith(`${key.slice(0, -' parts'.length)}.`)),
		);
		for (const key of named)
			for (const words of changes.get(key) ?? []) said.push({ language, key: words });
	}
	return [
		...groupedByLanguage(said).map(({ key, place }) => `${key}${place}`),
		...Object.keys(now.members)
			.filter((language) => !Object.hasOwn(reviewed.members, language))
			.map((language) => `${language} added`),
		...Object.keys(reviewed.members)
			.filter((language) => !Object.hasOwn(now.members, language))
			.map((language) => `${language} removed`),
	];
}
