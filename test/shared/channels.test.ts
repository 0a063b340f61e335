import {
	allTargetLanguages,
	CHANNELS,
	CHANNEL_NAMES,
	targetLanguageName,
	targetLanguageOptions,
	variableSyntax,
} from '../../nodes/shared/channels';
import {
	acceptsTargetLanguage,
	channelAvailable,
	endpointOf,
	targetLanguagesFor,
} from '../../nodes/shared/versions';

const duplicateFeatures = (prefix: string) =>
	endpointOf('POST', `${prefix}/drafts/{draftId}/duplicate`)?.features;

describe('channels', () => {
	it('has five channels, email first, with their path prefixes', () => {
		expect(CHANNEL_NAMES).toEqual(['email', 'sms', 'push', 'voice', 'liveactivity']);
		expect(CHANNEL_NAMES.map((name) => CHANNELS[name].pathPrefix)).toEqual([
			'',
			'/sms',
			'/push',
			'/voice',
			'/liveactivity',
		]);
	});

	it('applies themeId and a required targetLanguage to email only', () => {
		for (const name of CHANNEL_NAMES) {
			expect(CHANNELS[name].themeIdApplies).toBe(name === 'email');
			expect(CHANNELS[name].targetLanguageRequired).toBe(name === 'email');
		}
	});

	it('opens the other channels at 2024.12 and their draft management at 2026.06', () => {
		expect(channelAvailable('email', '2019.03')).toBe(true);
		for (const name of ['sms', 'push', 'voice', 'liveactivity'] as const) {
			expect(channelAvailable(name, '2024.08')).toBe(false);
			expect(channelAvailable(name, '2024.12')).toBe(true);
			expect(duplicateFeatures(CHANNELS[name].pathPrefix)).toEqual([
				'otherChannels',
				'allChannelDraftManagement',
			]);
		}
		expect(duplicateFeatures('')).toEqual(['emailTemplates', 'emailDraftManagement']);
	});

	describe('email target languages by version', () => {
		const base = ['html', 'handlebars', 'ampscript', 'freemarker', 'cheetah', 'jinja'];
		it.each([
			['2019.03', [...base, 'django']],
			['2020.11', [...base, 'django']],
			['2023.03', [...base, 'liquid', 'mandrillhandlebars', 'django']],
			['2024.08', [...base, 'liquid', 'mandrillhandlebars', 'django', 'handlebarsjava']],
			['2025.05v2', [...base, 'liquid', 'mandrillhandlebars', 'django', 'handlebarsjava']],
			['2025.09', [...base, 'liquid', 'mandrillhandlebars', 'handlebarsjava']],
			['2026.06', [...base, 'liquid', 'mandrillhandlebars', 'handlebarsjava']],
			['2026.07', [...base, 'liquid', 'mandrillhandlebars', 'django', 'handlebarsjava']],
		] as const)('%s', (version, expected) => {
			expect(targetLanguagesFor('email', version)).toEqual(expected);
		});
	});

	it('gives the other channels the real platform values', () => {
		expect(targetLanguagesFor('sms', '2026.07')).toEqual([
			'sms',
			'handlebars',
			'liquid',
			'django',
			'jinja',
			'ampscript',
			'klaviyo',
			'brevo',
			'sendpulse',
			'iterablehandlebars',
			'dotdigitalliquid',
		]);
		for (const name of ['push', 'voice', 'liveactivity'] as const) {
			expect(targetLanguagesFor(name, '2024.12')).toEqual([
				name,
				'handlebars',
				'liquid',
				'django',
				'jinja',
				'handlebarsjava',
			]);
		}
	});

	it('no longer knows the stand-in values', () => {
		for (const name of CHANNEL_NAMES) {
			expect(allTargetLanguages(name).filter((value) => value.startsWith('platform'))).toEqual([]);
			expect(acceptsTargetLanguage(name, '2026.07', 'platformAhandlebars')).toBe(false);
		}
	});

	it('names every value readably', () => {
		expect(targetLanguageOptions(allTargetLanguages('sms'))).toEqual([
			{ name: 'SMS (plain text)', value: 'sms' },
			{ name: 'Handlebars', value: 'handlebars' },
			{ name: 'Liquid', value: 'liquid' },
			{ name: 'Django', value: 'django' },
			{ name: 'Jinja', value: 'jinja' },
			{ name: 'AMPscript', value: 'ampscript' },
			{ name: 'Klaviyo', value: 'klaviyo' },
			{ name: 'Brevo', value: 'brevo' },
			{ name: 'SendPulse', value: 'sendpulse' },
			{ name: 'Iterable Handlebars', value: 'iterablehandlebars' },
			{ name: 'Dotdigital Liquid', value: 'dotdigitalliquid' },
		]);
		expect(targetLanguageOptions(allTargetLanguages('email')).map(({ name }) => name)).toEqual([
			'HTML',
			'Handlebars',
			'AMPscript',
			'FreeMarker',
			'Cheetah',
			'Jinja',
			'Liquid',
			'Mandrill Handlebars',
			'Django',
			'Handlebars (Java)',
		]);
		expect(targetLanguageName('liveactivity')).toBe('Live Activity (plain text)');
		expect(targetLanguageName('unknown')).toBe('unknown');
	});

	it.each([
		['handlebars', '{{name}}'],
		['handlebarsjava', '{{name}}'],
		['mandrillhandlebars', '{{name}}'],
		['iterablehandlebars', '{{name}}'],
		['klaviyo', '{{name}}'],
		['brevo', '{{name}}'],
		['sendpulse', '{{name}}'],
		['liquid', '{{ name }}'],
		['jinja', '{{ name }}'],
		['django', '{{ name }}'],
		['dotdigitalliquid', '{{ name }}'],
		['freemarker', '${name}'],
		['ampscript', '%%=v(@name)=%%'],
		['cheetah', '$name'],
		['html', null],
		['sms', null],
		['push', null],
		['voice', null],
		['liveactivity', null],
	] as const)('writes a variable in %s as %s', (language, expected) => {
		expect(variableSyntax(language, 'name')).toBe(expected);
	});
});
