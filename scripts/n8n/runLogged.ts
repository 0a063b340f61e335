import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

export interface LoggedCommand {
	command: string;
	args: string[];
	cwd: string;
	env?: NodeJS.ProcessEnv;
	/** Output goes here rather than to the terminal: npm and node-gyp are verbose. */
	logFile: string;
}

/** Runs a command to completion, appending its output to a log; rejects with the log's path. */
export function runLogged({ command, args, cwd, env, logFile }: LoggedCommand): Promise<void> {
	return new Promise((resolvePromise, reject) => {
		const log = createWriteStream(logFile, { flags: 'a' });
		log.write(`\n$ ${command} ${args.join(' ')}\n`);
		const child = spawn(command, args, {
			cwd,
			env: env ?? process.env,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		child.stdout.pipe(log, { end: false });
		child.stderr.pipe(log, { end: false });
		child.on('error', (error) => {
			log.end();
			reject(error);
		});
		child.on('close', (code) => {
			log.end(() => {
				if (code === 0) resolvePromise();
				else reject(new Error(`${command} ${args.join(' ')} exited with ${code}; see ${logFile}`));
			});
		});
	});
}
