import type { INodeParameters, INodeType } from 'n8n-workflow';

import { MessageDrafts } from '../../../nodes/MessageDrafts/MessageDrafts.node';
import { MessageDraftsTrigger } from '../../../nodes/MessageDraftsTrigger/MessageDraftsTrigger.node';
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { MessageWorkspaces } from '../../../nodes/MessageWorkspaces/MessageWorkspaces.node';
import { testCredential } from '../../harness/credentialTest';
import type { ServiceCredentials } from '../../harness/credentials';
import { listSearch } from '../../harness/editorMethods';
import { json, useLocalServer } from '../../harness/localServer';
import { createPoller } from '../../harness/poller';
import { NodeRunError, runNode } from '../../harness/runNode';

/**
 * The API key goes to the Base URL's origin and nowhere else, and never comes back in anything the
 * user sees: every node, the trigger, the pickers and the credential test.
 */
const API_KEY = 'mts-live-7f3a9c2e51d84b06';
const service = useLocalServer();
/** Another port on the same host: another origin, which must never get the key. */
const elsewhere = useLocalServer();

const credentials = (): ServiceCredentials => ({
	apiKey: API_KEY,
	apiVersion: '2026.07',
	baseUrl: service.url,
});
const byId = (value: string) => ({ __rl: true, mode: 'id', value });

async function failure(run: () => Promise<unknown>): Promise<Error & { description?: string }> {
	try {
		await run();
	} catch (error) {
		return error as Error;
	}
	throw new Error('The run succeeded, but it was expected to fail');
}

interface Surface {
	what: string;
	/** Runs the request the way the user would meet it; resolves with what the user is shown. */
	shown: () => Promise<string>;
}

const errorText = async (run: () => Promise<unknown>) => {
	const error = await failure(run);
	return JSON.stringify({
		message: error.message,
		description: error.description,
		details: (error as NodeRunError).details ?? error,
	});
};

/** A surface where the user meets only the error of `run`. */
const errorShown = (run: () => Promise<unknown>) => async () => await errorText(run);

const runShown = (nodeType: INodeType, parameters: INodeParameters) => async () => {
	const thrown = await errorText(
		async () => await runNode({ nodeType, parameters, credentials: credentials() }),
	);
	const [[item]] = await runNode({
		nodeType,
		parameters,
		credentials: credentials(),
		continueOnFail: true,
	});
	return `${thrown}\n${JSON.stringify(item)}`;
};

const SURFACES: Surface[] = [
	{
		what: 'a read (Message Workspaces > Get Many)',
		shown: runShown(new MessageWorkspaces(), { resource: 'workspace', operation: 'getAll' }),
	},
	{
		what: 'a write (Message Drafts > Submit for Approval)',
		shown: runShown(new MessageDrafts(), {
			resource: 'draft',
			operation: 'submitForApproval',
			draftId: byId('tdft_1'),
		}),
	},
	{
		what: 'the trigger',
		shown: errorShown(
			async () =>
				await createPoller({
					nodeType: new MessageDraftsTrigger(),
					parameters: { event: 'draftSubmitted', channels: ['email'] },
					credentials: credentials(),
				}).poll(),
		),
	},
	{
		what: 'a picker',
		shown: errorShown(
			async () =>
				await listSearch({
					nodeType: new MessageTemplates(),
					method: 'searchTemplates',
					parameters: { resource: 'template', operation: 'get', channel: 'email' },
					credentials: credentials(),
				}),
		),
	},
	{
		what: 'the credential test',
		shown: async () => JSON.stringify(await testCredential(credentials())),
	},
];

beforeEach(() => {
	service.reset();
	elsewhere.reset();
});

describe('a redirect to another origin never carries the key', () => {
	it.each(SURFACES)(
		'$what: the other origin gets nothing, and the user is told where it pointed',
		async ({ shown }) => {
			service.answer((request, response) => {
				response
					.writeHead(request.method === 'GET' ? 302 : 307, {
						Location: `${elsewhere.url}${request.url}`,
					})
					.end();
			});
			elsewhere.answer((_request, response) =>
				json(response, 200, { data: [], cursor: { hasMore: false } }),
			);
			const text = await shown();
			expect(JSON.stringify(elsewhere.received)).not.toContain(API_KEY);
			expect(elsewhere.received).toEqual([]);
			expect(text).toContain(
				`The service at ${service.url} redirected the request to ${elsewhere.url}/`,
			);
			expect(text).toContain(
				'Redirects are not followed, so the API key is never sent to another address.',
			);
			expect(text).not.toContain(API_KEY);
		},
	);

	it('a redirect on the same origin is refused too, naming the path it pointed at', async () => {
		service.answer((request, response) => {
			if (request.url.startsWith('/v2/'))
				return json(response, 200, { data: [], cursor: { hasMore: false } });
			response.writeHead(301, { Location: `/v2${request.url}` }).end();
		});
		const error = await failure(
			async () =>
				await runNode({
					nodeType: new MessageWorkspaces(),
					parameters: { resource: 'workspace', operation: 'getAll' },
					credentials: credentials(),
				}),
		);
		expect(error.message).toBe(
			`The service at ${service.url} redirected the request to ${service.url}/v2/workspaces.`,
		);
		expect(error.description).toContain(
			"If the service has moved, enter its new address as the 'Base URL'",
		);
		expect(service.received).toHaveLength(1);
	});
});

describe("the service's error text, echoing the key, is shown without it", () => {
	it.each(SURFACES)('$what', async ({ shown }) => {
		service.answer((request, response) => {
			json(
				response,
				request.url.includes('/workspaces') || request.url.includes('/templates') ? 401 : 400,
				{
					code: 'invalid_request',
					message: `Rejected the request with Authorization: ${String(request.headers.authorization)} (key ${API_KEY})`,
				},
			);
		});
		const text = await shown();
		expect(service.received.length).toBeGreaterThan(0);
		expect(text).toContain('Rejected the request with Authorization: Bearer [redacted]');
		expect(text).not.toContain(API_KEY);
	});
});
