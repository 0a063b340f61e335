/**
 * The fault and rate-limit settings have one set of limits: the CLI, `startSandbox` and the admin
 * API refuse the same values, each naming the setting.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { type SandboxOptions, startSandbox } from '../../sandbox/index';
import { openSandbox } from './client';

const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'sandbox', 'cli.ts');
/** `npm run sandbox` without npm: one process, so killing it stops the sandbox. */
const NODE_ARGS = ['--import', 'tsx', CLI, '--port', '0'];

type Setting = 'rateLimit' | 'failRate' | 'latencyMs' | 'failSeed' | 'rateWindowMs';

/** A value out of the limits, given each way: as a CLI flag, a startSandbox option, an admin field. */
function outOfLimits(flag: string, field: Setting, value: number, limits: string) {
	return {
		flag: `${flag}=${value}`,
		option: { [field]: value } as Pick<SandboxOptions, Setting>,
		field,
		error: `${flag} takes ${limits}, not ${value}.`,
	};
}

const OUT_OF_LIMITS = [
	outOfLimits('--rate-limit', 'rateLimit', 0, 'a whole number of at least 1'),
	outOfLimits('--rate-limit', 'rateLimit', 2.5, 'a whole number of at least 1'),
	outOfLimits('--fail-rate', 'failRate', 5, 'a number from 0 to 1'),
	outOfLimits('--fail-rate', 'failRate', -0.1, 'a number from 0 to 1'),
	outOfLimits('--latency', 'latencyMs', -100, 'a whole number from 0 to 60000'),
	outOfLimits('--latency', 'latencyMs', 60_001, 'a whole number from 0 to 60000'),
	outOfLimits('--fail-seed', 'failSeed', 0.5, 'a whole number'),
];

/** The sandbox's CLI started with one flag, as `npm run sandbox -- <flag>` would. */
function runCli(flag: string) {
	return spawnSync(process.execPath, [...NODE_ARGS, flag], {
		cwd: ROOT,
		encoding: 'utf8',
		timeout: 60_000,
	});
}

describe('the same limits for the CLI, startSandbox and the admin API', () => {
	it.each(OUT_OF_LIMITS)(
		'refuses $flag everywhere',
		async ({ flag, option, field, error }) => {
			const cli = runCli(flag);
			expect(cli.status).toBe(2);
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
		outOfLimits('--rate-window', 'rateWindowMs', 0, 'a whole number of at least 1'),
		outOfLimits('--rate-window', 'rateWindowMs', -5, 'a whole number of at least 1'),
	])(
		'refuses $flag, a setting of the start only, in the CLI and startSandbox',
		async ({ flag, option, error }) => {
			const cli = runCli(flag);
			expect(cli.status).toBe(2);
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
