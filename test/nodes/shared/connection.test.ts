import type { INodeParameters, INodeType } from 'n8n-workflow';

import { DEMO } from '../../../sandbox';
import { MessageDrafts } from '../../../nodes/MessageDrafts/MessageDrafts.node';
import { MessageDraftsTrigger } from '../../../nodes/MessageDraftsTrigger/MessageDraftsTrigger.node';
import { MessageLocalizations } from '../../../nodes/MessageLocalizations/MessageLocalizations.node';
import { MessageTags } from '../../../nodes/MessageTags/MessageTags.node';
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { MessageWorkspaces } from '../../../nodes/MessageWorkspaces/MessageWorkspaces.node';
import { connectionFailures, useBadAddresses } from '../../harness/badAddresses';
import { testCredential } from '../../harness/credentialTest';
import type { ServiceCredentials } from '../../harness/credentials';
import { listSearch } from '../../harness/editorMethods';
import { useLocalServer } from '../../harness/localServer';
import { createPoller } from '../../harness/poller';
import { NodeRunError, runNode } from '../../harness/runNode';

const API_KEY = 'key-that-never-shows';
const bad = useBadAddresses();

const credentials = (baseUrl: string): ServiceCredentials => ({
	apiKey: API_KEY,
	apiVersion: '2026.07',
	baseUrl,
});
const byId = (value: string) => ({ __rl: true, mode: 'id', value });

async function failure(run: () => Promise<unknown>): Promise<Error> {
	try {
		await run();
	} catch (error) {
		return error as Error;
	}
	throw new Error('The run succeeded, but it was expected to fail');
}

// A read: none of these failures can heal by sending again seconds later, so it is sent once.
// Timeout is short only where running out is the failure under test; elsewhere the node's own 30
// seconds, so that a stalled moment on a busy machine cannot turn another failure into a timeout.
const read = (timeout?: number): INodeParameters => ({
	resource: 'template',
	operation: 'get',
	templateId: byId(DEMO.email.welcomeTemplate),
	targetLanguage: 'html',
	...(timeout === undefined ? {} : { requestOptions: { timeout } }),
});
const templates = new MessageTemplates();

describe('a Base URL that cannot answer, in the nodes: what happened, the address and the fix, never the key', () => {
	const cases = connectionFailures(bad, {
		refused:
			"Nothing accepts connections there. Check the scheme, host and port of the 'Base URL' in the Message Template Service API credential, and that the service is running.",
		unresolved:
			"Its name does not resolve in DNS. Check the spelling of the 'Base URL' in the Message Template Service API credential.",
		silent:
			"The request waited that long and was not sent again. Check that the 'Base URL' in the Message Template Service API credential points at the Message Template Service and that the service is up; a firewall that drops the connection looks the same. If the service is only slow, raise 'Timeout' under the node's Settings > 'Request Options'",
		notTls:
			'The server there does not speak HTTPS on that port (the local sandbox uses http://), or its certificate is not trusted.',
	});

	it.each(cases)('$what', async ({ baseUrl, timeout, message, fix }) => {
		const address = baseUrl();
		const error = await failure(
			async () =>
				await runNode({
					nodeType: templates,
					parameters: read(timeout),
					credentials: credentials(`${address}/`),
				}),
		);
		expect(error).toBeInstanceOf(NodeRunError);
		const { description, httpCode, details } = error as NodeRunError;
		expect(error.message).toBe(message(address));
		expect(description).toContain(fix);
		expect(description).toMatch(/ Connection code: [A-Z_]+\.$/);
		expect(httpCode ?? null).toBeNull();
		expect(JSON.stringify(details)).not.toContain(API_KEY);

		const [[item]] = await runNode({
			nodeType: templates,
			parameters: read(timeout),
			credentials: credentials(address),
			continueOnFail: true,
		});
		expect(item.json).toMatchObject({
			message: message(address),
			error: { description: expect.stringContaining(fix) },
		});
		expect(JSON.stringify(item)).not.toContain(API_KEY);
	});

	const nodes: Array<{ name: string; nodeType: INodeType; parameters: INodeParameters }> = [
		{
			name: 'Message Drafts',
			nodeType: new MessageDrafts(),
			parameters: {
				resource: 'draft',
				operation: 'submitForApproval',
				draftId: byId(DEMO.email.springSaleDraft),
			},
		},
		{
			name: 'Message Localizations',
			nodeType: new MessageLocalizations(),
			parameters: {
				resource: 'localization',
				operation: 'upsert',
				parent: 'draft',
				draftId: byId(DEMO.email.springSaleDraft),
				languageId: 'it-IT',
			},
		},
		{
			name: 'Message Tags',
			nodeType: new MessageTags(),
			parameters: {
				resource: 'tag',
				operation: 'assign',
				resourceType: 'template',
				resourceId: byId(DEMO.email.welcomeTemplate),
				tagIds: [DEMO.tags.seasonal],
			},
		},
		// A read: sent again after the refusal a few times before the error.
		{
			name: 'Message Workspaces',
			nodeType: new MessageWorkspaces(),
			parameters: { resource: 'workspace', operation: 'getAll' },
		},
	];

	it.each(nodes)('$name says the same', async ({ nodeType, parameters }) => {
		const error = await failure(
			async () => await runNode({ nodeType, parameters, credentials: credentials(bad.refused) }),
		);
		expect(error.message).toBe(`The connection to ${bad.refused} was refused.`);
		expect((error as NodeRunError).description).toContain(
			"Check the scheme, host and port of the 'Base URL'",
		);
	});

	it('Message Drafts Trigger says the same, from its first poll on the schedule', async () => {
		const poller = createPoller({
			nodeType: new MessageDraftsTrigger(),
			parameters: { event: 'draftSubmitted', channels: ['email'] },
			credentials: credentials(bad.refused),
		});
		// Nothing listening may be a service that is down: the publication's poll leaves it to the schedule.
		expect(await poller.poll()).toBeNull();
		const error = await failure(async () => await poller.poll());
		expect(error).toMatchObject({
			message: `The connection to ${bad.refused} was refused.`,
			description: expect.stringContaining("Check the scheme, host and port of the 'Base URL'"),
		});
	});
});

