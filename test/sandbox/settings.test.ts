/**
 * The fault and rate-limit settings have one set of limits: the CLI, `startSandbox` and the admin
 * API refuse the same values, each naming the setting.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox/index';
import { openSandbox } from './client';

const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'sandbox', 'cli.ts');
/** `npm run sandbox` without npm: one process, so killing it stops the sandbox. */
const NODE_ARGS = ['--import', 'tsx', CLI, '--port', '0'];

/** A value out of the limits, given each way: as a CLI flag, a startSandbox option, an admin field. */
const OUT_OF_LIMITS = [
	{
		flag: '--rate-limit=0',
		option: { rateLimit: 0 },
		field: 'rateLimit',
		error: '--rate-limit takes a whole number of at least 1, not 0.',
	},
	{
		flag: '--rate-limit=2.5',
		option: { rateLimit: 2.5 },
		field: 'rateLimit',
		error: '--rate-limit takes a whole number of at least 1, not 2.5.',
	},
	{
		flag: '--fail-rate=5',
		option: { failRate: 5 },
		field: 'failRate',
		error: '--fail-rate takes a number from 0 to 1, not 5.',
	},
	{
		flag: '--fail-rate=-0.1',
		option: { failRate: -0.1 },
		field: 'failRate',
		error: '--fail-rate takes a number from 0 to 1, not -0.1.',
	},
	{
		flag: '--latency=-100',
		option: { latencyMs: -100 },
		field: 'latencyMs',
		error: '--latency takes a whole number from 0 to 60000, not -100.',
	},
	{
		flag: '--latency=60001',
		option: { latencyMs: 60_001 },
		field: 'latencyMs',
		error: '--latency takes a whole number from 0 to 60000, not 60001.',
	},
	{
		flag: '--fail-seed=0.5',
		option: { failSeed: 0.5 },
		field: 'failSeed',
		error: '--fail-seed takes a whole number, not 0.5.',
	},
];

describe('the same limits for the CLI, startSandbox and the admin API', () => {
	it.each(OUT_OF_LIMITS)(
		'refuses $flag everywhere',
		async ({ flag, option, field, error }) => {
			const cli = spawnSync(process.execPath, [...NODE_ARGS, flag], {
				cwd: ROOT,
				encoding: 'utf8',
				timeout: 60_000,
			});
			expect(cli.status).toBe(1);
			expect(cli.stderr.trim()).toBe(error);
			expect(cli.stdout).not.toContain('listening');

			const [name] = Object.keys(option);
			await expect(startSandbox({ port: 0, ...option })).rejects.toThrow(
				error.replace(flag.split('=')[0], name),
			);

			const client = await openSandbox();
			try {
				const before = (await client.get('/_sandbox/faults', { accept: null })).json;
				const answer = await client.put('/_sandbox/faults', option, { accept: null });
				expect(answer.status).toBe(400);
				expect(answer.json).toMatchObject({ code: 'invalid_parameter', parameter: field });
				expect((await client.get('/_sandbox/faults', { accept: null })).json).toEqual(before);
			} finally {
				await client.close();
			}
		},
		60_000,
	);

	it.each([
		{
			flag: '--rate-window=0',
			option: { rateWindowMs: 0 },
			error: '--rate-window takes a whole number of at least 1, not 0.',
		},
		{
			flag: '--rate-window=-5',
			option: { rateWindowMs: -5 },
			error: '--rate-window takes a whole number of at least 1, not -5.',
		},
	])(
		'refuses $flag, a setting of the start only, in the CLI and startSandbox',
		async ({ flag, option, error }) => {
			const cli = spawnSync(process.execPath, [...NODE_ARGS, flag], {
				cwd: ROOT,
				encoding: 'utf8',
				timeout: 60_000,
			});
			expect(cli.status).toBe(1);
			expect(cli.stderr.trim()).toBe(error);
			await expect(startSandbox({ port: 0, ...option })).rejects.toThrow(
				error.replace('--rate-window', 'rateWindowMs'),
			);
		},
		60_000,
	);

	it('accepts the values at the limits everywhere', async () => {
		const settings = { rateLimit: 1, failRate: 1, latencyMs: 0, failSeed: -7 };
		const client = await openSandbox(settings);
		try {
			expect((await client.get('/_sandbox/faults', { accept: null })).json).toMatchObject(settings);
			const answer = await client.put(
				'/_sandbox/faults',
				{ rateLimit: 1_000_000, failRate: 0, latencyMs: 60_000, failSeed: 3 },
				{ accept: null },
			);
			expect(answer.status).toBe(200);
		} finally {
			await client.close();
		}

		const child = spawn(
			process.execPath,
			[...NODE_ARGS, '--rate-limit', '1', '--fail-rate', '1', '--latency=0', '--fail-seed=-7'],
			{
				cwd: ROOT,
				stdio: ['ignore', 'pipe', 'pipe'],
			},
		);
		try {
			const started = await new Promise<string>((resolve, reject) => {
				let output = '';
				child.stdout.on('data', (chunk: Buffer) => {
					output += chunk.toString();
					if (output.includes('listening')) resolve(output);
				});
				child.stderr.on('data', (chunk: Buffer) => reject(new Error(chunk.toString())));
				child.on('exit', (code) => reject(new Error(`the CLI exited with ${code}`)));
			});
			expect(started).toMatch(
				/^Message Template Service sandbox listening on http:\/\/127\.0\.0\.1:\d+\n/,
			);
		} finally {
			child.kill();
		}
	}, 60_000);
});
