import type { ServerResponse } from 'node:http';

import type { INodeParameters } from 'n8n-workflow';

import { MessageDrafts } from '../../../nodes/MessageDrafts/MessageDrafts.node';
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { MessageWorkspaces } from '../../../nodes/MessageWorkspaces/MessageWorkspaces.node';
import { DEMO } from '../../../sandbox';
import { useBadAddresses } from '../../harness/badAddresses';
import type { ServiceCredentials } from '../../harness/credentials';
import { type ReceivedRequest, json, useLocalServer } from '../../harness/localServer';
import { type NodeRunError, runNode, runNodeJson } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';

const sandbox = useSandbox();
const workspaces = new MessageWorkspaces();
const drafts = new MessageDrafts();

async function failNext(count: number, status: 429 | 500) {
	await sandbox.api('PUT', '/_sandbox/faults', {
		body: { failNext: count, failStatuses: [status] },
	});
	await sandbox.clearRequests();
}

const listWorkspaces = () =>
	runNodeJson({
		nodeType: workspaces,
		parameters: { resource: 'workspace', operation: 'getAll', returnAll: true },
		credentials: sandbox.credentials(),
	});

const submitForApproval = (draftId: string) =>
	runNode({
		nodeType: drafts,
		parameters: {
			resource: 'draft',
			operation: 'submitForApproval',
			channel: 'email',
			draftId: { __rl: true, mode: 'id', value: draftId },
		},
		credentials: sandbox.credentials(),
	});

async function draftStatus(draftId: string) {
	const { body } = await sandbox.api<{ status: string }>(
		'GET',
		`/drafts/${draftId}?targetLanguage=html`,
	);
	return body.status;
}

describe('retries of every operation', () => {
	beforeEach(async () => {
		await sandbox.reset();
		await sandbox.api('PUT', '/_sandbox/faults', { body: { failNext: 0, failRate: 0 } });
	});

	it('waits as long as a 429 says, then reads', async () => {
		await failNext(1, 429);
		const started = Date.now();
		expect((await listWorkspaces()).length).toBeGreaterThanOrEqual(3);
		expect(Date.now() - started).toBeGreaterThanOrEqual(900);
		expect((await sandbox.requests()).map(({ status }) => status)).toEqual([429, 200]);
	});

	it('reads again after server errors, backing off', async () => {
		await failNext(2, 500);
		expect((await listWorkspaces()).length).toBeGreaterThanOrEqual(3);
		expect((await sandbox.requests()).map(({ status }) => status)).toEqual([500, 500, 200]);
	});

	it('gives up after a handful of tries with the rate-limit error in words', async () => {
		await failNext(10, 429);
		await expect(listWorkspaces()).rejects.toThrow("The service's rate limit was reached.");
		expect(await sandbox.requests()).toHaveLength(4);
	}, 15_000);

	it('sends a write again after a 429, which the service did not apply', async () => {
		await failNext(1, 429);
		const [[item]] = await submitForApproval(DEMO.email.springSaleDraft);
		expect(item.json).toEqual({ success: true, draftId: DEMO.email.springSaleDraft });
		expect((await sandbox.requests()).map(({ status }) => status)).toEqual([429, 200]);
		expect(await draftStatus(DEMO.email.springSaleDraft)).toBe('PENDING_APPROVAL');
	});

	it('renders again after a server error: Render is sent as a POST but changes nothing', async () => {
		await failNext(1, 500);
		const [result] = await runNodeJson({
			nodeType: new MessageTemplates(),
			parameters: {
				resource: 'template',
				operation: 'render',
				channel: 'email',
				templateId: { __rl: true, mode: 'id', value: DEMO.email.welcomeTemplate },
				variablesSource: 'fields',
				variables: { variable: [{ name: 'first_name', value: 'Ann' }] },
			},
			credentials: sandbox.credentials(),
		});
		expect(result.subject).toBe('Welcome to Acme, Ann');
		expect((await sandbox.requests()).map(({ status }) => status)).toEqual([500, 200]);
	});

	it('never sends a write twice after a server error, and says so', async () => {
		await failNext(1, 500);
		const error = await submitForApproval(DEMO.email.springSaleDraft).catch((e: Error) => e);
		expect(error).toMatchObject({ message: 'The service failed to answer (HTTP 500).' });
		expect((error as NodeRunError).description).toContain(
			`The service may have applied it all the same. Before you run the node again, check whether it did: read Draft ${DEMO.email.springSaleDraft} with the matching Get operation.`,
		);
		expect(await sandbox.requests()).toHaveLength(1);
		expect(await draftStatus(DEMO.email.springSaleDraft)).toBe('IN_PROGRESS');
	});
});

