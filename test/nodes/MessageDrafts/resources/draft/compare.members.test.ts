import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import type { ChannelName } from '../../../../../nodes/shared/channels';
import {
	API_VERSIONS,
	type ApiVersion,
	LATEST_VERSION,
	channelAvailable,
	hasFeature,
} from '../../../../../nodes/shared/versions';
import { DEMO } from '../../../../../sandbox';
import { runNodeJson } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import {
	compareParameters,
	copyOfPublished,
	editDraft,
	readDraft,
	type SourceContent,
} from '../../support';

const sandbox = useSandbox();
const nodeType = new MessageDrafts();

interface Member {
	changed: boolean;
	linesAdded: number;
	linesRemoved: number;
	unifiedDiff: string;
	before?: string;
	after?: string;
	note?: string;
	resources?: {
		changed: boolean;
		unifiedDiff: string;
		changes: Array<{ kind: string; what: string; before?: string; after?: string }>;
	};
	markup?: { changed: boolean; unifiedDiff: string };
}

interface Comparison {
	changed: boolean;
	summary: string;
	reviewMessage: string;
	variablesAdded?: string[];
	content: Record<string, Record<string, Member>>;
}

async function compare(
	channel: ChannelName,
	draftId: string,
	version: ApiVersion = LATEST_VERSION,
): Promise<Comparison> {
	const [result] = await runNodeJson({
		nodeType,
		parameters: compareParameters(channel, draftId),
		credentials: sandbox.credentials(version),
	});
	return result as unknown as Comparison;
}

beforeEach(async () => {
	await sandbox.reset();
});

const html = (content: SourceContent) => content.html as string;
const replaced = (value: string, from: string | RegExp, to: string) => {
	const next = value.replace(from, to);
	if (next === value) throw new Error(`The test's edit found no ${String(from)} to replace`);
	return next;
};

interface Case {
	name: string;
	channel: ChannelName;
	edit: (content: SourceContent) => SourceContent;
	/** The members of the default content that must say they changed; the first must show the change. */
	members: string[];
	/** What the summary must say. */
	summary: string;
	/** What must show in the output, in the member's JSON and in the review message. */
	shows: string;
}

const parts = (content: SourceContent) => content.content as Array<{ type: string; value: string }>;
const withPart = (content: SourceContent, type: string, value: (old: string) => string) => ({
	content: parts(content).map((part) =>
		part.type === type ? { ...part, value: value(part.value) } : part,
	),
});

