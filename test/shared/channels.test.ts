import {
	CHANNELS,
	CHANNEL_NAMES,
	channelAvailable,
	targetLanguagesFor,
	variableSyntax,
} from '../../nodes/shared/channels';

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
			expect(CHANNELS[name].draftReadTakesTargetLanguage).toBe(name === 'email');
		}
	});

	it('opens the other channels at 2024.12 and their draft management at 2026.06', () => {
		expect(channelAvailable('email', '2019.03')).toBe(true);
		for (const name of ['sms', 'push', 'voice', 'liveactivity'] as const) {
			expect(channelAvailable(name, '2024.08')).toBe(false);
			expect(channelAvailable(name, '2024.12')).toBe(true);
			expect(CHANNELS[name].draftManagementFeature).toBe('allChannelDraftManagement');
		}
		expect(CHANNELS.email.draftManagementFeature).toBe('emailDraftManagement');
	});

	it('has compiled variables everywhere but SMS', () => {
		expect(CHANNEL_NAMES.filter((name) => CHANNELS[name].hasCompiledVariables)).toEqual([
			'email',
			'push',
			'voice',
			'liveactivity',
		]);
	});

	describe('email target languages by version', () => {
		const base = ['html', 'handlebars', 'ampscript', 'freemarker', 'cheetah', 'jinja'];
		it.each([
			['2019.03', [...base, 'django']],
			['2020.11', [...base, 'django']],
			['2023.03', [...base, 'liquid', 'platformAhandlebars', 'django']],
			['2024.08', [...base, 'liquid', 'platformAhandlebars', 'django', 'handlebarsjava']],
			['2025.05v2', [...base, 'liquid', 'platformAhandlebars', 'django', 'handlebarsjava']],
			['2025.09', [...base, 'liquid', 'platformAhandlebars', 'handlebarsjava']],
			['2026.06', [...base, 'liquid', 'platformAhandlebars', 'django', 'handlebarsjava']],
		] as const)('%s', (version, expected) => {
			expect(targetLanguagesFor('email', version)).toEqual(expected);
		});
	});

	it('gives the other channels the values of the interface', () => {
		expect(targetLanguagesFor('sms', '2026.07')).toEqual([
			'sms',
			'handlebars',
			'liquid',
			'django',
			'jinja',
			'ampscript',
			'platformD',
			'platformE',
			'platformF',
			'platformBhandlebars',
			'platformCliquid',
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

	it.each([
		['handlebars', '{{name}}'],
		['handlebarsjava', '{{name}}'],
		['platformAhandlebars', '{{name}}'],
		['platformBhandlebars', '{{name}}'],
		['liquid', '{{ name }}'],
		['jinja', '{{ name }}'],
		['django', '{{ name }}'],
		['platformCliquid', '{{ name }}'],
		['freemarker', '${name}'],
		['ampscript', '%%=v(@name)=%%'],
		['cheetah', '$name'],
		['platformD', '{{name}}'],
		['html', null],
		['sms', null],
		['push', null],
		['voice', null],
		['liveactivity', null],
	])('writes a variable in %s as %s', (language, expected) => {
		expect(variableSyntax(language, 'name')).toBe(expected);
	});
});
