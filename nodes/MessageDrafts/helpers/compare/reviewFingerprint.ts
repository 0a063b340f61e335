import type { IDataObject } from 'n8n-workflow';

import { CHANNEL_NAMES, type Channel, type ChannelName } from '../../../shared/channels';
import { COMPILED_MEMBERS } from '../../../shared/compiledMembers';
import { sha256 } from '../../../shared/text/sha256';
import { isParts, partValues } from './compareContent';
import { type MemberToCompare, bytesOf, canonicalJson, membersOf } from './compiledValues';
import { groupedByLanguage } from './languageGroups';
import { capitalized } from './memberNames';

/** A draft's compiled content as a comparison read it: the draft, how it was read, and each language's content. */
export interface ReviewedContent {
	channel: Channel;
	draftId: string;
	/** The target language the content was read in; '' when the service chose. */
	targetLanguage: string;
	/** `default`, then every language the draft has, each with its compiled content. */
	contents: ReadonlyMap<string, IDataObject | undefined>;
}

/** What a fingerprint holds: enough to read the content again the same way, and to say what changed. */
export interface Fingerprint {
	channel: ChannelName;
	draftId: string;
	targetLanguage: string;
	/** SHA-256 over everything below and each compared value whole. */
	digest: string;
	/** By language, by the member (or part type) Compare names: the start of its value's SHA-256. */
	members: Record<string, Record<string, string>>;
}

const PREFIX = 'mdr1.';
/** Enough of each member's hash to tell which one changed; the digest decides whether anything did. */
const MEMBER_DIGEST_LENGTH = 8;

/** A value as Compare compares it: base64 members by their bytes, the rest as data. */
function comparedText(spec: MemberToCompare | undefined, value: unknown): string {
	const bytes = spec && bytesOf(spec, value);
	return bytes ? `bytes:${bytes.toString('base64')}` : `data:${canonicalJson(value)}`;
}

/**
 * The values of one language's content as Compare compares them: each member, and a member made of
 * parts by each part type (`content.title`) and as a whole (`content parts`, for a change of order).
 */
function comparedValues(channel: Channel, compiled: IDataObject): Map<string, string> {
	const values = new Map<string, string>();
	for (const spec of membersOf(channel, [compiled])) {
		const value = compiled[spec.name];
		if (spec.known?.form === 'parts' && isParts(value)) {
			for (const [type, typeValues] of partValues(value)) values.set(`${spec.name}.${type}`, comparedText(undefined, typeValues));
			values.set(`${spec.name} parts`, comparedText(undefined, value));
		} else {
			values.set(spec.name, comparedText(spec, value));
		}
	}
	return values;
}

/** What the fingerprint of a draft's compiled content holds (see fingerprintOf). */
export function fingerprintFacts({ channel, draftId, targetLanguage, contents }: ReviewedContent): Fingerprint {
	const full: Record<string, Record<string, string>> = {};
	for (const [language, compiled] of contents) {
		full[language] = Object.fromEntries([...comparedValues(channel, compiled ?? {})].map(([key, text]) => [key, sha256(text)]));
	}
	const digest = sha256(canonicalJson({ channel: channel.name, draftId, targetLanguage, members: full }));
	const members = Object.fromEntries(
		Object.entries(full).map(([language, values]) => [
			language,
			Object.fromEntries(Object.entries(values).map(([key, hash]) => [key, hash.slice(0, MEMBER_DIGEST_LENGTH)])),
		]),
	);
	return { channel: channel.name, draftId, targetLanguage, digest, members };
}

/**
 * The fingerprint of a draft's compiled content: the same content read the same way gives the same
 * string on every run; any difference in any member, any language or the list of languages gives
 * another. It carries how the content was read, so that Approve can read it again the same way.
 */
export function fingerprintOf(content: ReviewedContent): string {
	return `${PREFIX}${Buffer.from(canonicalJson(fingerprintFacts(content)), 'utf8').toString('base64url')}`;
}

const isRecordOf = (value: unknown, check: (inner: unknown) => boolean): value is Record<string, unknown> =>
	value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(check);

/** A fingerprint Compare gave, read back; undefined for any other text. */
export function readFingerprint(text: string): Fingerprint | undefined {
	if (!text.startsWith(PREFIX)) return undefined;
	let parsed: unknown;
	try {
		parsed = JSON.parse(Buffer.from(text.slice(PREFIX.length), 'base64url').toString('utf8'));
	} catch {
		return undefined;
	}
	if (!isRecordOf(parsed, () => true)) return undefined;
	const { channel, draftId, targetLanguage, digest, members } = parsed;
	const valid =
		(CHANNEL_NAMES as readonly unknown[]).includes(channel) &&
		typeof draftId === 'string' &&
		typeof targetLanguage === 'string' &&
		typeof digest === 'string' &&
		/^[0-9a-f]{64}$/.test(digest) &&
		isRecordOf(members, (values) => isRecordOf(values, (hash) => typeof hash === 'string'));
	return valid ? (parsed as unknown as Fingerprint) : undefined;
}

/** What Compare calls a member, a part type or a member's parts as a whole: "Reply-to", "Title", "Content parts". */
function memberName(channel: ChannelName, key: string): string {
	const parts = COMPILED_MEMBERS[channel].filter((member) => member.form === 'parts');
	const ofParts = parts.find((member) => key.startsWith(`${member.name}.`) || key === `${member.name} parts`);
	if (ofParts) return capitalized(key === `${ofParts.name} parts` ? `${ofParts.displayName} parts` : key.slice(ofParts.name.length + 1));
	return capitalized(COMPILED_MEMBERS[channel].find((member) => member.name === key)?.displayName ?? key);
}

/**
 * What differs between the content a fingerprint was made of and the content now, in the words of
 * Compare's summary, each change once with its languages: "Subject changed (fr-FR); it-IT added".
 */
export function changesBetween(reviewed: Fingerprint, now: Fingerprint): string[] {
	const said: Array<{ language: string; key: string }> = [];
	// The default content first, then the languages in order, as Compare lists them.
	const languages = Object.keys(reviewed.members).sort((a, b) => (a === 'default' ? -1 : b === 'default' ? 1 : a < b ? -1 : 1));
	for (const language of languages) {
		const before = reviewed.members[language];
		const after = now.members[language];
		if (!after) continue;
		const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => before[key] !== after[key]);
		// As in Compare, a member's parts as a whole are named only when none of its part types shows the change.
		const named = changed.filter((key) => !key.endsWith(' parts') || !changed.some((other) => other.startsWith(`${key.slice(0, -' parts'.length)}.`)));
		for (const key of named) said.push({ language, key: `${memberName(now.channel, key)} changed` });
	}
	return [
		...groupedByLanguage(said).map(({ key, place }) => `${key}${place}`),
		...Object.keys(now.members).filter((language) => !Object.hasOwn(reviewed.members, language)).map((language) => `${language} added`),
		...Object.keys(reviewed.members).filter((language) => !Object.hasOwn(now.members, language)).map((language) => `${language} removed`),
	];
}