const CASES: Case[] = [
	{
		name: 'the sender',
		channel: 'email',
		edit: () => ({ sender: 'Acme Billing <billing@acme.example>' }),
		members: ['sender'],
		summary:
			'Sender changed from "Acme <hello@acme.example>" to "Acme Billing <billing@acme.example>"',
		shows: 'Acme Billing <billing@acme.example>',
	},
	{
		name: 'the reply-to address',
		channel: 'email',
		edit: () => ({ replyTo: 'help@acme.example' }),
		members: ['replyTo'],
		summary: 'Reply-to changed from "support@acme.example" to "help@acme.example"',
		shows: 'help@acme.example',
	},
	{
		name: 'the subject',
		channel: 'email',
		edit: () => ({ subject: 'Hello from Acme, %(first_name)s' }),
		members: ['subject'],
		summary:
			'Subject changed from "Welcome to Acme, {{first_name}}" to "Hello from Acme, {{first_name}}"',
		shows: 'Hello from Acme, {{first_name}}',
	},
	{
		name: 'only where a link points',
		channel: 'email',
		edit: (content) => ({
			html: replaced(
				html(content),
				'href="%(account_url)s"',
				'href="https://acme.example/start?utm_source=email&amp;next=%(account_url)s"',
			),
		}),
		members: ['html'],
		summary: '1 link target changed in the HTML',
		shows: 'https://acme.example/start?utm_source=email&next={{account_url}}',
	},
	{
		name: 'an image added',
		channel: 'email',
		edit: (content) => ({
			html: replaced(
				html(content),
				'<body>',
				'<body><img src="https://cdn.acme.example/logo.png" alt="Acme">',
			),
		}),
		members: ['html'],
		summary: '1 image added to the HTML',
		shows: 'https://cdn.acme.example/logo.png (alt "Acme")',
	},
	{
		name: 'a background image in CSS',
		channel: 'email',
		edit: (content) => ({
			html: replaced(
				html(content),
				'<body>',
				`<body style="background-image: url('https://cdn.acme.example/bg.png')">`,
			),
		}),
		members: ['html'],
		summary: '1 background image added to the HTML',
		shows: 'https://cdn.acme.example/bg.png',
	},
	{
		name: 'hidden preheader text',
		channel: 'email',
		edit: (content) => ({
			html: replaced(
				html(content),
				'<body>',
				'<body><div style="display:none;max-height:0">Win a prize today</div>',
			),
		}),
		members: ['html'],
		summary: '1 hidden text added to the HTML',
		shows: 'Win a prize today',
	},
	{
		name: 'only the markup',
		channel: 'email',
		edit: (content) => ({ html: replaced(html(content), '<h1>', '<h1 class="hero">') }),
		members: ['html'],
		summary: 'Markup changed in the HTML: 1 line added, 1 removed',
		shows: '<h1 class="hero">',
	},
	{
		name: 'only white space between tags',
		channel: 'email',
		edit: (content) => ({ html: replaced(html(content), '</h1>', '</h1>\n') }),
		members: ['html'],
		summary: 'Characters a reader cannot see changed in the HTML',
		shows: '</h1>\\n',
	},
	{
		name: 'a link in the AMP HTML',
		channel: 'email',
		edit: (content) => ({
			ampHtml: replaced(
				content.ampHtml as string,
				'href="%(account_url)s"',
				'href="https://acme.example/amp"',
			),
		}),
		members: ['ampHtml'],
		summary: '1 link target changed in the AMP HTML',
		shows: 'https://acme.example/amp',
	},
	{
		name: 'a line of the text',
		channel: 'email',
		edit: (content) => ({
			text: replaced(content.text as string, 'Thanks for joining Acme.', 'Thanks for joining us.'),
		}),
		members: ['text'],
		summary: '1 line added, 1 removed in the text',
		shows: 'Thanks for joining us.',
	},
	{
		name: 'only the line breaks of the text',
		channel: 'email',
		edit: (content) => ({ text: (content.text as string).replace(/\n/g, '\r\n') }),
		members: ['text'],
		summary: 'Characters a reader cannot see changed in the text',
		shows: '\\r\\n',
	},
	{
		name: 'a new variable',
		channel: 'email',
		edit: (content) => ({ text: `${content.text as string}\nYour code: %(coupon)s` }),
		members: ['text', 'variables'],
		summary: 'variable coupon added',
		shows: 'coupon',
	},
	{
		name: 'the SMS sender',
		channel: 'sms',
		edit: () => ({ sender: 'ACMESHOP' }),
		members: ['sender'],
		summary: 'Sender changed from "ACME" to "ACMESHOP"',
		shows: 'ACMESHOP',
	},
	{
		name: 'the SMS phone number',
		channel: 'sms',
		edit: () => ({ phone: '+15550199' }),
		members: ['phone'],
		summary: 'Phone number changed from "+15550100" to "+15550199"',
		shows: '+15550199',
	},
	{
		name: 'the SMS text',
		channel: 'sms',
		edit: (content) => withPart(content, 'Text', (value) => `${value} Reply STOP to opt out.`),
		members: ['text'],
		summary: '1 line added, 1 removed in the text',
		shows: 'Reply STOP to opt out.',
	},
	...(['push', 'liveactivity'] as const).flatMap((channel): Case[] => [
		{
			name: 'the title',
			channel,
			edit: (content) => withPart(content, 'Title', () => 'Order %(order_id)s is near you'),
			members: ['title'],
			summary: '1 line added, 1 removed in the title',
			// Without a target language, variables come out as empty text.
			shows: 'Order  is near you',
		},
		{
			name: 'the body',
			channel,
			edit: (content) => withPart(content, 'Body', (value) => `${value} Track it in the app.`),
			members: ['body'],
			summary: '1 line added, 1 removed in the body',
			shows: 'Track it in the app.',
		},
		{
			name: 'only the order of the parts',
			channel,
			edit: (content) => ({ content: [...parts(content)].reverse() }),
			members: ['content parts', 'variables'],
			// The languages translate the same parts, so their order changes alike.
			summary:
				'1 line added, 1 removed in the content parts (default, fr-FR); the order of the variables changed (default, fr-FR)',
			shows: '{"type":"Title"',
		},
	]),
	{
		name: 'the voice script',
		channel: 'voice',
		edit: (content) => ({ content: `${content.content as string}\nPress 1 to hear this again.` }),
		members: ['content'],
		summary: '1 line added to the content',
		shows: 'Press 1 to hear this again.',
	},
];

