/**
 * `npm run check:live` as a user runs it: its usage, the mistakes it refuses before sending
 * anything (exit 2), the real cause of a connection that failed, named by where the user gave the
 * Base URL, and a report that holds neither the address nor the key. The messages are the ones
 * docs/live-check.md states.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type RunningSandbox, startSandbox } from '../../sandbox';
import { LATEST_VERSION } from '../../nodes/shared/versions';
import { useBadAddresses } from '../harness/badAddresses';
import { runScript } from '../harness/command';
import { useLocalServer } from '../harness/localServer';
import { temporaryFolder } from '../harness/temporaryFolder';

const bad = useBadAddresses();
const htmlServer = useLocalServer();
const apiKey = 'live-check-key-4f1d9c';

const checkLive = (args: string[], account: { baseUrl?: string; apiKey?: string } = {}) =>
	runScript('scripts/live/cli.ts', ['--out', temporaryFolder('live-check-'), ...args], {
		MESSAGE_TEMPLATES_BASE_URL: account.baseUrl ?? '',
		MESSAGE_TEMPLATES_API_KEY: account.apiKey ?? apiKey,
	});

describe('npm run check:live -- --help', () => {
	it('prints the usage, with the variables the account is read from, and exits 0', async () => {
		const run = await runScript('scripts/live/cli.ts', ['--help']);
		expect(run).toMatchObject({ status: 0, stderr: '' });
		expect(run.stdout).toMatch(/^Usage: npm run check:live -- \[options\]\n/);
		for (const text of [
			'export MESSAGE_TEMPLATES_BASE_URL=https://api.example.com',
			'export MESSAGE_TEMPLATES_API_KEY=',
			'--api-version V',
			'--media-type-name NAME',
			'--write',
			'--out DIR',
			'--base-url URL',
			'--api-key KEY',
			'2 when an option is wrong',
		])
			expect(run.stdout).toContain(text);
	}, 60_000);
});

describe('a usage mistake: exit 2, nothing sent', () => {
	it('names what is missing', async () => {
		const run = await checkLive([], { baseUrl: '', apiKey: '' });
		expect(run.status).toBe(2);
		expect(run.stderr).toBe(
			"The account's address is missing: set MESSAGE_TEMPLATES_BASE_URL (or pass --base-url).\n",
		);
	}, 60_000);

	it('names an unknown option and where the options are listed', async () => {
		const run = await checkLive(['--bogus'], { baseUrl: htmlServer.url });
		expect(run.status).toBe(2);
		expect(run.stderr).toBe(
			'Unknown option --bogus. npm run check:live -- --help lists the options.\n',
		);
		expect(htmlServer.received).toEqual([]);
	}, 60_000);

	it('never quotes what followed a mistyped option: it may be the key', async () => {
		const run = await checkLive([`--apikey=${apiKey}`, apiKey], { baseUrl: htmlServer.url });
		expect(run.status).toBe(2);
		expect(run.stderr).toContain('Unknown option --apikey.');
		expect(`${run.stdout}${run.stderr}`).not.toContain(apiKey);
	}, 60_000);

	it.each([
		{ given: 'MESSAGE_TEMPLATES_BASE_URL', args: [], baseUrl: 'api.example.com' },
		{ given: '--base-url', args: ['--base-url', 'api.example.com'], baseUrl: undefined },
	])(
		'refuses a Base URL without a scheme in $given with the node’s own check',
		async (case_) => {
			const run = await checkLive(case_.args, { baseUrl: case_.baseUrl });
			expect(run.status).toBe(2);
			expect(run.stderr).toBe(
				"The 'Base URL' has no scheme. Start it with https://, or http:// for a local service, " +
					'such as https://api.example.com or http://127.0.0.1:4010 for the local sandbox, in ' +
					`${case_.given}.\n`,
			);
			expect(htmlServer.received).toEqual([]);
		},
		60_000,
	);
});

describe('a connection that fails: the real cause, by where the Base URL was given', () => {
	const relayOrUser = /127\.0\.0\.1|message-templates\.invalid/;

	it.each([
		{
			failure: 'nothing listening',
			baseUrl: () => bad.refused,
			says: [
				'Credential · Test: The connection to the Base URL was refused. Nothing accepts ' +
					"connections there. Check the scheme, host and port of the 'Base URL' in " +
					'MESSAGE_TEMPLATES_BASE_URL, and that the service is running. Connection code: ' +
					'ECONNREFUSED.',
			],
		},
		{
			failure: 'no such host',
			baseUrl: () => bad.unresolved,
			says: [
				'Credential · Test: The host of the Base URL could not be found. Its name does not ' +
					"resolve in DNS. Check the spelling of the 'Base URL' in MESSAGE_TEMPLATES_BASE_URL." +
					' Connection code: ENOTFOUND.',
			],
		},
		{
			failure: 'no TLS where https:// asks for it',
			baseUrl: () => bad.notTls,
			says: [
				'Credential · Test: A secure connection to the Base URL could not be set up.',
				"Check the scheme and port of the 'Base URL' in MESSAGE_TEMPLATES_BASE_URL.",
			],
		},
		{
			failure: 'a web page answering',
			baseUrl: () => htmlServer.url,
			says: [
				'Credential · Test: The Base URL answered, but not like the Message Template Service.',
			],
		},
	])(
		'$failure',
		async ({ baseUrl, says }) => {
			htmlServer.answer((_request, response) =>
				response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Welcome</html>'),
			);
			const run = await checkLive([], { baseUrl: baseUrl() });

			expect(run.status).toBe(1);
			for (const line of says) expect(run.stdout).toContain(line);
			expect(run.stdout).toContain('Stopped: the credential test failed.');
			// Not the recorder's own 502, its advice, or its address; nor the user's address.
			expect(run.stdout).not.toMatch(/502|Try again later/);
			expect(run.stdout).not.toMatch(relayOrUser);
			expect(run.stderr).toBe('');
		},
		120_000,
	);
});

describe('the key', () => {
	it('given on the command line, is warned about, and never printed', async () => {
		const run = await runScript('scripts/live/cli.ts', [
			'--base-url',
			bad.refused,
			'--api-key',
			apiKey,
			'--out',
			temporaryFolder('live-check-'),
		]);
		expect(run.status).toBe(1);
		expect(run.stderr).toBe(
			"Warning: a key given with --api-key stays in your shell's history, and npm run prints " +
				'the command it runs (unless -s): set MESSAGE_TEMPLATES_API_KEY instead.\n',
		);
		expect(run.stdout).toContain('The connection to the Base URL was refused.');
		expect(run.stdout).toContain("'Base URL' in --base-url, and that the service is running.");
		expect(`${run.stdout}${run.stderr}`).not.toContain(apiKey);
	}, 120_000);

	it('is read from MESSAGE_TEMPLATES_API_KEY; it is missing, the message says so', async () => {
		const run = await checkLive([], { baseUrl: htmlServer.url, apiKey: '' });
		expect(run.status).toBe(2);
		expect(run.stderr).toBe(
			"The account's API key is missing: set MESSAGE_TEMPLATES_API_KEY (or pass --api-key).\n",
		);
	}, 60_000);
});

describe('against the sandbox', () => {
	let sandbox: RunningSandbox | undefined;
	afterEach(async () => {
		await sandbox?.close();
		sandbox = undefined;
	});

	it('prints and writes its report, and neither the address nor the key', async () => {
		sandbox = await startSandbox({ port: 0, apiKey, drift: ['remove:getTemplates:data[].name'] });
		const out = temporaryFolder('live-check-');
		const run = await runScript('scripts/live/cli.ts', ['--out', out], {
			MESSAGE_TEMPLATES_BASE_URL: sandbox.url,
			MESSAGE_TEMPLATES_API_KEY: apiKey,
		});

		expect(run.status).toBe(1);
		expect(run.stdout).toContain(
			'Template: Get Many · email: field missing at response.body/data/*/name (GET /templates)',
		);
		expect(run.stdout).toContain(`API version ${LATEST_VERSION}: 84 agrees, 2 drifts.`);
		const markdown = readFileSync(join(out, 'live-check.md'), 'utf8');
		const json = readFileSync(join(out, 'live-check.json'), 'utf8');
		expect(markdown).toContain('| Message Templates | Template: Get Many | email | ✘ drifts |');
		expect(JSON.parse(json)).toMatchObject({ apiVersion: LATEST_VERSION, write: false });
		const host = new URL(sandbox.url).host;
		for (const text of [run.stdout, run.stderr, markdown, json]) {
			expect(text).not.toContain(apiKey);
			expect(text).not.toContain(host);
		}
	}, 120_000);
});
