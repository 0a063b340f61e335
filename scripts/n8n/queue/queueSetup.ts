import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { installPackageIntoN8nFolders, type InstalledPackage } from '../communityPackage';
import { n8nEnvironment } from '../environment';
import { startN8n, type RunningN8n } from '../n8nProcess';
import type { Owner } from '../owner';
import { freePort } from '../ports';
import type { N8nVersion } from '../releases';
import type { N8nScheduler } from '../schedulers';
import { startPostgres, type RunningPostgres } from './postgres';
import { queueEnvironment, sharedEncryptionKey, workerEnvironment } from './queueEnvironment';
import { startRedis, type RunningRedis } from './redis';
import type { QueueServers } from './servers';
import { assertSamePackage, installedPackage, type PackageFingerprint } from './workerPackage';

export interface QueueSetupOptions {
	version: N8nVersion;
	/** Holds every process's data and log; kept across restarts. */
	folder: string;
	/** Found first (`ensureQueueServers`), so that a machine without them stops before anything starts. */
	servers: QueueServers;
	workers: number;
	owner: Owner;
	/** Main's port; a free one when left out. */
	mainPort?: number;
	/** How main runs poll triggers (scripts/n8n/schedulers.ts): the in-memory scheduler unless named. */
	scheduler?: N8nScheduler;
}

export interface QueueWorker extends RunningN8n {
	name: string;
	userFolder: string;
	/** Its health server, where readiness was awaited. */
	healthUrl: string;
}

export interface QueueSetup {
	/** Main as it runs now: `restartMain` replaces it. */
	readonly main: RunningN8n;
	/** The scheduler main runs now. */
	readonly scheduler: N8nScheduler;
	workers: QueueWorker[];
	postgres: RunningPostgres;
	redis: RunningRedis;
	installed: InstalledPackage;
	/** Seconds each part took to become ready: postgres, redis, main, worker-1, … */
	startupSeconds: Record<string, number>;
	/**
	 * Starts one more worker. Its user folder must already hold main's package (the setup installs it
	 * into the folders it creates); otherwise it is refused before anything starts.
	 */
	startWorker(name: string, userFolder?: string): Promise<QueueWorker>;
	/**
	 * Starts main again on the same database, queue, port and user folder, with the scheduler named
	 * (the current one unless named); a main still running is stopped first. The workers keep
	 * running: they take whatever the new main queues.
	 */
	restartMain(scheduler?: N8nScheduler): Promise<RunningN8n>;
	/** Workers first, with SIGTERM so they finish what they run; then main, Redis and PostgreSQL. */
	stop(): Promise<void>;
}

async function timed<T>(
	seconds: Record<string, number>,
	what: string,
	start: () => Promise<T>,
): Promise<T> {
	const started = Date.now();
	const result = await start();
	seconds[what] = Math.round((Date.now() - started) / 100) / 10;
	return result;
}

/**
 * n8n in queue mode on this machine: its own PostgreSQL and Redis, main, and workers that each have
 * their own user folder with the same packed package, one encryption key for all.
 */
export async function startQueueSetup({
	version,
	folder,
	servers,
	workers: workerCount,
	owner,
	mainPort,
	scheduler: firstScheduler = 'inMemory',
}: QueueSetupOptions): Promise<QueueSetup> {
	mkdirSync(folder, { recursive: true });
	const userFolder = (name: string) => join(folder, name);
	const workerNames = Array.from({ length: workerCount }, (_, index) => `worker-${index + 1}`);
	const installed = installPackageIntoN8nFolders([
		userFolder('main'),
		...workerNames.map(userFolder),
	]);
	const expected = installedPackage(userFolder('main')) as PackageFingerprint;

	const startupSeconds: Record<string, number> = {};
	const [postgres, redis] = await Promise.all([
		timed(startupSeconds, 'postgres', () =>
			startPostgres({ folder: join(folder, 'postgres'), binDir: servers.postgresBinDir }),
		),
		timed(startupSeconds, 'redis', () =>
			startRedis({ folder: join(folder, 'redis'), server: servers.redisServer }),
		),
	]);
	const shared = queueEnvironment(
		postgres,
		redis,
		sharedEncryptionKey(join(folder, 'encryption-key')),
	);
	const port = mainPort ?? (await freePort());
	let scheduler = firstScheduler;
	// Workers get the scheduler's settings too, as one environment for the whole cluster would give
	// them: n8n runs its durable scheduler on main only, and commits poll cursors there.
	const environment = async (name: string) => ({
		// Workers too point at main's port: it is where resume and webhook URLs lead.
		...n8nEnvironment({
			version,
			userFolder: userFolder(name),
			port,
			brokerPort: await freePort(),
			owner,
			scheduler,
		}),
		...shared,
	});

	const workers: QueueWorker[] = [];
	let main: RunningN8n | undefined;
	const stop = async () => {
		await Promise.all(workers.map((worker) => worker.stop()));
		await main?.stop();
		await redis.stop();
		await postgres.stop();
	};

	const startWorker = async (
		name: string,
		workerFolder = userFolder(name),
	): Promise<QueueWorker> => {
		assertSamePackage(name, workerFolder, expected);
		const healthPort = await freePort();
		const healthUrl = `http://127.0.0.1:${healthPort}`;
		const env = {
			...(await environment(name)),
			N8N_USER_FOLDER: workerFolder,
			...workerEnvironment(healthPort),
		};
		const running = await timed(startupSeconds, name, () =>
			// Five executions at a time rather than n8n's ten: several workers share a small machine here.
			startN8n(version, env, join(folder, `${name}.log`), {
				args: ['worker', '--concurrency=5'],
				readinessUrl: `${healthUrl}/healthz/readiness`,
			}),
		);
		const worker = { ...running, name, userFolder: workerFolder, healthUrl };
		workers.push(worker);
		return worker;
	};

	let mainStarts = 0;
	const startMain = async (): Promise<RunningN8n> => {
		const name = mainStarts++ === 0 ? 'main' : `main (start ${mainStarts}, ${scheduler})`;
		main = await timed(startupSeconds, name, async () =>
			startN8n(version, await environment('main'), join(folder, 'main.log')),
		);
		return main;
	};
	const restartMain = async (next: N8nScheduler = scheduler): Promise<RunningN8n> => {
		await main?.stop();
		scheduler = next;
		return await startMain();
	};

	try {
		// Main first: it creates the database schema, which the workers wait for.
		await startMain();
		await Promise.all(workerNames.map((name) => startWorker(name)));
	} catch (error) {
		await stop();
		throw error;
	}
	return {
		get main() {
			return main as RunningN8n;
		},
		get scheduler() {
			return scheduler;
		},
		workers,
		postgres,
		redis,
		installed,
		startupSeconds,
		startWorker,
		restartMain,
		stop,
	};
}