describe('a Base URL that is not a usable web address is refused before anything is sent, naming the fix', () => {
	const service = useLocalServer();
	beforeEach(() => service.reset());

	const forms = () => {
		const hostAndPort = service.url.replace('http://', '');
		return [
			{
				what: 'a space inside',
				baseUrl: `${service.url}/api v2`,
				message: "The 'Base URL' contains a space.",
				fix: 'Remove the spaces',
			},
			{
				what: 'a space around it',
				baseUrl: ` ${service.url} `,
				message: "The 'Base URL' contains a space.",
				fix: 'Remove the spaces',
			},
			{
				what: 'no scheme',
				baseUrl: hostAndPort,
				message: "The 'Base URL' has no scheme.",
				fix: 'Start it with https://',
			},
			{
				what: 'a query',
				baseUrl: `${service.url}/?region=eu`,
				message: `The 'Base URL' has a query (a part from "?" on).`,
				fix: 'Remove everything from the ? on',
			},
			{
				what: 'a fragment',
				baseUrl: `${service.url}#top`,
				message: `The 'Base URL' has a fragment (a part from "#" on).`,
				fix: 'Remove everything from the # on',
			},
			{
				what: 'a misspelt scheme',
				baseUrl: `htps://${hostAndPort}`,
				message: "The 'Base URL' starts with htps://, not http:// or https://.",
				fix: 'Correct the scheme',
			},
			{
				what: 'a slash short',
				baseUrl: `http:/${hostAndPort}`,
				message: "The 'Base URL' starts with http:/, not http:// or https://.",
				fix: 'Correct the scheme',
			},
		];
	};
	const cases = [
		'a space inside',
		'a space around it',
		'no scheme',
		'a query',
		'a fragment',
		'a misspelt scheme',
		'a slash short',
	].map((what, index) => ({ what, form: () => forms()[index] }));
	const credentialsFor = (baseUrl: string): ServiceCredentials => ({
		apiKey: API_KEY,
		apiVersion: '2026.07',
		baseUrl,
	});

	it.each(cases)(
		'$what: every node, the trigger, the pickers and the credential test',
		async ({ form }) => {
			const { baseUrl, message, fix } = form();
			const expectRefused = (error: { message: string; description?: string | null }) => {
				expect(error.message).toBe(message);
				expect(error.description).toContain(fix);
				expect(error.description).toContain('Message Template Service API credential');
			};

			expectRefused(
				await failure(
					async () =>
						await runNode({
							nodeType: new MessageWorkspaces(),
							parameters: { resource: 'workspace', operation: 'getAll' },
							credentials: credentialsFor(baseUrl),
						}),
				),
			);
			const [[item]] = await runNode({
				nodeType: new MessageDrafts(),
				parameters: {
					resource: 'draft',
					operation: 'submitForApproval',
					draftId: byId(DEMO.email.springSaleDraft),
				},
				credentials: credentialsFor(baseUrl),
				continueOnFail: true,
			});
			expect(item.json).toMatchObject({
				message,
				error: { description: expect.stringContaining(fix) },
			});
			expectRefused(
				(await failure(
					async () =>
						await createPoller({
							nodeType: new MessageDraftsTrigger(),
							parameters: { event: 'draftSubmitted', channels: ['email'] },
							credentials: credentialsFor(baseUrl),
						}).poll(),
				)) as NodeRunError,
			);
			expectRefused(
				(await failure(
					async () =>
						await listSearch({
							nodeType: new MessageTemplates(),
							method: 'searchTemplates',
							parameters: { resource: 'template', operation: 'get', channel: 'email' },
							credentials: credentialsFor(baseUrl),
						}),
				)) as NodeRunError,
			);
			const tested = await testCredential(credentialsFor(baseUrl));
			expect(tested.status).toBe('Error');
			expect(tested.message.startsWith(`${message} `)).toBe(true);
			expect(tested.message).toContain(fix);

			expect(service.received).toEqual([]);
		},
	);
});

describe('an API version the package does not know', () => {
	const service = useLocalServer();

	it('stops the nodes before anything is sent, naming the versions to choose from', async () => {
		const error = await failure(
			async () =>
				await runNode({
					nodeType: new MessageWorkspaces(),
					parameters: { resource: 'workspace', operation: 'getAll' },
					credentials: {
						apiKey: API_KEY,
						apiVersion: '2027.01' as ServiceCredentials['apiVersion'],
						baseUrl: service.url,
					},
				}),
		);
		expect(error.message).toBe('API version 2027.01 is not one this package knows.');
		expect((error as NodeRunError).description).toContain(
			"2026.06, 2026.07 as 'API Version' in the Message Template Service API credential",
		);
		expect(service.received).toEqual([]);
	});
});
