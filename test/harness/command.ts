import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = join(__dirname, '../..');

export interface CommandRun {
	status: number;
	stdout: string;
	stderr: string;
}

/**
 * One of the package's commands run as `npm run` runs it (tsx, in the clone), with `env` over this
 * process's environment. Not spawnSync: a sandbox started by the test answers from this process,
 * whose loop must keep running.
 */
export async function runScript(
	script: string,
	args: string[],
	env: Record<string, string> = {},
): Promise<CommandRun> {
	const tsx = join(root, 'node_modules', '.bin', 'tsx');
	return await promisify(execFile)(tsx, [script, ...args], {
		cwd: root,
		env: { ...process.env, ...env },
	}).then(
		({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
		(error: { code: number; stdout: string; stderr: string }) => ({
			status: error.code,
			stdout: error.stdout,
			stderr: error.stderr,
		}),
	);
}
