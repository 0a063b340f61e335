import type { Failure } from 'n8n-workflow';

import { MessageDrafts } from '../../../nodes/MessageDrafts/MessageDrafts.node';
import { MessageDraftsTrigger } from '../../../nodes/MessageDraftsTrigger/MessageDraftsTrigger.node';
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { MessageWorkspaces } from '../../../nodes/MessageWorkspaces/MessageWorkspaces.node';
import { DEMO } from '../../../sandbox';
import { useBadAddresses } from '../../harness/badAddresses';
import type { ServiceCredentials } from '../../harness/credentials';
import { listSearch } from '../../harness/editorMethods';
import { rawAnswer } from '../../harness/flakyProxy';
import { createPoller } from '../../harness/poller';
import { type NodeRunError, runNode } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';
import { setFaults, useFlakyProxy } from '../MessageDraftsTrigger/fixtures';
import { draftOperation } from '../MessageDrafts/support';

/**
 * The `failure` each error declares, as n8n 2.41 reads it (its durable scheduler backs a failing
 * poll off by it), from the three places requests are made: a declared operation through n8n's
 * routing engine, the trigger's poll and a picker in the editor.
 */

const READ_ONLY_KEY = 'read-only-key-of-the-failure-classes';
const sandbox = useSandbox({ readOnlyKey: READ_ONLY_KEY });
const proxy = useFlakyProxy(sandbox);
const bad = useBadAddresses();

const byId = (value: string) => ({ __rl: true, mode: 'id', value });

/** Every request through the proxy is answered so from now on. */
const answerAll = (status: string, headers?: string[]) =>
	proxy.intercept(() => rawAnswer(status, headers));

/** The `failure` of the error a run ended with; the run must fail. */
async function declared(run: () => Promise<unknown>): Promise<Failure | undefined> {
	const error = await run().then(
		() => undefined,
		(caught: unknown) => caught as { failure?: Failure } & Partial<NodeRunError>,
	);
	if (!error) throw new Error('The run succeeded, but it was expected to fail');
	// The engine hands on node errors as plain objects (NodeRunError keeps them as `details`).
	return (error.details as { failure?: Failure } | undefined)?.failure ?? error.failure;
}

const TEMPORARILY_UNAVAILABLE = { cause: 'temporarily-unavailable' };
const CONFIGURATION_INVALID = { cause: 'configuration-invalid' };

type Attempt = (overrides?: Partial<ServiceCredentials>) => Promise<unknown>;

/** A wrong API key: credential-invalid. */
async function expectKeyRefused(attempt: Attempt): Promise<void> {
	expect(await declared(() => attempt({ apiKey: 'not-the-key' }))).toEqual({
		cause: 'credential-invalid',
	});
}

/** A Base URL that points elsewhere, where the service answers 404 for the path: configuration-invalid. */
async function expectElsewhereInvalid(attempt: Attempt): Promise<void> {
	sandbox.expectViolations({ status: 404, place: 'path' });
	expect(await declared(() => attempt({ baseUrl: `${sandbox.url}/elsewhere` }))).toEqual(
		CONFIGURATION_INVALID,
	);
}

/** A failure whose reset time falls between `earliest` and `latest`. */
function expectResetBetween(failure: unknown, earliest: number, latest: number): void {
	const { resetsAtEpochMs } = failure as { resetsAtEpochMs: number };
	expect(resetsAtEpochMs).toBeGreaterThanOrEqual(earliest);
	expect(resetsAtEpochMs).toBeLessThanOrEqual(latest);
}