describe('bounded waits, and what a lost answer means', () => {
	const silent = useLocalServer();
	const bad = useBadAddresses();
	const KEY = 'key-of-the-bounded-tests';
	const at = (baseUrl: string): ServiceCredentials => ({
		apiKey: KEY,
		apiVersion: '2026.07',
		baseUrl,
	});
	// As n8n loads them: declarative nodes get the Settings tab's Request Options (Timeout among them).
	const loadedWorkspaces = new MessageWorkspaces();
	const loadedDrafts = new MessageDrafts();
	const readWithin = (requestOptions: INodeParameters, baseUrl: string) =>
		runNode({
			nodeType: loadedWorkspaces,
			parameters: { resource: 'workspace', operation: 'getAll', requestOptions },
			credentials: at(baseUrl),
		});
	const submitWithin = (requestOptions: INodeParameters, baseUrl: string) =>
		runNode({
			nodeType: loadedDrafts,
			parameters: {
				resource: 'draft',
				operation: 'submitForApproval',
				draftId: { __rl: true, mode: 'id', value: 'tdft_1' },
				requestOptions,
			},
			credentials: at(baseUrl),
		});
	const rejection = async (run: Promise<unknown>) =>
		(await run.then(
			() => undefined,
			(error: unknown) => error,
		)) as NodeRunError;

	beforeEach(() => silent.reset());

	// Where a count of what was sent follows a Timeout, the Timeout leaves the request time to reach
	// the server first on a busy machine: 0.3 seconds did not, with two busy processes beside it. It
	// is a margin, not an order: the client's timer and its connection race.
	const SENT_THEN_TIMED_OUT = 2000;

	it('gives up on a read the service never answers after one try of the Timeout, and says so', async () => {
		silent.answer(() => undefined);
		const error = await rejection(readWithin({ timeout: SENT_THEN_TIMED_OUT }, silent.url));
		expect(silent.received).toHaveLength(1);
		expect(error.message).toBe(`No answer came from ${silent.url} within 2 seconds.`);
		expect(error.description).toContain(
			"raise 'Timeout' under the node's Settings > 'Request Options'",
		);
	});

	it('does not try again where trying again cannot help: a TLS failure is one connection', async () => {
		const before = bad.notTlsConnections();
		const error = await rejection(readWithin({ timeout: 2000 }, bad.notTls));
		expect(error.message).toBe(`A secure connection to ${bad.notTls} could not be set up.`);
		expect(bad.notTlsConnections() - before).toBe(1);
	});

	it('fails at once, without waiting, when a 429 asks for longer than Max Rate-Limit Wait', async () => {
		silent.answer((_request, response) =>
			json(response, 429, { code: 'rate_limited', message: 'Slow down' }, { 'Retry-After': '120' }),
		);
		const error = await rejection(readWithin({}, silent.url));
		expect(silent.received).toHaveLength(1);
		expect(error.message).toBe('The service asked to wait 120 seconds before the next request.');
		expect(error.description).toContain('longer than Max Rate-Limit Wait (60 seconds)');
		expect(error.description).toContain(
			"Raise Max Rate-Limit Wait under the node's Settings > Request Options",
		);
	});

	it('waits as long as a 429 asks when Max Rate-Limit Wait allows it', async () => {
		silent.answer((_request, response) => {
			if (silent.received.length === 1)
				return json(
					response,
					429,
					{ code: 'rate_limited', message: 'Slow down' },
					{ 'Retry-After': '2' },
				);
			json(response, 200, { data: [{ id: 'wsp_1', name: 'One' }], cursor: { hasMore: false } });
		});
		const [items] = await readWithin({ maxRateLimitWait: 3 }, silent.url);
		expect(items.map(({ json: record }) => record.id)).toEqual(['wsp_1']);
		expect(silent.received).toHaveLength(2);

		silent.reset();
		silent.answer((_request, response) =>
			json(response, 429, { code: 'rate_limited', message: 'Slow down' }, { 'Retry-After': '2' }),
		);
		const error = await rejection(readWithin({ maxRateLimitWait: 1 }, silent.url));
		expect(silent.received).toHaveLength(1);
		expect(error.message).toBe('The service asked to wait 2 seconds before the next request.');
	});

	it('ends all tries of one request within Timeout + Max Rate-Limit Wait', async () => {
		silent.answer((_request, response) =>
			json(response, 429, { code: 'rate_limited', message: 'Slow down' }, { 'Retry-After': '2' }),
		);
		// 5 seconds in all: a second 2-second wait and a full 3-second try no longer fit after the second try.
		const error = await rejection(readWithin({ timeout: 3000, maxRateLimitWait: 2 }, silent.url));
		expect(silent.received).toHaveLength(2);
		expect(error.message).toBe("The service's rate limit was reached.");
		expect(error.description).toContain('The request was sent 2 times');
	});

	it.each([
		{
			what: 'the connection is dropped',
			answer: (_request: ReceivedRequest, response: ServerResponse) => response.socket?.destroy(),
			message: (address: string) =>
				`The connection to ${address} was closed before an answer came, so it is not known whether the request was carried out.`,
		},
		{
			what: 'no answer comes in time',
			answer: () => undefined,
			message: (address: string) =>
				`No answer came from ${address} within 2 seconds, so it is not known whether the request was carried out.`,
		},
	])(
		'says a write whose answer is lost may have been applied, and how to check, when $what',
		async ({ answer, message }) => {
			silent.answer(answer);
			const error = await rejection(submitWithin({ timeout: SENT_THEN_TIMED_OUT }, silent.url));
			expect(silent.received.map(({ method }) => method)).toEqual(['POST']);
			expect(error.message).toBe(message(silent.url));
			expect(error.description).toContain('The service may have applied it.');
			expect(error.description).toContain('read Draft tdft_1 with the matching Get operation');
			expect(error.description).not.toMatch(/try again/i);
		},
	);
});

describe('a cancelled execution', () => {
	const server = useLocalServer();
	const KEY = 'key-of-the-cancelled-execution';
	beforeEach(() => server.reset());

	it('sends nothing more: a read answered 429 is not tried again once the execution is cancelled during the wait', async () => {
		let refused: () => void = () => {};
		const firstRefusal = new Promise<void>((resolve) => (refused = resolve));
		server.answer((_request, response) => {
			json(response, 429, { code: 'rate_limited', message: 'Slow down' }, { 'Retry-After': '1' });
			refused();
		});
		const run = runNode({
			nodeType: workspaces,
			parameters: { resource: 'workspace', operation: 'getAll' },
			credentials: { apiKey: KEY, apiVersion: '2026.07', baseUrl: server.url },
			cancelWhen: firstRefusal,
		});
		await run.then(
			() => undefined,
			() => undefined,
		);
		// Longer than the 429 asked: a try sent after the wait would have arrived by now.
		await new Promise((resolve) => setTimeout(resolve, 2500));
		expect(server.received).toHaveLength(1);
	});
});
