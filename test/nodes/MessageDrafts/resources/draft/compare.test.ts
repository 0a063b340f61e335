import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { CHANNELS } from '../../../../../nodes/shared/channels';
import { DEMO } from '../../../../../sandbox';
import { nodeRuns } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import { compareParameters } from '../../support';

const sandbox = useSandbox();
const { runJson, runError } = nodeRuns(new MessageDrafts(), sandbox);
const { email } = DEMO;

interface Member {
	changed: boolean;
	linesAdded: number;
	linesRemoved: number;
	unifiedDiff: string;
	htmlDiff?: string;
}

beforeEach(async () => {
	await sandbox.reset();
	await sandbox.clearRequests();
});

describe('Message Drafts: Compare with Published', () => {
	it('says what an email draft changes from the published draft, in the default content and each language, from the fewest reads', async () => {
		const [result] = await runJson(compareParameters('email', email.welcomeRedesignDraft));
		expect(result).toMatchObject({
			draftId: email.welcomeRedesignDraft,
			templateId: email.welcomeTemplate,
			comparedWith: { kind: 'published', draftId: email.welcomePublishedDraft },
			changed: true,
			languagesAdded: [],
			languagesRemoved: [],
			variablesAdded: [],
			variablesRemoved: [],
		});
		// Every language makes the same changes: each is said once, with the languages that make it.
		expect(result.summary).toBe(
			['HTML', 'AMP HTML', 'text']
				.map((member) => `1 line added, 1 removed in the ${member} (default, de-DE, es-ES, fr-FR)`)
				.join('; ') + '.',
		);
		const content = result.content as Record<string, Record<string, Member>>;
		expect(Object.keys(content)).toEqual(['default', 'de-DE', 'es-ES', 'fr-FR']);
		expect(content.default.subject).toEqual({
			changed: false,
			linesAdded: 0,
			linesRemoved: 0,
			unifiedDiff: '',
		});
		expect(content.default.text.unifiedDiff).toBe(
			'--- default text (before)\n+++ default text (draft)\n@@ -1,4 +1,4 @@\n' +
				' Welcome, {{first_name}}!\n Thanks for joining Acme.\n-Your account is ready to use.\n+Here is how to get started.\n' +
				' Open your account: {{account_url}}\n',
		);
		// The HTML member is compared as the text a reader sees, not as markup.
		expect(content.default.html.unifiedDiff).toContain(
			'\n-Your account is ready to use.\n+Here is how to get started.\n Open your account\n',
		);
		expect(content.default.html.unifiedDiff).not.toContain('<p>');
		expect(content['fr-FR'].text.unifiedDiff).toContain('\n-Votre compte est prêt.\n');
		expect(content.default.text.htmlDiff).toBeUndefined();
		const localized = ['loc_12fg4ouu', 'loc_0bapugfv', 'loc_1tk6ex9t'];
		expect((await sandbox.sent()).sort()).toEqual(
			[
				`GET /drafts/${email.welcomeRedesignDraft}`,
				`GET /templates/${email.welcomeTemplate}`,
				...localized.flatMap((id) => [
					`GET /localizations/${id}`,
					`GET /localizations/${id}/drafts/${email.welcomeRedesignDraft}`,
				]),
			].sort(),
		);
	});

	it('adds an HTML rendition of each diff when asked, and honours the context lines', async () => {
		const [result] = await runJson(
			compareParameters('email', email.welcomeRedesignDraft, {
				options: { htmlDiff: true, contextLines: 0 },
			}),
		);
		const text = (result.content as Record<string, Record<string, Member>>).default.text;
		expect(text.unifiedDiff).toBe(
			'--- default text (before)\n+++ default text (draft)\n@@ -3 +3 @@\n-Your account is ready to use.\n+Here is how to get started.\n',
		);
		expect(text.htmlDiff).toContain(
			'<del style="text-decoration:none">-Your account is ready to use.</del>',
		);
		expect(text.htmlDiff).toContain(
			'<ins style="text-decoration:none">+Here is how to get started.</ins>',
		);
	});

	it('compares a draft of a never-published template with nothing, and says so', async () => {
		const [result] = await runJson(compareParameters('email', email.springSaleDraft));
		expect(result.comparedWith).toEqual({ kind: 'nothing', draftId: null });
		expect(result.summary).toBe(
			'The template has no published draft: everything is new. Sender set to "Acme <hello@acme.example>"; ' +
				'Reply-to set to "support@acme.example"; Subject set to "Spring sale: {{discount}} off"; ' +
				'3 lines added to the HTML; 1 link target added to the HTML; 3 lines added to the AMP HTML; ' +
				'1 link target added to the AMP HTML; 3 lines added to the text; variables discount, first_name, shop_url added.',
		);
		const content = result.content as Record<string, Record<string, Member>>;
		expect(content.default.subject.unifiedDiff).toContain(
			'@@ -0,0 +1 @@\n+Spring sale: {{discount}} off\n',
		);
		expect(await sandbox.sent()).toEqual([
			`GET /drafts/${email.springSaleDraft}`,
			`GET /templates/${email.springSaleTemplate}`,
		]);
		expect(result.reviewMessage).toBe(
			[
				`${result.summary as string}`.replace(/</g, '&lt;').replace(/>/g, '&gt;'),
				'*Addresses, links and images*',
				'• Sender: (empty) → `Acme &lt;hello@acme.example&gt;`',
				'• Reply-to: (empty) → `support@acme.example`',
				'• Subject: (empty) → `Spring sale: {{discount}} off`',
				'• HTML link target added: `{{shop_url}}`',
				'• AMP HTML link target added: `{{shop_url}}`',
				'*HTML*',
				'```\n@@ -0,0 +1,3 @@\n+Spring is here, {{first_name}}\n+Everything is {{discount}} off this week.\n+Shop now\n```',
				'*AMP HTML*',
				'```\n@@ -0,0 +1,3 @@\n+Spring is here, {{first_name}}\n+Everything is {{discount}} off this week.\n+Shop now\n```',
				'*Text*',
				'```\n@@ -0,0 +1,3 @@\n+Spring is here, {{first_name}}\n+Everything is {{discount}} off this week.\n+Shop now: {{shop_url}}\n```',
				'*Variables*',
				'```\n@@ -0,0 +1,3 @@\n+discount\n+first_name\n+shop_url\n```',
			].join('\n'),
		);
	});

	it('compares with another draft by ID, without reading the template', async () => {
		const [result] = await runJson(
			compareParameters('email', email.welcomePublishedDraft, {
				compareWith: 'draft',
				otherDraftId: email.welcomeRedesignDraft,
			}),
		);
		expect(result.comparedWith).toEqual({ kind: 'draft', draftId: email.welcomeRedesignDraft });
		const text = (result.content as Record<string, Record<string, Member>>).default.text;
		expect(text.unifiedDiff).toContain(
			'\n-Here is how to get started.\n+Your account is ready to use.\n',
		);
		const requests = await sandbox.sent();
		expect(requests).toHaveLength(8);
		expect(requests.some((request) => request.includes('/templates/'))).toBe(false);
	});

	it('stops before sending anything when the other draft ID is malformed, naming the field', async () => {
		const error = await runError(
			compareParameters('email', email.welcomeRedesignDraft, {
				compareWith: 'draft',
				otherDraftId: 'welcome v1',
			}),
		);
		expect(error.message).toBe(
			'Other Draft ID: Draft "welcome v1" is not a valid ID (expected: tdft_…).',
		);
		expect(await sandbox.sent()).toEqual([]);
	});

	it.each(['sms', 'push', 'voice', 'liveactivity'] as const)(
		'on %s: a changed translation and an added language, against the published draft',
		async (channel) => {
			const prefix = CHANNELS[channel].pathPrefix;
			const { template, publishedDraft } = DEMO.channels[channel];
			const { body: copy } = await sandbox.api<{ id: string }>(
				'POST',
				`${prefix}/drafts/${publishedDraft}/duplicate`,
				{
					body: { name: 'Shipping notice v3' },
				},
			);
			const translationsPath = `${prefix}/drafts/${copy.id}/localizations/fr-FR/translations`;
			const { body: translations } = await sandbox.api<Record<string, string>>(
				'GET',
				translationsPath,
			);
			const [firstKey] = Object.keys(translations);
			await sandbox.api('PUT', translationsPath, {
				body: { ...translations, [firstKey]: `[nouveau] ${translations[firstKey]}` },
			});
			await sandbox.api('PUT', `${prefix}/drafts/${copy.id}/localizations/de-DE`, { body: {} });
			await sandbox.clearRequests();

			const [result] = await runJson(compareParameters(channel, copy.id));
			expect(result).toMatchObject({
				templateId: template,
				comparedWith: { kind: 'published', draftId: publishedDraft },
				languagesAdded: ['de-DE'],
			});
			const content = result.content as Record<string, Record<string, Member>>;
			expect(Object.values(content.default).every((member) => !member.changed)).toBe(true);
			const changed = Object.entries(content['fr-FR']).filter(([, member]) => member.changed);
			expect(changed).toHaveLength(1);
			const [[memberName, member]] = changed;
			expect(member).toMatchObject({ linesAdded: 1, linesRemoved: 1 });
			expect(member.unifiedDiff).toContain('\n+[nouveau] ');
			expect(result.summary).toBe(
				`1 line added, 1 removed in the ${memberName} (fr-FR); de-DE added.`,
			);
			expect((await sandbox.sent()).every((request) => request.startsWith(`GET ${prefix}/`))).toBe(
				true,
			);
		},
	);

	it('names the version SMS needs under an older API version, before sending anything', async () => {
		const error = await runError(compareParameters('sms', DEMO.channels.sms.pendingDraft), {
			version: '2024.08',
		});
		expect(error.message).toContain(
			'available from API version 2024.12; the credential uses 2024.08.',
		);
		expect(await sandbox.sent()).toEqual([]);
	});

	it('leaves out the variables under a version whose content does not list them', async () => {
		const [result] = await runJson(
			compareParameters('email', email.welcomeRedesignDraft, {
				targetLanguage: 'html',
			}),
			{ version: '2020.11' },
		);
		expect(result).not.toHaveProperty('variablesAdded');
		expect(result.comparedWith).toEqual({ kind: 'published', draftId: null });
		expect(result.changed).toBe(true);
	});
});
