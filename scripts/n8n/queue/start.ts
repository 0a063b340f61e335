import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { provisionDemo, startDemoSandbox } from '../demo';
import { ensureN8nInstalled } from '../install';
import { demoOwner } from '../owner';
import { repoRoot } from '../paths';
import { assertPortFree } from '../ports';
import { pinnedN8nVersion } from '../releases';
import { schedulerName, selectedScheduler } from '../schedulers';
import { stopOnSignals } from '../shutdown';
import { startN8nPort, startSandboxPort } from '../userFolder';
import { startQueueSetup, type QueueSetup } from './queueSetup';
import { ensureQueueServers } from './servers';

/** `npm run start:queue`'s folder: inside the clone, ignored by git, kept across restarts. */
const queueFolder = join(repoRoot, '.queue');

const say = (line: string) => console.log(line);
const shown = (file: string) => relative(repoRoot, file);

function workerCount(): number {
	const { values } = parseArgs({ options: { workers: { type: 'string', default: '2' } } });
	const count = Number(values.workers);
	if (!Number.isInteger(count) || count < 1)
		throw new Error(`--workers takes a whole number of at least 1, not "${values.workers}"`);
	return count;
}

async function main(): Promise<void> {
	const started = Date.now();
	const workers = workerCount();
	const scheduler = selectedScheduler();
	mkdirSync(queueFolder, { recursive: true });
	const servers = await ensureQueueServers(join(queueFolder, 'apt-get.log'), say);
	// Queue mode is tried on the pinned release only.
	const version = pinnedN8nVersion;
	await ensureN8nInstalled(version, say);
	await assertPortFree(startSandboxPort, 'the sandbox');
	await assertPortFree(startN8nPort, 'n8n');
	const sandbox = await startDemoSandbox(startSandboxPort, join(queueFolder, 'sandbox.json'), say);

	const owner = demoOwner(version);
	say(`Starting PostgreSQL, Redis, n8n main and ${workers} worker(s) in ${shown(queueFolder)}/ …`);
	let setup: QueueSetup;
	try {
		setup = await startQueueSetup({
			version,
			folder: queueFolder,
			servers,
			workers,
			owner,
			mainPort: startN8nPort,
			scheduler,
		});
	} catch (error) {
		await sandbox.close();
		throw error;
	}
	say(
		`Built and installed ${setup.installed.name}@${setup.installed.version} into main's and each worker's .n8n/nodes`,
	);

	const { stop, isStopping } = stopOnSignals(
		'Stopping the workers (they finish their running executions first), main, Redis, PostgreSQL and the sandbox…',
		async () => {
			await setup.stop();
			await sandbox.close();
		},
	);
	for (const child of [setup.main, ...setup.workers]) {
		void child.exited.then(() => {
			if (!isStopping())
				console.error(`An n8n process stopped unexpectedly; see ${shown(child.logFile)}`);
		});
	}

	try {
		await provisionDemo(setup.main.url, owner, sandbox, 'npm run start:queue', say);
	} catch (error) {
		console.error((error as Error).message);
		await stop(1);
		return;
	}

	const seconds = setup.startupSeconds;
	say('');
	say(
		`n8n ${version} in queue mode (${schedulerName(scheduler)}) is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${setup.main.url}`,
	);
	say(`Sign in as ${owner.email} with password ${owner.password}`);
	say(
		'Ready after (s): ' +
			Object.entries(seconds)
				.map(([what, time]) => `${what} ${time}`)
				.join(', '),
	);
	say('Logs:');
	say(`  PostgreSQL  127.0.0.1:${setup.postgres.port}  ${shown(setup.postgres.logFile)}`);
	say(`  Redis       127.0.0.1:${setup.redis.port}  ${shown(setup.redis.logFile)}`);
	say(`  main        ${setup.main.url}  ${shown(setup.main.logFile)}`);
	const byName = [...setup.workers].sort((a, b) =>
		a.name.localeCompare(b.name, 'en', { numeric: true }),
	);
	for (const worker of byName)
		say(`  ${worker.name.padEnd(10)}  ${worker.healthUrl}  ${shown(worker.logFile)}`);
	say('Press Ctrl-C to stop everything.');
}

main().catch((error: Error) => {
	console.error(error.message);
	process.exit(1);
});