describe('Message Drafts: Compare with Published, member by member', () => {
	it.each(['email', 'sms', 'push', 'voice', 'liveactivity'] as const)(
		'on %s: a copy of the published draft changes nothing',
		async (channel) => {
			const copy = await copyOfPublished(sandbox, channel);
			const result = await compare(channel, copy);
			expect(result.changed).toBe(false);
			expect(result.summary).toBe('No changes.');
			for (const members of Object.values(result.content)) {
				for (const member of Object.values(members)) expect(member.changed).toBe(false);
			}
		},
	);

	it.each(CASES.map((each) => [`on ${each.channel}: ${each.name}`, each] as const))(
		'%s',
		async (_name, { channel, edit, members, summary, shows }) => {
			const copy = await copyOfPublished(sandbox, channel);
			await editDraft(sandbox, copy, edit);
			const result = await compare(channel, copy);

			expect(result.changed).toBe(true);
			expect(result.summary).toContain(summary);
			const changed = Object.entries(result.content.default).filter(([, each]) => each.changed);
			expect(changed.map(([name]) => name)).toEqual(members);
			expect(JSON.stringify(result.content.default[members[0]])).toContain(
				JSON.stringify(shows).slice(1, -1),
			);
			// The review message a Slack reviewer reads names the change too (Slack escapes <, > and &).
			const inSlack = shows.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
			expect(result.reviewMessage).toContain(inSlack);
		},
	);

	it('puts a link change first in the review message, before the text diffs', async () => {
		const copy = await copyOfPublished(sandbox, 'email');
		await editDraft(sandbox, copy, (content) => ({
			html: replaced(html(content), 'href="%(account_url)s"', 'href="https://acme.example/new"'),
			text: replaced(content.text as string, 'Thanks for joining Acme.', 'Thanks for joining us.'),
		}));
		const { reviewMessage, summary } = await compare('email', copy);
		// The languages translate the same markup, so they change alike: each change is said once.
		expect(summary).toBe(
			'1 link target changed in the HTML (default, de-DE, es-ES, fr-FR); 1 line added, 1 removed in the text (default, de-DE, es-ES, fr-FR).',
		);
		expect(
			reviewMessage.indexOf(
				'• HTML (default, de-DE, es-ES, fr-FR) link target changed: `{{account_url}}` → `https://acme.example/new`',
			),
		).toBeGreaterThan(0);
		expect(reviewMessage.indexOf('https://acme.example/new')).toBeLessThan(
			reviewMessage.indexOf('+Thanks for joining us.'),
		);
	});

	it('variables added are listed at the top too, from API version 2025.09', async () => {
		const copy = await copyOfPublished(sandbox, 'email');
		await editDraft(sandbox, copy, (content) => ({
			subject: `${content.subject as string} %(coupon)s`,
		}));
		const result = await compare('email', copy);
		expect(result.variablesAdded).toEqual(['coupon']);
	});

	it('names a language the draft adds and shows its content, every line added', async () => {
		const copy = await copyOfPublished(sandbox, 'email');
		await sandbox.api('PUT', `/drafts/${copy}/localizations/it-IT`, { body: {} });
		const result = await compare('email', copy);
		expect(result.changed).toBe(true);
		expect(result.summary).toBe('it-IT added.');
		expect(result.content['it-IT'].subject).toMatchObject({
			changed: true,
			after: 'Welcome to Acme, {{first_name}}',
		});
	});
});

describe('Compare with Published under every API version', () => {
	const cases = API_VERSIONS.flatMap((version) =>
		(['email', 'sms'] as const)
			.filter((channel) => channelAvailable(channel, version))
			.map((channel) => [version, channel] as const),
	);
	it.each(cases)(
		'under %s on %s: a copy changes nothing, a new sender is named',
		async (version, channel) => {
			const copy = await copyOfPublished(sandbox, channel);
			const unchanged = await compare(channel, copy, version);
			expect({ changed: unchanged.changed, summary: unchanged.summary }).toEqual({
				changed: false,
				summary: 'No changes.',
			});

			await editDraft(sandbox, copy, () => ({ sender: 'Acme Billing' }));
			const result = await compare(channel, copy, version);
			expect(result.changed).toBe(true);
			expect(result.summary).toMatch(/^Sender changed from "[^"]+" to "Acme Billing"/);
			expect(result.content.default.sender.after).toBe('Acme Billing');
			if (!hasFeature(version, 'localizations'))
				expect(Object.keys(result.content)).toEqual(['default']);
		},
	);
});

