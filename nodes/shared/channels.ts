export const CHANNEL_NAMES = ['email', 'sms', 'push', 'voice', 'liveactivity'] as const;

export type ChannelName = (typeof CHANNEL_NAMES)[number];

// `plain` renders the variable as empty text.
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

export interface Channel {
	name: ChannelName;
	displayName: string;
	// Email uses the root.
	pathPrefix: string;
	targetLanguageRequired: boolean;
	themeIdApplies: boolean;
	plainTargetLanguage: TargetLanguage;
	// Every value any API version takes, in the order pickers offer them; which versions take which
	// is in nodes/shared/versions.ts.
	targetLanguages: readonly TargetLanguage[];
	// From the vendor's document: live activity answers `application/vnd.service.<version>v2+json`.
	answerVersionSuffix: '' | 'v2';
}

// Every channel but email offers these after its own plain text.
const SHARED_DIALECTS: readonly TargetLanguage[] = ['handlebars', 'liquid', 'django', 'jinja'];

function nonEmailChannel(
	name: Exclude<ChannelName, 'email' | 'sms'>,
	displayName: string,
): Channel {
	return {
		name,
		displayName,
		pathPrefix: `/${name}`,
		targetLanguageRequired: false,
		themeIdApplies: false,
		plainTargetLanguage: name,
		targetLanguages: [name, ...SHARED_DIALECTS, 'handlebarsjava'],
		answerVersionSuffix: name === 'liveactivity' ? 'v2' : '',
	};
}

export const CHANNELS: Readonly<Record<ChannelName, Channel>> = {
	email: {
		name: 'email',
		displayName: 'Email',
		pathPrefix: '',
		targetLanguageRequired: true,
		themeIdApplies: true,
		plainTargetLanguage: 'html',
		answerVersionSuffix: '',
		targetLanguages: [
			'html',
			'handlebars',
			'ampscript',
			'freemarker',
			'cheetah',
			'jinja',
			'liquid',
			'mandrillhandlebars',
			'django',
			'handlebarsjava',
		],
	},
	sms: {
		name: 'sms',
		displayName: 'SMS',
		pathPrefix: '/sms',
		targetLanguageRequired: false,
		themeIdApplies: false,
		plainTargetLanguage: 'sms',
		answerVersionSuffix: '',
		targetLanguages: [
			'sms',
			...SHARED_DIALECTS,
			'ampscript',
			'klaviyo',
			'brevo',
			'sendpulse',
			'iterablehandlebars',
			'dotdigitalliquid',
		],
	},
	push: nonEmailChannel('push', 'Push'),
	voice: nonEmailChannel('voice', 'Voice'),
	liveactivity: nonEmailChannel('liveactivity', 'Live Activity'),
};

export function isChannelName(value: unknown): value is ChannelName {
	return typeof value === 'string' && (CHANNEL_NAMES as readonly string[]).includes(value);
}

export function allTargetLanguages(channel: ChannelName): TargetLanguage[] {
	return [...CHANNELS[channel].targetLanguages];
}

function isTargetLanguage(value: string): value is TargetLanguage {
	return Object.hasOwn(TARGET_LANGUAGES, value);
}

export function targetLanguageName(value: string): string {
	return isTargetLanguage(value) ? TARGET_LANGUAGES[value].displayName : value;
}

export function targetLanguageOptions(
	values: readonly string[],
): Array<{ name: string; value: string }> {
	return values.map((value) => ({ name: targetLanguageName(value), value }));
}

export function variableSyntax(targetLanguage: TargetLanguage, variable: string): string | null {
	return VARIABLE_STYLES[TARGET_LANGUAGES[targetLanguage].variables](variable);
}

// Undefined for a target language this table does not know.
export function variableSyntaxOf(
	targetLanguage: string,
	variable: string,
): string | null | undefined {
	return isTargetLanguage(targetLanguage) ? variableSyntax(targetLanguage, variable) : undefined;
}
