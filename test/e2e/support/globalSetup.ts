import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSandbox } from '../../../sandbox';
import { defaultDocumentPath } from '../../../sandbox/contract';
import { installTarballIntoN8n } from '../../../scripts/n8n/communityPackage';
import { ensureN8nInstalled } from '../../../scripts/n8n/install';
import { environmentOnFreePorts, startAsOwner } from '../../../scripts/n8n/ownedN8n';
import { demoOwner } from '../../../scripts/n8n/owner';
import { ensureSandboxCredential, importExamples } from '../../../scripts/n8n/provision';
import { selectedN8nVersion } from '../../../scripts/n8n/releases';
import { selectedScheduler } from '../../../scripts/n8n/schedulers';
import { stageFolder } from '../../../scripts/e2e/n8nLogDigest';
import { prebuiltPackage } from '../../../scripts/e2e/packed';
import { buildAndPack } from '../../../scripts/package/buildAndPack';
import { createRunFolder } from '../../harness/temporaryFolder';
import { contextFileVariable, type E2eContext } from './context';
import { running } from './running';

export default async function globalSetup(): Promise<void> {
	// For what a test makes and leaves (a browser's profile, its net log): the teardown removes it.
	createRunFolder();
	const version = selectedN8nVersion();
	const scheduler = selectedScheduler();
	// Kept in the clone's ignored .tmp folder so n8n's log is there to read after a failed run.
	const e2eFolder = stageFolder(version, scheduler);
	await ensureN8nInstalled(version, (line) => process.stdout.write(`${line}\n`));
	rmSync(e2eFolder, { recursive: true, force: true });
	const userFolder = join(e2eFolder, 'n8n-home');
	mkdirSync(userFolder, { recursive: true });
	// The tarball stays for the test that publishes it to a registry and installs it through n8n.
	const packFolder = join(e2eFolder, 'packed');
	mkdirSync(packFolder);
	const packed = prebuiltPackage() ?? buildAndPack(packFolder);
	const missingNodes = installTarballIntoN8n(packed, [userFolder]);

	// Every request n8n sends and every answer it gets are checked against the vendor's document;
	// the global teardown fails the run on any difference.
	const sandbox = await startSandbox({
		port: 0,
		host: '127.0.0.1',
		dataFile: join(e2eFolder, 'sandbox.json'),
		contract: defaultDocumentPath(),
	});
	running.sandbox = sandbox;
	const owner = demoOwner(version);
	const n8nEnv = await environmentOnFreePorts({ version, userFolder, owner, scheduler });
	const started = await startAsOwner(
		version,
		n8nEnv,
		join(e2eFolder, 'n8n.log'),
		owner,
		'e2e setup',
	);
	running.n8n = started.n8n;
	const { client } = started;
	const reviewLinkSecret = randomBytes(32).toString('base64url');
	const credential = await ensureSandboxCredential(client, {
		url: sandbox.url,
		apiKey: sandbox.apiKey,
		reviewLinkSecret,
	});
	// As npm start does: the examples imported, the translation vendor stand-in published.
	const examples = await importExamples(client, credential);

	const context: E2eContext = {
		n8nVersion: version,
		scheduler,
		n8nUrl: running.n8n.url,
		n8nEnv,
		userFolder,
		logFolder: e2eFolder,
		sandboxUrl: sandbox.url,
		sandboxApiKey: sandbox.apiKey,
		owner,
		n8nApiKey: client.publicApiKey,
		credential,
		reviewLinkSecret,
		examples: examples.map(({ id, name }) => ({ id, name })),
		missingNodes,
		packed,
	};
	const contextFile = join(e2eFolder, 'context.json');
	writeFileSync(contextFile, JSON.stringify(context), { mode: 0o600 });
	process.env[contextFileVariable] = contextFile;
}
