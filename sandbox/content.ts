/**
 * A channel's content: its members as the shared table of compiled members gives them, with what
 * translators see of each, and the text operations the sandbox applies to them.
 */
import type { ChannelName } from '../nodes/shared/channels';
import { COMPILED_MEMBERS, type CompiledMember } from '../nodes/shared/compiledMembers';
import type { RecordKind } from '../nodes/shared/versions';
import type { Content, ContentItem } from './store/model';

export interface MemberSpec extends CompiledMember {
	/** Shown to translators as the comment of the member's localization keys; absent when not translated. */
	label?: string;
}

/** The members translators see, with the comment their keys carry; the others (addresses) are not translated. */
const TRANSLATOR_LABELS: Readonly<Record<ChannelName, Readonly<Partial<Record<string, string>>>>> =
	{
		email: {
			subject: 'Email subject',
			html: 'Email HTML body',
			ampHtml: 'Email AMP body',
			text: 'Email plain-text body',
		},
		sms: { content: 'Message content' },
		push: { content: 'Message content' },
		liveactivity: { content: 'Message content' },
		voice: { content: 'Voice script' },
	};

function withLabels(channel: ChannelName): MemberSpec[] {
	return COMPILED_MEMBERS[channel].map((member) => ({
		...member,
		label: TRANSLATOR_LABELS[channel][member.name],
	}));
}

export const CONTENT_MEMBERS: Readonly<Record<ChannelName, readonly MemberSpec[]>> = {
	email: withLabels('email'),
	sms: withLabels('sms'),
	push: withLabels('push'),
	liveactivity: withLabels('liveactivity'),
	voice: withLabels('voice'),
};

const VARIABLE = /%\((\w+)\)s/g;

/** Applies `transform` to every translatable piece of text: text between HTML tags, or each line. */
export function mapSegments(
	value: string,
	html: boolean,
	transform: (segment: string) => string,
): string {
	return value
		.split(html ? /(<[^>]*>)/ : /(\n)/)
		.map((piece) =>
			(piece.startsWith('<') && html) || piece === '\n' ? piece : mapTrimmed(piece, transform),
		)
		.join('');
}

function mapTrimmed(piece: string, transform: (segment: string) => string): string {
	const trimmed = piece.trim();
	if (trimmed === '') return piece;
	const start = piece.indexOf(trimmed);
	return piece.slice(0, start) + transform(trimmed) + piece.slice(start + trimmed.length);
}

/** Maps every string of a member, item values included. */
export function mapMember(
	value: string | ContentItem[],
	transform: (text: string) => string,
): string | ContentItem[] {
	return typeof value === 'string'
		? transform(value)
		: value.map((item) => ({ type: item.type, value: transform(item.value) }));
}

/** Whether the requested version's answers carry a field (`ApiContext.shows`). */
export type Shows = (record: RecordKind, field: string) => boolean;

export function membersOf(
	channel: ChannelName,
	shows: Shows,
	record: RecordKind = 'compiled',
): MemberSpec[] {
	return CONTENT_MEMBERS[channel].filter((member) => shows(record, member.name));
}

/** Every source string a translator sees, once, with the member it first appears in. */
export function localizationKeys(
	channel: ChannelName,
	content: Content,
	shows: Shows,
): Array<{ key: string; comment: string }> {
	const keys = new Map<string, string>();
	for (const member of membersOf(channel, shows)) {
		const label = member.label;
		if (label === undefined) continue;
		mapMember(content[member.name] ?? '', (text) =>
			mapSegments(text, member.html === true, (segment) => {
				if (!keys.has(segment)) keys.set(segment, label);
				return segment;
			}),
		);
	}
	return [...keys].map(([key, comment]) => ({ key, comment }));
}

/** The content with every translatable string replaced by its translation, where one exists. */
export function translateContent(
	channel: ChannelName,
	content: Content,
	translations: Record<string, string>,
): Content {
	const translated: Content = {};
	for (const member of CONTENT_MEMBERS[channel]) {
		const value = content[member.name] ?? '';
		translated[member.name] =
			member.label === undefined
				? value
				: mapMember(value, (text) =>
						mapSegments(text, member.html === true, (segment) =>
							Object.hasOwn(translations, segment) ? translations[segment] : segment,
						),
					);
	}
	return translated;
}

export function variableNames(content: Content): string[] {
	const names = new Set<string>();
	for (const value of Object.values(content)) {
		mapMember(value, (text) => {
			for (const match of text.matchAll(VARIABLE)) names.add(match[1]);
			return text;
		});
	}
	return [...names];
}

export function replaceVariables(text: string, replacement: (name: string) => string): string {
	return text.replace(VARIABLE, (_match, name: string) => replacement(name));
}
