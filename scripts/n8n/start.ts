import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { installPackageIntoN8n } from './communityPackage';
import { provisionDemo, startDemoSandbox } from './demo';
import { n8nEnvironment } from './environment';
import { ensureN8nInstalled } from './install';
import { startN8n, type RunningN8n } from './n8nProcess';
import { demoOwner, ensureOwner } from './owner';
import { repoRoot } from './paths';
import { assertPortFree, freePort } from './ports';
import { selectedN8nVersion } from './releases';
import { schedulerName, selectedScheduler } from './schedulers';
import { stopOnSignals } from './shutdown';
import {
	startN8nPort,
	startSandboxDataFile,
	startSandboxPort,
	startUserFolder,
} from './userFolder';

const say = (line: string) => console.log(line);
const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
	const started = Date.now();
	const version = selectedN8nVersion();
	const scheduler = selectedScheduler();
	const userFolder = startUserFolder(version);
	await ensureN8nInstalled(version, say);
	await assertPortFree(startSandboxPort, 'the sandbox');
	await assertPortFree(startN8nPort, 'n8n');

	mkdirSync(userFolder, { recursive: true });
	const installed = installPackageIntoN8n(userFolder);
	say(
		`Built and installed ${installed.name}@${installed.version} into ${relative(repoRoot, userFolder)}/.n8n/nodes`,
	);
	for (const missing of installed.missingNodes) say(`  not built yet, left out: ${missing}`);

	const sandbox = await startDemoSandbox(startSandboxPort, startSandboxDataFile, say);

	const owner = demoOwner(version);
	const env = n8nEnvironment({
		version,
		userFolder,
		port: startN8nPort,
		brokerPort: await freePort(),
		owner,
		scheduler,
	});
	let n8n: RunningN8n;
	try {
		n8n = await startN8n(version, env, join(userFolder, 'n8n.log'));
	} catch (error) {
		await sandbox.close();
		throw error;
	}

	const { stop, isStopping } = stopOnSignals('Stopping n8n and the sandbox…', async () => {
		await n8n.stop();
		await sandbox.close();
	});
	void n8n.exited.then(() => {
		if (!isStopping()) {
			console.error(`n8n stopped unexpectedly; see ${n8n.logFile}`);
			void stop(1);
		}
	});

	try {
		await ensureOwner(version, n8n.url, owner);
		await provisionDemo(n8n.url, owner, sandbox, 'npm start', say);
	} catch (error) {
		console.error((error as Error).message);
		await stop(1);
		return;
	}

	say('');
	say(`n8n ${version} (${schedulerName(scheduler)}) is ready in ${elapsed(started)}: ${n8n.url}`);
	say(`Sign in as ${owner.email} with password ${owner.password}`);
	say(`n8n's log: ${relative(repoRoot, n8n.logFile)}. Press Ctrl-C to stop n8n and the sandbox.`);
}

main().catch((error: Error) => {
	console.error(error.message);
	process.exit(1);
});
