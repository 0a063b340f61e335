/**
 * `npm run sandbox` as a user types it: `--help` prints the usage and starts nothing; a mistake in
 * the options exits 2, naming the option and where the options are listed.
 */
import { runScript } from '../harness/command';

describe('npm run sandbox', () => {
	it('prints its usage with --help, every option listed, and starts nothing', async () => {
		const run = await runScript('sandbox/cli.ts', ['--help']);
		expect(run).toMatchObject({ status: 0, stderr: '' });
		expect(run.stdout).toMatch(/^Usage: npm run sandbox -- \[options\]\n/);
		for (const option of [
			'--host HOST',
			'--port PORT',
			'--api-key KEY',
			'--read-only-key KEY',
			'--data FILE',
			'--generate templates=N,drafts=M',
			'--rate-limit N',
			'--rate-window MS',
			'--latency MS',
			'--fail-rate P',
			'--fail-seed S',
			'--contract FILE',
			'--media-type-name NAME',
			'--drift KIND:OPERATION:...',
			'--help',
		])
			expect(run.stdout).toContain(`\n  ${option} `);
		expect(run.stdout).not.toContain('listening');
	}, 60_000);

	it.each([
		{
			args: ['--bogus'],
			error: 'Unknown option --bogus. npm run sandbox -- --help lists the options.',
		},
		{
			args: ['4011'],
			error:
				'npm run sandbox takes options only, each a --name. npm run sandbox -- --help lists ' +
				'the options.',
		},
		{ args: ['--port'], error: '--port needs a value, as in --port PORT.' },
		{
			args: ['--drift', 'nope'],
			error: expect.stringMatching(/^The drift "nope" names no kind of drift/),
		},
	])(
		'exits 2 on $args, saying what to type, and starts nothing',
		async ({ args, error }) => {
			const run = await runScript('sandbox/cli.ts', ['--port', '0', ...args]);
			expect(run.status).toBe(2);
			expect(run.stderr.trimEnd()).toEqual(error);
			expect(run.stdout).toBe('');
		},
		60_000,
	);
});
