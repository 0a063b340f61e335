import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	bindCredential,
	credentialType,
	type ExampleWorkflow,
} from '../../../scripts/n8n/examples';
import { installTarballIntoN8n } from '../../../scripts/n8n/communityPackage';
import { runN8nCommand } from '../../../scripts/n8n/n8nProcess';
import { freePort } from '../../../scripts/n8n/ports';
import { e2eContext } from './context';

export interface HeadlessRun {
	/** What `n8n execute` printed. */
	output: string;
	/** Why it exited with an error, if it did. */
	failure?: Error;
}

const credential = { id: 'headlessSandbox', name: 'Message Template Service sandbox' };

let folder: Promise<string> | undefined;

/**
 * A user folder of its own for `n8n execute`, with the packed package installed and the sandbox's
 * credential imported, as a headless run on another machine has. It does not share the running
 * n8n's SQLite database: two processes writing one SQLite file lock each other out on a busy
 * machine (the command failed with SQLITE_BUSY, and the running n8n answered every request with
 * 503 "Database is not ready!").
 */
async function headlessFolder(): Promise<string> {
	const { n8nVersion, n8nEnv, logFolder, sandboxUrl, sandboxApiKey, packed } = e2eContext();
	const home = join(logFolder, 'headless');
	rmSync(home, { recursive: true, force: true });
	mkdirSync(home, { recursive: true });
	installTarballIntoN8n(packed, [home]);
	const credentials = join(home, 'credentials.json');
	writeFileSync(
		credentials,
		JSON.stringify([
			{
				...credential,
				type: credentialType,
				data: {
					apiKey: sandboxApiKey,
					apiVersion: '2026.07',
					baseUrl: sandboxUrl,
					allowedHttpRequestDomains: 'all',
				},
			},
		]),
	);
	await runN8nCommand(
		n8nVersion,
		['import:credentials', `--input=${credentials}`],
		await headlessEnv(n8nEnv, home),
		join(home, 'import.log'),
	);
	return home;
}

// Every CLI command starts a task broker of its own: each needs a port.
const headlessEnv = async (
	n8nEnv: NodeJS.ProcessEnv,
	home: string,
): Promise<NodeJS.ProcessEnv> => ({
	...n8nEnv,
	N8N_USER_FOLDER: home,
	N8N_RUNNERS_BROKER_PORT: String(await freePort()),
});

/** Imports `workflow` under `id` into the headless folder and runs it with `n8n execute`. */
export async function runHeadless(workflow: ExampleWorkflow, id: string): Promise<HeadlessRun> {
	const { n8nVersion, n8nEnv } = e2eContext();
	const home = await (folder ??= headlessFolder());
	const file = join(home, `${id}.json`);
	writeFileSync(file, JSON.stringify({ ...bindCredential(workflow, credential), id }));
	await runN8nCommand(
		n8nVersion,
		['import:workflow', `--input=${file}`],
		await headlessEnv(n8nEnv, home),
		join(home, 'import.log'),
	);
	const log = join(home, `${id}.log`);
	try {
		await runN8nCommand(
			n8nVersion,
			['execute', `--id=${id}`, '--rawOutput'],
			await headlessEnv(n8nEnv, home),
			log,
		);
		return { output: readFileSync(log, 'utf8') };
	} catch (failure) {
		return { output: readFileSync(log, 'utf8'), failure: failure as Error };
	}
}
