import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { n8nInstall } from './paths';
import { n8nRelease, type N8nVersion } from './releases';

export interface RunningN8n {
	url: string;
	logFile: string;
	/** Settles when the process ends, whoever ended it. */
	exited: Promise<number | null>;
	/** SIGTERM (n8n drains its running executions), SIGKILL past the grace period. */
	stop(): Promise<void>;
	/** Signals n8n and the task runners it spawned, as a machine or container going down would. */
	signal(signal: NodeJS.Signals): void;
}

export interface N8nCommand {
	/** `start` (the default), or `worker` with its options. */
	args?: string[];
	/**
	 * Where readiness is asked: the health-check port for a worker; for main, the release's own
	 * readiness path on its port.
	 */
	readinessUrl?: string;
}

function tail(logFile: string, lines = 40): string {
	return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
}

function spawnN8n(
	version: N8nVersion,
	args: string[],
	env: NodeJS.ProcessEnv,
	logFile: string,
): ChildProcess {
	const { nodeRuntime, n8nEntry } = n8nInstall(version);
	const log = createWriteStream(logFile, { flags: 'a' });
	// Its own process group, so stopping it also stops the task runners it spawns, and a Ctrl-C in
	// the terminal reaches only our orchestrator, which shuts things down in order.
	const child = spawn(nodeRuntime, [n8nEntry, ...args], {
		env,
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	child.stdout?.pipe(log);
	child.stderr?.pipe(log);
	return child;
}

async function waitUntilReady(
	readinessUrl: string,
	exited: Promise<number | null>,
	logFile: string,
): Promise<void> {
	let ended = false;
	void exited.then(() => (ended = true));
	const deadline = Date.now() + 180_000;
	while (Date.now() < deadline) {
		if (ended)
			throw new Error(
				`n8n exited before it was ready. Last lines of ${logFile}:\n${tail(logFile)}`,
			);
		try {
			const response = await fetch(readinessUrl);
			// n8n 1.x answers every REST path with a plain-text "starting up" page (200) until its routes exist.
			if (response.ok && response.headers.get('content-type')?.includes('application/json')) return;
		} catch {
			// Not listening yet.
		}
		await delay(250);
	}
	throw new Error(`n8n was not ready after 180 s. Last lines of ${logFile}:\n${tail(logFile)}`);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
	try {
		process.kill(-(child.pid as number), signal);
	} catch {
		// The group is already gone.
	}
}

/** How long n8n drains its executions once told to stop: its N8N_GRACEFUL_SHUTDOWN_TIMEOUT, 30 s unless set. */
export const gracePeriodMs = (env: NodeJS.ProcessEnv): number =>
	Number(env.N8N_GRACEFUL_SHUTDOWN_TIMEOUT ?? 30) * 1000;

/** Starts `n8n start` (or a worker) of a release on Node 24 and resolves once its readiness check answers. */
export async function startN8n(
	version: N8nVersion,
	env: NodeJS.ProcessEnv,
	logFile: string,
	command: N8nCommand = {},
): Promise<RunningN8n> {
	const url = `http://127.0.0.1:${env.N8N_PORT}`;
	const child = spawnN8n(version, command.args ?? ['start'], env, logFile);
	const exited = new Promise<number | null>((resolveExit) =>
		child.once('exit', (code) => resolveExit(code)),
	);
	// Detached, n8n would outlive a caller that exits without stopping it (an uncaught error, an
	// interrupted test run): the caller's exit takes the whole group down.
	const killOnExit = () => signalGroup(child, 'SIGKILL');
	process.once('exit', killOnExit);
	void exited.then(() => process.off('exit', killOnExit));
	const stop = async () => {
		if (child.exitCode !== null || child.signalCode !== null) return;
		signalGroup(child, 'SIGTERM');
		// n8n drains running executions on SIGTERM; past its own grace period it is killed.
		// Unreferenced, so the pending grace timer does not keep the caller alive once n8n is gone.
		const stopped = await Promise.race([
			exited.then(() => true),
			delay(gracePeriodMs(env) + 5_000, false, { ref: false }),
		]);
		if (!stopped) {
			signalGroup(child, 'SIGKILL');
			await exited;
		}
		// Task runners outlive n8n by a moment; the group signal makes sure none is left.
		signalGroup(child, 'SIGKILL');
	};
	try {
		await waitUntilReady(
			command.readinessUrl ?? `${url}${n8nRelease(version).readinessPath}`,
			exited,
			logFile,
		);
	} catch (error) {
		await stop();
		throw error;
	}
	return { url, logFile, exited, stop, signal: (signal) => signalGroup(child, signal) };
}

/** Runs one n8n CLI command (import, execute, ...) to completion, its output going to the log. */
export async function runN8nCommand(
	version: N8nVersion,
	args: string[],
	env: NodeJS.ProcessEnv,
	logFile: string,
): Promise<void> {
	const { nodeRuntime, n8nEntry } = n8nInstall(version);
	const child = spawn(nodeRuntime, [n8nEntry, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
	const log = createWriteStream(logFile, { flags: 'a' });
	child.stdout.pipe(log);
	child.stderr.pipe(log);
	const code = await new Promise<number | null>((resolveExit) => child.once('close', resolveExit));
	if (code !== 0)
		throw new Error(
			`n8n ${args[0]} exited with ${code}. Last lines of ${logFile}:\n${tail(logFile)}`,
		);
}
