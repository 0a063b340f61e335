/**
 * The five channels: where their endpoints live, which target languages they accept under which
 * version, and which parameters apply. Every operation is written once and reads its channel here.
 */
import { type ApiVersion, type Feature, hasFeature, isAtLeast } from './versions';

export const CHANNEL_NAMES = ['email', 'sms', 'push', 'voice', 'liveactivity'] as const;

export type ChannelName = (typeof CHANNEL_NAMES)[number];

/** How `%(name)s` comes out in compiled content; `plain` renders the variable as empty text. */
const VARIABLE_STYLES = {
	handlebars: (name: string) => `{{${name}}}`,
	liquid: (name: string) => `{{ ${name} }}`,
	freemarker: (name: string) => `\${${name}}`,
	ampscript: (name: string) => `%%=v(@${name})=%%`,
	cheetah: (name: string) => `$${name}`,
	plain: () => null,
} satisfies Record<string, (name: string) => string | null>;

interface TargetLanguageDefinition {
	displayName: string;
	variables: keyof typeof VARIABLE_STYLES;
}

/** Every target-language value the service knows, with the name the editor shows for it. */
const TARGET_LANGUAGES = {
	html: { displayName: 'HTML', variables: 'plain' },
	sms: { displayName: 'SMS (plain text)', variables: 'plain' },
	push: { displayName: 'Push (plain text)', variables: 'plain' },
	voice: { displayName: 'Voice (plain text)', variables: 'plain' },
	liveactivity: { displayName: 'Live Activity (plain text)', variables: 'plain' },
	handlebars: { displayName: 'Handlebars', variables: 'handlebars' },
	handlebarsjava: { displayName: 'Handlebars (Java)', variables: 'handlebars' },
	mandrillhandlebars: { displayName: 'Mandrill Handlebars', variables: 'handlebars' },
	iterablehandlebars: { displayName: 'Iterable Handlebars', variables: 'handlebars' },
	klaviyo: { displayName: 'Klaviyo', variables: 'handlebars' },
	brevo: { displayName: 'Brevo', variables: 'handlebars' },
	sendpulse: { displayName: 'SendPulse', variables: 'handlebars' },
	liquid: { displayName: 'Liquid', variables: 'liquid' },
	dotdigitalliquid: { displayName: 'Dotdigital Liquid', variables: 'liquid' },
	jinja: { displayName: 'Jinja', variables: 'liquid' },
	django: { displayName: 'Django', variables: 'liquid' },
	freemarker: { displayName: 'FreeMarker', variables: 'freemarker' },
	ampscript: { displayName: 'AMPscript', variables: 'ampscript' },
	cheetah: { displayName: 'Cheetah', variables: 'cheetah' },
} as const satisfies Record<string, TargetLanguageDefinition>;

export type TargetLanguage = keyof typeof TARGET_LANGUAGES;

interface ChannelTargetLanguage {
	value: TargetLanguage;
	since?: ApiVersion;
	/** Versions that dropped the value again. */
	absentIn?: readonly ApiVersion[];
}

export interface Channel {
	name: ChannelName;
	displayName: string;
	/** Prefix of every template, draft, render and localization path; email uses the root. */
	pathPrefix: string;
	/** The feature that brought the channel's endpoint family. */
	feature: Feature;
	/** The feature that brought duplicate, archive, lock and unlock on this channel. */
	draftManagementFeature: Feature;
	/** Email requires targetLanguage on reads; the other channels make it optional. */
	targetLanguageRequired: boolean;
	themeIdApplies: boolean;
	/** The channel's own target language, which renders variables as empty text. */
	plainTargetLanguage: TargetLanguage;
	targetLanguages: readonly ChannelTargetLanguage[];
	/**
	 * What the vendor document appends to the version in the media types of this channel's answers:
	 * live activity answers `application/vnd.service.<version>v2+json`, the others `<version>+json`.
	 */
	answerVersionSuffix: '' | 'v2';
}