describe('a declared operation, through the routing engine', () => {
	const workspaces = new MessageWorkspaces();
	const drafts = new MessageDrafts();
	const templates = new MessageTemplates();
	const credentials = (overrides: Partial<ServiceCredentials> = {}) =>
		sandbox.credentials(undefined, overrides);
	const listWorkspaces = (overrides?: Partial<ServiceCredentials>) =>
		runNode({
			nodeType: workspaces,
			parameters: { resource: 'workspace', operation: 'getAll' },
			credentials: credentials(overrides),
		});
	// A write: sent once whatever the answer, so each failure is the first one.
	const submit = (overrides?: Partial<ServiceCredentials>) =>
		runNode({
			nodeType: drafts,
			parameters: draftOperation('submitForApproval', DEMO.email.springSaleDraft),
			credentials: credentials(overrides),
		});
	// A read whose failures here are all of the kind that is not sent again. Timeout is short only
	// where running out is the failure, so that a busy machine cannot turn another into a timeout.
	const readTemplate = (baseUrl: string, timeout?: number) =>
		runNode({
			nodeType: templates,
			parameters: {
				resource: 'template',
				operation: 'get',
				templateId: byId(DEMO.email.welcomeTemplate),
				targetLanguage: 'html',
				...(timeout === undefined ? {} : { requestOptions: { timeout } }),
			},
			credentials: credentials({ baseUrl }),
		});

	it("429 with Retry-After: rate-limited, with the wait it asked for and when the pacer's window allows again", async () => {
		// An answer first, which shows the pacer the allowance and its window.
		await listWorkspaces({ baseUrl: proxy.url });
		answerAll('429 Too Many Requests', ['Retry-After: 120', 'X-RateLimit-Remaining: 0']);
		const before = Date.now();
		const failure = await declared(() => listWorkspaces({ baseUrl: proxy.url }));
		const after = Date.now();
		expect(failure).toEqual({
			cause: 'rate-limited',
			retryAfterMs: 120_000,
			resetsAtEpochMs: expect.any(Number),
		});
		// Not before the wait the service asked for.
		expectResetBetween(failure, before + 120_000, after + 120_000);
	});

	it.each([
		{
			what: '500',
			arrange: () => setFaults(sandbox, { failNext: 1, failStatuses: [500] }),
			baseUrl: () => sandbox.url,
			failure: TEMPORARILY_UNAVAILABLE,
		},
		{
			what: '502',
			arrange: () => answerAll('502 Bad Gateway'),
			baseUrl: () => proxy.url,
			failure: TEMPORARILY_UNAVAILABLE,
		},
		{
			what: '503 with Retry-After',
			arrange: () => answerAll('503 Service Unavailable', ['Retry-After: 30']),
			baseUrl: () => proxy.url,
			failure: { ...TEMPORARILY_UNAVAILABLE, retryAfterMs: 30_000 },
		},
		{
			what: 'a dropped connection',
			arrange: () => proxy.dropWhen(() => true),
			baseUrl: () => proxy.url,
			failure: TEMPORARILY_UNAVAILABLE,
		},
		{
			what: 'a redirect (the Base URL has moved)',
			arrange: () =>
				answerAll('301 Moved Permanently', ['Location: https://api.example.com/templates']),
			baseUrl: () => proxy.url,
			failure: CONFIGURATION_INVALID,
		},
	])('$what', async ({ arrange, baseUrl, failure }) => {
		await arrange();
		expect(await declared(() => submit({ baseUrl: baseUrl() }))).toEqual(failure);
	});

	it.each([
		{
			what: 'no answer within the Timeout',
			baseUrl: () => bad.silent,
			timeout: 300,
			failure: TEMPORARILY_UNAVAILABLE,
		},
		{ what: 'a refused connection', baseUrl: () => bad.refused, failure: TEMPORARILY_UNAVAILABLE },
		{
			what: 'https:// to a server without TLS',
			baseUrl: () => bad.notTls,
			failure: CONFIGURATION_INVALID,
		},
		{
			what: 'a Base URL that is not a web address',
			baseUrl: () => sandbox.url.replace('http://', ''),
			failure: CONFIGURATION_INVALID,
		},
	])('$what', async ({ baseUrl, timeout, failure }) => {
		expect(await declared(() => readTemplate(baseUrl(), timeout))).toEqual(failure);
	});

	it('401: credential-invalid', async () => await expectKeyRefused(listWorkspaces));

	it('403, a key not allowed to write: configuration-invalid', async () => {
		expect(await declared(() => submit({ apiKey: READ_ONLY_KEY }))).toEqual(CONFIGURATION_INVALID);
	});

	it('404 of the draft the user chose: configuration-invalid', async () => {
		const failure = await declared(() =>
			runNode({
				nodeType: drafts,
				parameters: draftOperation('get', 'tdft_missing', { targetLanguage: 'html' }),
				credentials: credentials(),
			}),
		);
		expect(failure).toEqual(CONFIGURATION_INVALID);
	});

	it('404 of a template the user chose, after the closer look the error path takes: configuration-invalid', async () => {
		const failure = await declared(() =>
			runNode({
				nodeType: templates,
				parameters: {
					resource: 'template',
					operation: 'render',
					templateId: byId(DEMO.email.springSaleTemplate),
					variablesSource: 'inputItem',
				},
				credentials: credentials(),
			}),
		);
		expect(failure).toEqual(CONFIGURATION_INVALID);
	});

	it('404 with no id involved, a Base URL that points elsewhere: configuration-invalid', async () => {
		await expectElsewhereInvalid(listWorkspaces);
	});
});

