/**
 * The weekly live check's workflow: without the account's secrets it skips with a line saying why,
 * and every step after the first runs only when they are there.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { temporaryFolder } from '../harness/temporaryFolder';

const workflow = readFileSync(join(__dirname, '../../.github/workflows/live-check.yml'), 'utf8');
const steps = workflow.split(/\n {6}- /).slice(1);

/** The first step's shell script, run as GitHub runs it, with the secrets given or not. */
function skipStep(env: Record<string, string>) {
	const script = /run: \|\n((?: {10}.*\n)+)/.exec(steps[0])?.[1].replace(/^ {10}/gm, '');
	if (!script) throw new Error(`No script in the first step:\n${steps[0]}`);
	const output = join(temporaryFolder('live-check-workflow-'), 'output');
	const run = spawnSync('bash', ['-e', '-c', script], {
		encoding: 'utf8',
		env: { PATH: process.env.PATH, GITHUB_OUTPUT: output, ...env },
	});
	return { stdout: run.stdout, output: readFileSync(output, 'utf8') };
}

describe('the live check workflow', () => {
	it('skips without the secrets, saying so', () => {
		const run = skipStep({ MESSAGE_TEMPLATES_BASE_URL: 'https://api.example.com' });
		expect(run.stdout).toContain(
			'::notice::Live check skipped: the repository has no MESSAGE_TEMPLATES_API_KEY',
		);
		expect(run.output).toBe('ready=false\n');
	});

	it('runs with them, and every later step waits for that', () => {
		const run = skipStep({
			MESSAGE_TEMPLATES_BASE_URL: 'https://api.example.com',
			MESSAGE_TEMPLATES_API_KEY: 'k',
		});
		expect(run.output).toBe('ready=true\n');
		for (const step of steps.slice(1))
			expect(step).toMatch(/if: .*steps\.account\.outputs\.ready == 'true'/);
		expect(workflow).toContain('npm run check:live');
		expect(workflow).not.toMatch(/--write/);
	});
});