describe('the sandbox editor stand-in', () => {
	it('refuses a member the channel does not have, naming those it has, and changes nothing', async () => {
		const copy = await copyOfPublished(sandbox, 'sms');
		const { status, body } = await sandbox.api<{ message: string }>(
			'PUT',
			`/_sandbox/drafts/${copy}/content`,
			{ body: { subject: 'Hi' } },
		);
		expect(status).toBe(400);
		expect(body.message).toBe('A sms draft has no member "subject"; it has sender, phone, content');
		expect((await compare('sms', copy)).changed).toBe(false);
	});

	it("moves the draft's updatedAt, unless asked to keep it", async () => {
		const draftId = DEMO.email.welcomeRedesignDraft;
		const updatedAt = async () => (await readDraft(sandbox, 'email', draftId)).body.updatedAt;
		const before = await updatedAt();
		await sandbox.api('PUT', `/_sandbox/drafts/${draftId}/content?keepUpdatedAt=true`, {
			body: { replyTo: 'help@acme.example' },
		});
		expect(await updatedAt()).toBe(before);
		await sandbox.api('PUT', `/_sandbox/drafts/${draftId}/content`, {
			body: { replyTo: 'team@acme.example' },
		});
		expect(await updatedAt()).not.toBe(before);
	});

	it('refuses to edit a published draft', async () => {
		const { status } = await sandbox.api(
			'PUT',
			`/_sandbox/drafts/${DEMO.email.welcomePublishedDraft}/content`,
			{ body: { subject: 'Hi' } },
		);
		expect(status).toBe(403);
	});

	it('refuses parts where a text is expected', async () => {
		const copy = await copyOfPublished(sandbox, 'voice');
		const { status, body } = await sandbox.api<{ message: string }>(
			'PUT',
			`/_sandbox/drafts/${copy}/content`,
			{
				body: { content: [{ type: 'Text', value: 'x' }] },
			},
		);
		expect(status).toBe(400);
		expect(body.message).toBe('"content" must be a string');
	});
});

describe('Compare: sides that look alike are told apart in words', () => {
	const cases = [
		{
			name: 'a Cyrillic letter in the reply-to address',
			edit: () => ({ replyTo: 'support@acm\u0435.example' }),
			says: 'U+0065 LATIN SMALL LETTER E became U+0435 CYRILLIC SMALL LETTER IE, domain now xn--acm-tdd.example',
		},
		{
			name: 'the subject in another Unicode form',
			base: () => ({ subject: 'Bienvenue au Caf\u00e9' }),
			edit: () => ({ subject: 'Bienvenue au Cafe\u0301' }),
			says: 'another Unicode form (NFC before, NFD now), U+00E9 LATIN SMALL LETTER E WITH ACUTE became U+0065 LATIN SMALL LETTER E + U+0301 COMBINING ACUTE ACCENT',
		},
		{
			name: 'a zero-width space in a link',
			base: (content: SourceContent) => ({
				html: replaced(
					html(content),
					'href="%(account_url)s"',
					'href="https://acme.example/start"',
				),
			}),
			edit: (content: SourceContent) => ({
				html: replaced(
					html(content),
					'https://acme.example/start',
					'https://acme.example/\u200bstart',
				),
			}),
			says: 'U+200B ZERO WIDTH SPACE added',
		},
		{
			name: 'a no-break space in a line of the text',
			edit: (content: SourceContent) => ({
				text: replaced(
					content.text as string,
					'Thanks for joining Acme.',
					'Thanks for joining\u00a0Acme.',
				),
			}),
			says: 'U+0020 SPACE became U+00A0 NO-BREAK SPACE',
		},
	];

	it.each(cases.map((each) => [each.name, each] as const))(
		'%s: in the summary and in the review message',
		async (_name, { base, edit, says }) => {
			const before = await copyOfPublished(sandbox, 'email');
			if (base) await editDraft(sandbox, before, base);
			const { body: after } = await sandbox.api<{ id: string }>(
				'POST',
				`/drafts/${before}/duplicate`,
				{ body: { name: 'Lookalike' } },
			);
			await editDraft(sandbox, after.id, edit);
			const [result] = await runNodeJson({
				nodeType,
				parameters: compareParameters('email', after.id, {
					compareWith: 'draft',
					otherDraftId: before,
				}),
				credentials: sandbox.credentials(),
			});
			expect(result.summary).toContain(`looks alike: ${says}`);
			expect(result.reviewMessage).toContain(`looks alike: ${says}`);
		},
	);
});
