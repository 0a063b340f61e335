import { MessageDrafts } from '../../../nodes/MessageDrafts/MessageDrafts.node';
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { DEMO } from '../../../sandbox';
import { listSearch, loadOptions } from '../../harness/editorMethods';
import { useSandbox } from '../../harness/sandbox';

const sandbox = useSandbox();
const templates = new MessageTemplates();
const drafts = new MessageDrafts();

const templateGet = (channel: string) => ({ resource: 'template', operation: 'get', channel });

describe('the pickers every node shares', () => {
	beforeEach(async () => {
		await sandbox.clearRequests();
	});

	it('pages through the templates of a channel as the user scrolls, each once', async () => {
		const seen: string[] = [];
		let paginationToken: string | undefined;
		let pages = 0;
		do {
			const page = await listSearch({
				nodeType: templates,
				method: 'searchTemplates',
				parameters: templateGet('email'),
				credentials: sandbox.credentials(),
				paginationToken,
			});
			seen.push(...page.results.map(({ value }) => String(value)));
			paginationToken = page.paginationToken as string | undefined;
			pages++;
		} while (paginationToken);
		const { body } = await sandbox.api<{ data: unknown[] }>('GET', '/templates');
		expect(new Set(seen).size).toBe(seen.length);
		expect(seen.length).toBeGreaterThanOrEqual(60);
		expect(pages).toBe(Math.ceil(seen.length / 25));
		expect(body.data).toHaveLength(25);
	});

	it('searches by name on the service from 2026.06, and on the page before', async () => {
		const search = async (version: '2026.06' | '2025.09') =>
			await listSearch({
				nodeType: templates,
				method: 'searchTemplates',
				parameters: templateGet('email'),
				credentials: sandbox.credentials(version),
				filter: 'welcome',
			});
		expect((await search('2026.06')).results).toEqual([
			{ name: 'Welcome email', value: DEMO.email.welcomeTemplate },
		]);
		expect((await sandbox.requests())[0].query).toEqual({ name: 'welcome' });

		await sandbox.clearRequests();
		expect((await search('2025.09')).results).toEqual([
			{ name: 'Welcome email', value: DEMO.email.welcomeTemplate },
		]);
		expect((await sandbox.requests())[0].query).toEqual({});
	});

	it("lists the chosen channel's templates and drafts", async () => {
		const sms = await listSearch({
			nodeType: templates,
			method: 'searchTemplates',
			parameters: templateGet('sms'),
			credentials: sandbox.credentials(),
		});
		expect(sms.results.map(({ value }) => value)).toContain(DEMO.channels.sms.template);
		expect((await sandbox.requests())[0].path).toBe('/sms/templates');

		const smsDrafts = await listSearch({
			nodeType: drafts,
			method: 'searchDrafts',
			parameters: { resource: 'draft', operation: 'get', channel: 'sms' },
			credentials: sandbox.credentials(),
		});
		expect(smsDrafts.results).toContainEqual({
			name: expect.stringMatching(/^Awaiting approval · .*\(Shipping notice \(sms\)\)$/),
			value: DEMO.channels.sms.pendingDraft,
		});
	});

	it('says which version a list needs instead of failing on the service', async () => {
		await expect(
			listSearch({
				nodeType: templates,
				method: 'searchThemes',
				parameters: { resource: 'theme', operation: 'get' },
				credentials: sandbox.credentials('2025.09'),
			}),
		).rejects.toThrow(
			'Themes and customer profiles: available from API version 2026.06; the credential uses 2025.09',
		);
		await expect(
			listSearch({
				nodeType: templates,
				method: 'searchTemplates',
				parameters: templateGet('push'),
				credentials: sandbox.credentials('2024.08'),
			}),
		).rejects.toThrow(
			'SMS, push, voice and live-activity templates: available from API version 2024.12',
		);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('offers exactly the target languages of the channel and version, by their readable names', async () => {
		const options = async (channel: string, version: '2025.09' | '2026.06' | '2026.07') =>
			await loadOptions({
				nodeType: templates,
				method: 'getTargetLanguages',
				parameters: templateGet(channel),
				credentials: sandbox.credentials(version),
			});
		const languages = async (channel: string, version: '2025.09' | '2026.06' | '2026.07') =>
			(await options(channel, version)).map(({ value }) => value);
		expect(await languages('email', '2025.09')).not.toContain('django');
		expect(await languages('email', '2026.06')).not.toContain('django');
		expect(await languages('email', '2026.07')).toContain('django');
		expect(await options('email', '2026.06')).toContainEqual({
			name: 'Mandrill Handlebars',
			value: 'mandrillhandlebars',
		});
		expect((await options('sms', '2026.06')).map(({ name }) => name)).toEqual([
			'Channel Default',
			'SMS (plain text)',
			'Handlebars',
			'Liquid',
			'Django',
			'Jinja',
			'AMPscript',
			'Klaviyo',
			'Brevo',
			'SendPulse',
			'Iterable Handlebars',
			'Dotdigital Liquid',
		]);
		expect(await languages('email', '2026.07')).not.toContain('');
		expect(await languages('push', '2026.07')).toEqual([
			'',
			'push',
			'handlebars',
			'liquid',
			'django',
			'jinja',
			'handlebarsjava',
		]);
	});
});
