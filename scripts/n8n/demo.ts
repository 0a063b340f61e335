import { mkdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { defaultDocumentPath, describeViolation, documentExists } from '../../sandbox/contract';
import { N8nClient } from './n8nClient';
import type { Owner } from './owner';
import { repoRoot } from './paths';
import { ensureSandboxCredential, importExamples } from './provision';

/**
 * The sandbox of the local demos (`npm start`, `npm run start:queue`). With the vendor's document
 * beside the repository it checks each exchange against it, and every difference shows as it happens.
 */
export async function startDemoSandbox(
	port: number,
	dataFile: string,
	say: (line: string) => void,
): Promise<RunningSandbox> {
	mkdirSync(dirname(dataFile), { recursive: true });
	const contract = defaultDocumentPath();
	const checked = documentExists(contract);
	const sandbox = await startSandbox({
		port,
		host: '127.0.0.1',
		dataFile,
		contract: checked ? contract : undefined,
		onViolation: (violation) => console.error(`contract: ${describeViolation(violation)}`),
	});
	say(`Sandbox listening on ${sandbox.url} (state in ${relative(repoRoot, dataFile)})`);
	say(
		checked
			? `Contract checks on: ${contract}`
			: `Contract checks off: no vendor OpenAPI document at ${contract}`,
	);
	return sandbox;
}

/** The credential pointing at the sandbox and the example workflows, in a running n8n. */
export async function provisionDemo(
	url: string,
	owner: Owner,
	sandbox: RunningSandbox,
	purpose: string,
	say: (line: string) => void,
): Promise<void> {
	const client = await N8nClient.signIn(url, owner, purpose);
	const credential = await ensureSandboxCredential(client, sandbox);
	const workflows = await importExamples(client, credential);
	say(`Credential "${credential.name}" points at the sandbox.`);
	for (const workflow of workflows) {
		say(
			`  ${workflow.imported ? 'imported' : 'kept    '} ${workflow.name}: ${url}/workflow/${workflow.id}`,
		);
	}
}
