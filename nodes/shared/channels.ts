/**
 * The five channels: where their endpoints live, which target languages they accept under which
 * version, and which parameters apply. Every operation is written once and reads its channel here.
 */
import { type ApiVersion, type Feature, hasFeature, isAtLeast } from './versions';

export const CHANNEL_NAMES = ['email', 'sms', 'push', 'voice', 'liveactivity'] as const;

export type ChannelName = (typeof CHANNEL_NAMES)[number];

interface TargetLanguage {
	value: string;
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
	/** Whether the draft detail read accepts targetLanguage at all. */
	draftReadTakesTargetLanguage: boolean;
	themeIdApplies: boolean;
	/** The channel's own target language, which renders variables as empty text. */
	plainTargetLanguage: string;
	targetLanguages: readonly TargetLanguage[];
	/** Whether compiled content has a `variables` list (where the version has it). */
	hasCompiledVariables: boolean;
}

const sharedNonEmailLanguages: readonly TargetLanguage[] = [
	{ value: 'handlebars' },
	{ value: 'liquid' },
	{ value: 'django' },
	{ value: 'jinja' },
	{ value: 'handlebarsjava' },
];

function nonEmailChannel(name: Exclude<ChannelName, 'email' | 'sms'>, displayName: string): Channel {
	return {
		name,
		displayName,
		pathPrefix: `/${name}`,
		feature: 'otherChannels',
		draftManagementFeature: 'allChannelDraftManagement',
		targetLanguageRequired: false,
		draftReadTakesTargetLanguage: false,
		themeIdApplies: false,
		plainTargetLanguage: name,
		targetLanguages: [{ value: name }, ...sharedNonEmailLanguages],
		hasCompiledVariables: true,
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
		draftReadTakesTargetLanguage: true,
		themeIdApplies: true,
		plainTargetLanguage: 'html',
		targetLanguages: [
			{ value: 'html' },
			{ value: 'handlebars' },
			{ value: 'ampscript' },
			{ value: 'freemarker' },
			{ value: 'cheetah' },
			{ value: 'jinja' },
			{ value: 'liquid', since: '2023.03' },
			{ value: 'platformAhandlebars', since: '2023.03' },
			{ value: 'django', absentIn: ['2025.09'] },
			{ value: 'handlebarsjava', since: '2024.08' },
		],
		hasCompiledVariables: true,
	},
	sms: {
		name: 'sms',
		displayName: 'SMS',
		pathPrefix: '/sms',
		feature: 'otherChannels',
		draftManagementFeature: 'allChannelDraftManagement',
		targetLanguageRequired: false,
		draftReadTakesTargetLanguage: false,
		themeIdApplies: false,
		plainTargetLanguage: 'sms',
		targetLanguages: [
			{ value: 'sms' },
			{ value: 'handlebars' },
			{ value: 'liquid' },
			{ value: 'django' },
			{ value: 'jinja' },
			{ value: 'ampscript' },
			{ value: 'platformD' },
			{ value: 'platformE' },
			{ value: 'platformF' },
			{ value: 'platformBhandlebars' },
			{ value: 'platformCliquid' },
		],
		hasCompiledVariables: false,
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

/** The target languages a channel accepts under a version, in the interface's order. */
export function targetLanguagesFor(channel: ChannelName, version: ApiVersion): string[] {
	return CHANNELS[channel].targetLanguages
		.filter(
			({ since, absentIn }) =>
				(since === undefined || isAtLeast(version, since)) && !absentIn?.includes(version),
		)
		.map(({ value }) => value);
}

/** Every target language the channel has under any version: the options a node can offer. */
export function allTargetLanguages(channel: ChannelName): string[] {
	return CHANNELS[channel].targetLanguages.map(({ value }) => value);
}

/** How `%(name)s` is written in a target language; null where the variable renders as empty text. */
export function variableSyntax(targetLanguage: string, variable: string): string | null {
	if (/^(html|sms|push|voice|liveactivity)$/.test(targetLanguage)) return null;
	if (/^(liquid|jinja|django)$/.test(targetLanguage) || /^platform.liquid$/.test(targetLanguage)) {
		return `{{ ${variable} }}`;
	}
	if (targetLanguage === 'freemarker') return `\${${variable}}`;
	if (targetLanguage === 'ampscript') return `%%=v(@${variable})=%%`;
	if (targetLanguage === 'cheetah') return `$${variable}`;
	// handlebars, handlebarsjava, platform*handlebars and the other platform stand-ins.
	return `{{${variable}}}`;
}
