import { mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { startSandbox } from '../../sandbox';
import { defaultDocumentPath, describeViolation, documentExists } from '../../sandbox/contract';
import { installPackageIntoN8n } from './communityPackage';
import { n8nEnvironment } from './environment';
import { ensureN8nInstalled } from './install';
import { N8nClient } from './n8nClient';
import { startN8n, type RunningN8n } from './n8nProcess';
import { demoOwner } from './owner';
import { n8nVersion, repoRoot } from './paths';
import { assertPortFree, freePort } from './ports';
import { ensureSandboxCredential, importExamples } from './provision';
import { startN8nPort, startSandboxDataFile, startSandboxPort, startUserFolder } from './userFolder';

const say = (line: string) => console.log(line);
const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
	const started = Date.now();
	await ensureN8nInstalled(say);
	await assertPortFree(startSandboxPort, 'the sandbox');
	await assertPortFree(startN8nPort, 'n8n');

	mkdirSync(startUserFolder, { recursive: true });
	const installed = installPackageIntoN8n(startUserFolder);
	say(`Built and installed ${installed.name}@${installed.version} into ${relative(repoRoot, startUserFolder)}/.n8n/nodes`);
	for (const missing of installed.missingNodes) say(`  not built yet, left out: ${missing}`);

	mkdirSync(dirname(startSandboxDataFile), { recursive: true });
	// With the vendor's document beside the repository, the sandbox checks each exchange against it
	// and every difference shows here as it happens.
	const contract = defaultDocumentPath();
	const checked = documentExists(contract);
	const sandbox = await startSandbox({
		port: startSandboxPort,
		host: '127.0.0.1',
		dataFile: startSandboxDataFile,
		contract: checked ? contract : undefined,
		onViolation: (violation) => console.error(`contract: ${describeViolation(violation)}`),
	});
	say(`Sandbox listening on ${sandbox.url} (state in ${relative(repoRoot, startSandboxDataFile)})`);
	say(checked ? `Contract checks on: ${contract}` : `Contract checks off: no vendor OpenAPI document at ${contract}`);

	const owner = demoOwner();
	const env = n8nEnvironment({ userFolder: startUserFolder, port: startN8nPort, brokerPort: await freePort(), owner });
	let n8n: RunningN8n;
	try {
		n8n = await startN8n(env, join(startUserFolder, 'n8n.log'));
	} catch (error) {
		await sandbox.close();
		throw error;
	}

	let stopping = false;
	const stop = async (code: number) => {
		if (stopping) return;
		stopping = true;
		say('\nStopping n8n and the sandbox…');
		await n8n.stop();
		await sandbox.close();
		process.exit(code);
	};
	process.on('SIGINT', () => void stop(0));
	process.on('SIGTERM', () => void stop(0));
	void n8n.exited.then(() => {
		if (!stopping) {
			console.error(`n8n stopped unexpectedly; see ${n8n.logFile}`);
			void stop(1);
		}
	});

	try {
		const client = await N8nClient.signIn(n8n.url, owner, 'npm start');
		const credential = await ensureSandboxCredential(client, sandbox);
		const workflows = await importExamples(client, credential);
		say(`Credential "${credential.name}" points at the sandbox.`);
		for (const workflow of workflows) {
			say(`  ${workflow.imported ? 'imported' : 'kept    '} ${workflow.name}: ${n8n.url}/workflow/${workflow.id}`);
		}
	} catch (error) {
		console.error((error as Error).message);
		await stop(1);
		return;
	}

	say('');
	say(`n8n ${n8nVersion} is ready in ${elapsed(started)}: ${n8n.url}`);
	say(`Sign in as ${owner.email} with password ${owner.password}`);
	say(`n8n's log: ${relative(repoRoot, n8n.logFile)}. Press Ctrl-C to stop n8n and the sandbox.`);
}

main().catch((error: Error) => {
	console.error(error.message);
	process.exit(1);
});