function nonEmailChannel(
	name: Exclude<ChannelName, 'email' | 'sms'>,
	displayName: string,
): Channel {
	return {
		name,
		displayName,
		pathPrefix: `/${name}`,
		feature: 'otherChannels',
		draftManagementFeature: 'allChannelDraftManagement',
		targetLanguageRequired: false,
		themeIdApplies: false,
		plainTargetLanguage: name,
		targetLanguages: [
			{ value: name },
			{ value: 'handlebars' },
			{ value: 'liquid' },
			{ value: 'django' },
			{ value: 'jinja' },
			{ value: 'handlebarsjava' },
		],
		answerVersionSuffix: name === 'liveactivity' ? 'v2' : '',
	};
}

export const CHANNELS: Readonly<Record<ChannelName, Channel>> = {
	email: {
		name: 'email',
		displayName: 'Email',
		pathPrefix: '',
		feature: 'emailTemplates',
		draftManagementFeature: 'emailDraftManagement',
		targetLanguageRequired: true,
		themeIdApplies: true,
		plainTargetLanguage: 'html',
		answerVersionSuffix: '',
		targetLanguages: [
			{ value: 'html' },
			{ value: 'handlebars' },
			{ value: 'ampscript' },
			{ value: 'freemarker' },
			{ value: 'cheetah' },
			{ value: 'jinja' },
			{ value: 'liquid', since: '2023.03' },
			{ value: 'mandrillhandlebars', since: '2023.03' },
			{ value: 'django', absentIn: ['2025.09', '2026.06'] },
			{ value: 'handlebarsjava', since: '2024.08' },
		],
	},
	sms: {
		name: 'sms',
		displayName: 'SMS',
		pathPrefix: '/sms',
		feature: 'otherChannels',
		draftManagementFeature: 'allChannelDraftManagement',
		targetLanguageRequired: false,
		themeIdApplies: false,
		plainTargetLanguage: 'sms',
		answerVersionSuffix: '',
		targetLanguages: [
			{ value: 'sms' },
			{ value: 'handlebars' },
			{ value: 'liquid' },
			{ value: 'django' },
			{ value: 'jinja' },
			{ value: 'ampscript' },
			{ value: 'klaviyo' },
			{ value: 'brevo' },
			{ value: 'sendpulse' },
			{ value: 'iterablehandlebars' },
			{ value: 'dotdigitalliquid' },
		],
	},
	push: nonEmailChannel('push', 'Push'),
	voice: nonEmailChannel('voice', 'Voice'),
	liveactivity: nonEmailChannel('liveactivity', 'Live Activity'),
};

export function isChannelName(value: unknown): value is ChannelName {
	return typeof value === 'string' && (CHANNEL_NAMES as readonly string[]).includes(value);
}

export function channelAvailable(channel: ChannelName, version: ApiVersion): boolean {
	return hasFeature(version, CHANNELS[channel].feature);
}

/** The target languages a channel accepts under a version, in the table's order. */
export function targetLanguagesFor(channel: ChannelName, version: ApiVersion): TargetLanguage[] {
	return CHANNELS[channel].targetLanguages
		.filter(
			({ since, absentIn }) =>
				(since === undefined || isAtLeast(version, since)) && !absentIn?.includes(version),
		)
		.map(({ value }) => value);
}

/** Whether the channel takes this target language under the version. */
export function acceptsTargetLanguage(
	channel: ChannelName,
	version: ApiVersion,
	value: unknown,
): value is TargetLanguage {
	return (targetLanguagesFor(channel, version) as unknown[]).includes(value);
}

/** Every target language the channel has under any version: the options a node can offer. */
export function allTargetLanguages(channel: ChannelName): TargetLanguage[] {
	return CHANNELS[channel].targetLanguages.map(({ value }) => value);
}

function isTargetLanguage(value: string): value is TargetLanguage {
	return Object.hasOwn(TARGET_LANGUAGES, value);
}

/** The name the editor shows for a target language; an unknown value stays as it is. */
export function targetLanguageName(value: string): string {
	return isTargetLanguage(value) ? TARGET_LANGUAGES[value].displayName : value;
}

/** Target languages as editor options: the readable name shown, the service's value sent. */
export function targetLanguageOptions(
	values: readonly string[],
): Array<{ name: string; value: string }> {
	return values.map((value) => ({ name: targetLanguageName(value), value }));
}

/**
 * How `%(name)s` is written in a target language; null where the variable renders as empty text.
 */
export function variableSyntax(targetLanguage: TargetLanguage, variable: string): string | null {
	return VARIABLE_STYLES[TARGET_LANGUAGES[targetLanguage].variables](variable);
}
