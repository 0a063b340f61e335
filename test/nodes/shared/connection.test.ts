import { DirectoryLoader } from 'n8n-core';
import type { INodeParameters, INodeType } from 'n8n-workflow';

import { DEMO } from '../../../sandbox';
import { MessageDrafts } from '../../../nodes/MessageDrafts/MessageDrafts.node';
import { MessageDraftsTrigger } from '../../../nodes/MessageDraftsTrigger/MessageDraftsTrigger.node';
import { MessageLocalizations } from '../../../nodes/MessageLocalizations/MessageLocalizations.node';
import { MessageTags } from '../../../nodes/MessageTags/MessageTags.node';
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { MessageWorkspaces } from '../../../nodes/MessageWorkspaces/MessageWorkspaces.node';
import { useBadAddresses } from '../../harness/badAddresses';
import type { ServiceCredentials } from '../../harness/credentials';
import { createPoller } from '../../harness/poller';
import { NodeRunError, runNode } from '../../harness/runNode';

const API_KEY = 'key-that-never-shows';
const bad = useBadAddresses();

const credentials = (baseUrl: string): ServiceCredentials => ({ apiKey: API_KEY, apiVersion: '2026.07', baseUrl });
const byId = (value: string) => ({ __rl: true, mode: 'id', value });

/** A node type as n8n loads it: declarative nodes get the "Request Options" setting (Timeout). */
function asLoaded(nodeType: INodeType): INodeType {
	DirectoryLoader.applyDeclarativeNodeOptionParameters(nodeType);
	return nodeType;
}

async function failure(run: () => Promise<unknown>): Promise<Error> {
	try {
		await run();
	} catch (error) {
		return error as Error;
	}
	throw new Error('The run succeeded, but it was expected to fail');
}

// Render is a write: sent once, so each case fails at once instead of after the read retries.
const render: INodeParameters = {
	resource: 'template',
	operation: 'render',
	templateId: byId(DEMO.email.welcomeTemplate),
	variablesSource: 'inputItem',
	// Short, for the server that never answers; n8n's default is five minutes.
	requestOptions: { timeout: 300 },
};
const templates = asLoaded(new MessageTemplates());

describe('a Base URL that cannot answer, in the nodes: what happened, the address and the fix, never the key', () => {
	const cases = [
		{
			what: 'a refused connection',
			baseUrl: () => bad.refused,
			message: (address: string) => `The connection to ${address} was refused.`,
			fix: 'Nothing accepts connections there. Check the scheme, host and port of the Base URL in the Message Template Service API credential, and that the service is running.',
		},
		{
			what: 'a host that does not resolve',
			baseUrl: () => bad.unresolved,
			message: (address: string) => `The host of ${address} could not be found.`,
			fix: 'Its name does not resolve in DNS. Check the spelling of the Base URL in the Message Template Service API credential.',
		},
		{
			what: 'a server that never answers',
			baseUrl: () => bad.silent,
			message: (address: string) => `No answer came from ${address} in time.`,
			fix: 'The request waited and no answer came back.',
		},
		{
			what: 'a plain-HTTP server reached with https://',
			baseUrl: () => bad.notTls,
			message: (address: string) => `A secure connection to ${address} could not be set up.`,
			fix: 'The server there does not speak HTTPS on that port (the local sandbox uses http://), or its certificate is not trusted.',
		},
	];

	it.each(cases)('$what', async ({ baseUrl, message, fix }) => {
		const address = baseUrl();
		const error = await failure(
			async () => await runNode({ nodeType: templates, parameters: render, credentials: credentials(`${address}/`) }),
		);
		expect(error).toBeInstanceOf(NodeRunError);
		const { description, httpCode, details } = error as NodeRunError;
		expect(error.message).toBe(message(address));
		expect(description).toContain(fix);
		expect(description).toMatch(/ Network error: [A-Z_]+\.$/);
		expect(httpCode ?? null).toBeNull();
		expect(JSON.stringify(details)).not.toContain(API_KEY);

		const [[item]] = await runNode({
			nodeType: templates,
			parameters: render,
			credentials: credentials(address),
			continueOnFail: true,
		});
		expect(item.json).toMatchObject({ error: message(address), details: { description: expect.stringContaining(fix) } });
		expect(JSON.stringify(item)).not.toContain(API_KEY);
	});

	const nodes: Array<{ name: string; nodeType: INodeType; parameters: INodeParameters }> = [
		{
			name: 'Message Drafts',
			nodeType: new MessageDrafts(),
			parameters: { resource: 'draft', operation: 'submitForApproval', draftId: byId(DEMO.email.springSaleDraft) },
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
		{ name: 'Message Workspaces', nodeType: new MessageWorkspaces(), parameters: { resource: 'workspace', operation: 'getAll' } },
	];

	it.each(nodes)('$name says the same', async ({ nodeType, parameters }) => {
		const error = await failure(async () => await runNode({ nodeType, parameters, credentials: credentials(bad.refused) }));
		expect(error.message).toBe(`The connection to ${bad.refused} was refused.`);
		expect((error as NodeRunError).description).toContain('Check the scheme, host and port of the Base URL');
	});

	it('Message Drafts Trigger says the same', async () => {
		const poller = createPoller({
			nodeType: new MessageDraftsTrigger(),
			parameters: { event: 'draftSubmitted', channels: ['email'] },
			credentials: credentials(bad.refused),
		});
		const error = await failure(async () => await poller.poll());
		expect(error).toMatchObject({
			message: `The connection to ${bad.refused} was refused.`,
			description: expect.stringContaining('Check the scheme, host and port of the Base URL'),
		});
	});
});