describe("the trigger's poll", () => {
	const trigger = new MessageDraftsTrigger();
	const poller = (overrides: Partial<ServiceCredentials> = {}) =>
		createPoller({
			nodeType: trigger,
			parameters: { event: 'draftSubmitted', channels: ['email'] },
			credentials: sandbox.credentials(undefined, overrides),
		});

	it("429 with Retry-After on the list: rate-limited, with the wait it asked for and the pacer's window", async () => {
		const watching = poller();
		await watching.poll();
		await setFaults(sandbox, { failRate: 1, failStatuses: [429] });
		const before = Date.now();
		const failure = await declared(() => watching.poll());
		const after = Date.now();
		// The sandbox asks for one second: the window ends when that second (and the pacer's margin) is over.
		expect(failure).toEqual({
			cause: 'rate-limited',
			retryAfterMs: 1000,
			resetsAtEpochMs: expect.any(Number),
		});
		expectResetBetween(failure, before + 1000, after + 1500);
	});

	it("429 without Retry-After: rate-limited, resetting when the pacer's window of a minute ends", async () => {
		const watching = poller({ baseUrl: proxy.url });
		const firstPollAt = Date.now();
		await watching.poll();
		const firstPollEnd = Date.now();
		answerAll('429 Too Many Requests');
		const failure = await declared(() => watching.poll());
		expect(failure).toEqual({ cause: 'rate-limited', resetsAtEpochMs: expect.any(Number) });
		// The window opened with the first poll's first answer; the pacer adds half a second for the clocks.
		expectResetBetween(failure, firstPollAt + 60_500, firstPollEnd + 60_500);
	});

	// A publication's poll emits nothing on an answer a wait heals (n8n would unpublish the
	// workflow on a throw); the polls on the schedule throw it, declared.
	it('429 before any answer showed a window, without Retry-After: rate-limited, nothing more known', async () => {
		answerAll('429 Too Many Requests');
		const watching = poller({ baseUrl: proxy.url });
		expect(await watching.poll()).toBeNull();
		expect(await declared(() => watching.poll())).toEqual({ cause: 'rate-limited' });
	});

	it('500, after its few quick tries: temporarily-unavailable', async () => {
		await setFaults(sandbox, { failRate: 1, failStatuses: [500] });
		const watching = poller();
		expect(await watching.poll()).toBeNull();
		expect(await declared(() => watching.poll())).toEqual(TEMPORARILY_UNAVAILABLE);
	});

	it('a dropped connection: temporarily-unavailable', async () => {
		proxy.dropWhen(() => true);
		const watching = poller({ baseUrl: proxy.url });
		expect(await watching.poll()).toBeNull();
		expect(await declared(() => watching.poll())).toEqual(TEMPORARILY_UNAVAILABLE);
	});

	const poll: Attempt = async (overrides) => await poller(overrides).poll();

	it('401: credential-invalid', async () => await expectKeyRefused(poll));

	it('404 of the list, a Base URL that points elsewhere: configuration-invalid', async () => {
		await expectElsewhereInvalid(poll);
	});
});

describe('a picker in the editor', () => {
	const templates = new MessageTemplates();
	const search = (overrides: Partial<ServiceCredentials> = {}) =>
		listSearch({
			nodeType: templates,
			method: 'searchTemplates',
			parameters: { resource: 'template', operation: 'get', channel: 'email' },
			credentials: sandbox.credentials(undefined, overrides),
		});

	it('429 with Retry-After: rate-limited, with the wait and the window', async () => {
		await search({ baseUrl: proxy.url });
		answerAll('429 Too Many Requests', ['Retry-After: 120']);
		const failure = await declared(() => search({ baseUrl: proxy.url }));
		expect(failure).toEqual({
			cause: 'rate-limited',
			retryAfterMs: 120_000,
			resetsAtEpochMs: expect.any(Number),
		});
	});

	it('a refused connection: temporarily-unavailable', async () => {
		expect(await declared(() => search({ baseUrl: bad.refused }))).toEqual(TEMPORARILY_UNAVAILABLE);
	});

	it('401: credential-invalid', async () => await expectKeyRefused(search));

	it('a version without the list: configuration-invalid, before anything is sent', async () => {
		await sandbox.clearRequests();
		const failure = await declared(() =>
			listSearch({
				nodeType: templates,
				method: 'searchTemplates',
				parameters: { resource: 'template', operation: 'get', channel: 'sms' },
				credentials: sandbox.credentials('2024.08'),
			}),
		);
		expect(failure).toEqual(CONFIGURATION_INVALID);
		expect(await sandbox.sent()).toEqual([]);
	});
});
