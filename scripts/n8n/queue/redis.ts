import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../ports';

export interface RunningRedis {
	host: string;
	port: number;
	logFile: string;
	stop(): Promise<void>;
}

/** One PING over a fresh connection: true once the server answers PONG. */
function pong(port: number): Promise<boolean> {
	return new Promise((resolvePing) => {
		const socket = connect(port, '127.0.0.1');
		socket.setTimeout(2000);
		socket.once('connect', () => socket.write('PING\r\n'));
		socket.once('data', (data) => {
			socket.destroy();
			resolvePing(data.toString().startsWith('+PONG'));
		});
		socket.once('error', () => resolvePing(false));
		socket.once('timeout', () => {
			socket.destroy();
			resolvePing(false);
		});
	});
}

/**
 * Starts redis-server (or valkey-server, which takes the same options) on a free port of 127.0.0.1
 * with its whole configuration on the command line. The queue holds only jobs in flight, so
 * nothing is written to disk.
 */
export async function startRedis({
	folder,
	server,
}: {
	folder: string;
	server: string;
}): Promise<RunningRedis> {
	mkdirSync(folder, { recursive: true });
	const port = await freePort();
	const logFile = join(folder, 'redis.log');
	const args = [
		'--bind',
		'127.0.0.1',
		'--port',
		String(port),
		'--dir',
		folder,
		'--save',
		'',
		'--appendonly',
		'no',
		'--daemonize',
		'no',
	];
	// Its own process group, so a Ctrl-C in the terminal does not stop Redis before the workers drain.
	const child = spawn(server, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
	const log = createWriteStream(logFile, { flags: 'a' });
	child.stdout.pipe(log);
	child.stderr.pipe(log);
	const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
	const killOnExit = () => child.kill('SIGKILL');
	process.once('exit', killOnExit);
	const stop = async () => {
		process.off('exit', killOnExit);
		if (child.exitCode !== null || child.signalCode !== null) return;
		child.kill('SIGTERM');
		await exited;
	};
	const deadline = Date.now() + 60_000;
	while (!(await pong(port))) {
		if (child.exitCode !== null || Date.now() > deadline) {
			await stop();
			throw new Error(`${server} did not start; see ${logFile}`);
		}
		await delay(100);
	}
	return { host: '127.0.0.1', port, logFile, stop };
}
