/**
 * The live check against the sandbox: it agrees with the package everywhere, sends no write
 * unless asked, finds each kind of drift the sandbox can show by its path, and stops on a refused
 * key. The sandbox's own request log is the witness of what was sent.
 */
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../sandbox';
import { isWrite, startRecorder } from '../../scripts/live/recorder';
import type { LiveReport } from '../../scripts/live/model';
import { runLiveCheck } from '../../scripts/live/run';
import {
	API_VERSIONS,
	type ApiVersion,
	isAtLeast,
	LATEST_VERSION,
} from '../../nodes/shared/versions';
import type { RequestLogEntry } from '../harness/sandbox';

let sandbox: RunningSandbox | undefined;

afterEach(async () => {
	await sandbox?.close();
	sandbox = undefined;
});

async function open(options: SandboxOptions = {}): Promise<RunningSandbox> {
	sandbox = await startSandbox({ port: 0, ...options });
	return sandbox;
}

async function admin<T>(running: RunningSandbox, method: string, path: string, body?: unknown) {
	const response = await fetch(`${running.url}${path}`, {
		method,
		headers: {
			Authorization: `Bearer ${running.apiKey}`,
			...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
		},
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	return (await response.json()) as T;
}

async function check(
	running: RunningSandbox,
	more: { write?: boolean; apiKey?: string; mediaTypeName?: string; apiVersion?: ApiVersion } = {},
): Promise<LiveReport> {
	return await runLiveCheck({
		baseUrl: running.url,
		apiKey: more.apiKey ?? running.apiKey,
		apiVersion: more.apiVersion ?? LATEST_VERSION,
		mediaTypeName: more.mediaTypeName ?? 'service',
		write: more.write ?? false,
	});
}

const outcomes = (report: LiveReport) =>
	Object.fromEntries(
		report.rows.map((row) => [
			[row.operation, row.channel].filter(Boolean).join(' · '),
			row.outcome,
		]),
	);

const rowOf = (report: LiveReport, operation: string, channel?: string) => {
	const row = report.rows.find(
		(entry) => entry.operation === operation && entry.channel === channel,
	);
	if (!row)
		throw new Error(`No row ${operation} ${channel ?? ''} in ${JSON.stringify(outcomes(report))}`);
	return row;
};

describe('the live check against the sandbox', () => {
	it('finds every read agreeing, and sends no write without --write', async () => {
		const running = await open();
		const report = await check(running);

		const disagreeing = report.rows.filter((row) => row.outcome !== 'agrees');
		expect(disagreeing).toEqual([]);
		// Every read of every node, on all five channels, the trigger's poll and the credential test.
		expect(report.rows).toHaveLength(1 + 5 * 14 + 14 + 1);
		expect(new Set(report.rows.map((row) => row.channel))).toEqual(
			new Set([undefined, 'email', 'sms', 'push', 'voice', 'liveactivity']),
		);
		const log = await admin<RequestLogEntry[]>(running, 'GET', '/_sandbox/requests');
		expect(log.length).toBe(report.requests.length);
		expect(log.filter(({ method, path }) => isWrite(method, path))).toEqual([]);
		expect(log.filter(({ method }) => method === 'POST').length).toBe(5); // one render per channel
	}, 120_000);

	it('agrees on every API version, and lists what a version lacks as not available', async () => {
		const running = await open();
		for (const apiVersion of API_VERSIONS) {
			const report = await check(running, { apiVersion });
			const results = new Set(report.rows.map((row) => row.outcome));
			const expected = isAtLeast(apiVersion, '2026.06') ? ['agrees'] : ['agrees', 'not available'];
			expect({ apiVersion, results: [...results].sort() }).toEqual({
				apiVersion,
				results: expected,
			});
			for (const row of report.rows.filter((entry) => entry.outcome === 'not available'))
				expect(row.note).toMatch(/API version \S+( or newer)?; the credential uses /);
		}
	}, 180_000);

	it('keeps a write back without --write, and says so', async () => {
		const running = await open();
		const recorder = await startRecorder({ target: running.url, allowWrites: false });
		try {
			const refused = await fetch(`${recorder.baseUrl}/drafts/tdft_any/lockForTranslation`, {
				method: 'PUT',
				headers: { Authorization: `Bearer ${running.apiKey}` },
			});
			expect(refused.status).toBe(403);
			expect(await refused.json()).toMatchObject({
				message:
					'The live check sends no write without --write: PUT /drafts/tdft_any/lockForTranslation was not sent',
			});
			expect(recorder.all).toEqual([expect.objectContaining({ method: 'PUT', refused: true })]);
			expect(await admin(running, 'GET', '/_sandbox/requests')).toEqual([]);
		} finally {
			await recorder.close();
		}
	});

	it.each([
		{
			drift: 'remove:getTemplates:data[].name',
			row: ['Template: Get Many', 'email'],
			found: [{ kind: 'field missing', place: 'response.body/data/*/name', path: '/templates' }],
		},
		{
			drift: 'rename:getSMSTemplateById:name:title',
			row: ['Template: Get', 'sms'],
			found: [
				{ kind: 'field missing', place: 'response.body/name' },
				{ kind: 'field added', place: 'response.body/title' },
			],
		},
		{
			drift: 'retype:getDrafts:data[].name',
			row: ['Draft: Get Many', 'email'],
			found: [
				{
					kind: 'type differs',
					place: 'response.body/data/*/name',
					actual: expect.stringMatching(/^\d+$/),
				},
			],
		},
		{
			drift: 'add:listThemes:data[].flavour',
			row: ['Theme: Get Many', undefined],
			found: [{ kind: 'field added', place: 'response.body/data/*/flavour' }],
		},
		{
			drift: 'enum:getPushDraftById:status:ARCHIVED',
			row: ['Draft: Get', 'push'],
			found: [{ kind: 'unknown enum value', place: 'response.body/status', actual: '"ARCHIVED"' }],
		},
		{
			drift: `gone:listCustomerProfiles:${LATEST_VERSION}`,
			row: ['Customer Profile: Get Many', undefined],
			found: [
				{
					kind: 'unexpected status',
					place: 'response.status',
					path: '/customerprofiles',
					actual: expect.stringMatching(/^404 .*not an operation of this service/),
				},
			],
		},
	])(
		'names the drift $drift by its path',
		async ({ drift, row: [operation, channel], found }) => {
			const running = await open({ drift: [drift] });
			const report = await check(running);

			const row = rowOf(report, operation as string, channel);
			expect(row.outcome).toBe('drifts');
			expect(row.findings).toEqual(found.map((finding) => expect.objectContaining(finding)));
			// Only that operation drifts; the rest of the account still agrees or had nothing to read.
			const others = report.rows.filter((entry) => entry !== row && entry.outcome !== 'agrees');
			for (const other of others) {
				if (other.outcome === 'drifts')
					expect(other.findings).toEqual(
						found.map((f) => expect.objectContaining({ kind: f.kind })),
					);
				else expect(other.outcome).toBe('skipped');
			}
		},
		120_000,
	);

	it('with the media type renamed, names the field, and agrees once it is set', async () => {
		const running = await open({ mediaTypeName: 'acme' });
		const unnamed = await check(running);
		expect(rowOf(unnamed, 'Test').outcome).toBe('fails');
		expect(rowOf(unnamed, 'Test').note).toMatch(/Media Type Name/);
		expect(unnamed.stopped).toBe('the credential test failed');
		expect(unnamed.rows.slice(1).every((row) => row.outcome === 'not run')).toBe(true);

		const named = await check(running, { mediaTypeName: 'acme' });
		expect(named.rows.filter((row) => row.outcome !== 'agrees')).toEqual([]);
	}, 120_000);

	it('stops cleanly when the key is refused', async () => {
		const running = await open();
		const report = await check(running, { apiKey: 'not-the-key' });

		expect(report.stopped).toBeDefined();
		expect(rowOf(report, 'Test').outcome).toBe('fails');
		expect(report.rows.slice(1).map((row) => row.outcome)).toEqual(
			report.rows.slice(1).map(() => 'not run'),
		);
		const log = await admin<RequestLogEntry[]>(running, 'GET', '/_sandbox/requests');
		expect(log.map(({ status }) => status)).toEqual([401]);
	}, 60_000);
});

describe('the live check with --write', () => {
	const duplicates = async (running: RunningSandbox) => {
		const state = await admin<{ drafts: Record<string, { name: string }> }>(
			running,
			'GET',
			'/_sandbox/state',
		);
		return Object.values(state.drafts).filter(({ name }) => name.startsWith('n8n live check'));
	};

	it('writes only on a duplicate, and archives it', async () => {
		const running = await open();
		const report = await check(running, { write: true });

		expect(report.rows.filter((row) => row.outcome !== 'agrees')).toEqual([]);
		expect(report.rows.slice(-7).map((row) => row.operation)).toEqual([
			'Draft: Duplicate',
			'Draft: Lock for Translation',
			'Draft: Unlock for Translation',
			'Translation: Replace',
			'Tag: Assign',
			'Tag: Unassign',
			'Draft: Archive',
		]);
		expect(report.created).toHaveLength(1);
		expect(report.removed).toEqual(report.created);
		const copy = report.created[0].replace('email draft ', '');
		const log = await admin<RequestLogEntry[]>(running, 'GET', '/_sandbox/requests');
		const writes = log.filter(({ method, path }) => isWrite(method, path));
		expect(writes.map(({ path }) => path).filter((path) => !path.includes(copy))).toEqual([
			expect.stringMatching(/^\/drafts\/[^/]+\/duplicate$/),
		]);
		expect(await duplicates(running)).toEqual([]);
	}, 120_000);

	it('archives the duplicate also when a write fails', async () => {
		const running = await open({ drift: ['gone:lockDraftForTranslation'] });
		const report = await check(running, { write: true });

		expect(rowOf(report, 'Draft: Lock for Translation', 'email').outcome).toBe('drifts');
		expect(rowOf(report, 'Draft: Archive', 'email').outcome).toBe('agrees');
		expect(report.removed).toEqual(report.created);
		expect(await duplicates(running)).toEqual([]);
	}, 120_000);
});
