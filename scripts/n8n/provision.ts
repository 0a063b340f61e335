import { randomBytes } from 'node:crypto';

import { LATEST_VERSION } from '../../nodes/shared/versions';
import { bindCredential, credentialType, readExamples, type ExampleWorkflow } from './examples';
import type { N8nClient } from './n8nClient';

export const sandboxCredentialName = 'Message Template Service sandbox';

export interface SandboxEndpoint {
	url: string;
	apiKey: string;
	/** Signs review page links; a random one unless given. */
	reviewLinkSecret?: string;
}

/**
 * The credential every example uses, pointing at the sandbox (a test may name another, for another
 * address); an existing one of the name is kept as it is.
 */
export async function ensureSandboxCredential(
	client: N8nClient,
	sandbox: SandboxEndpoint,
	name = sandboxCredentialName,
): Promise<{ id: string; name: string }> {
	const existing = (await client.credentials()).find(
		(credential) => credential.name === name && credential.type === credentialType,
	);
	if (existing) return { id: existing.id, name: existing.name };
	const created = await client.api<{ id: string; name: string }>('POST', '/credentials', {
		name,
		type: credentialType,
		// n8n's own default for the domain setting it adds to every credential, stated: n8n 1.x's public
		// API otherwise asks for its Allowed Domains.
		data: {
			apiKey: sandbox.apiKey,
			apiVersion: LATEST_VERSION,
			baseUrl: sandbox.url,
			reviewLinkSecret: sandbox.reviewLinkSecret ?? randomBytes(32).toString('base64url'),
			allowedHttpRequestDomains: 'all',
		},
	});
	return { id: created.id, name: created.name };
}

export async function importWorkflow(
	client: N8nClient,
	workflow: ExampleWorkflow,
): Promise<{ id: string; name: string }> {
	return await client.api<{ id: string; name: string }>('POST', '/workflows', workflow);
}

/**
 * Imports each example that the instance does not have yet (by name), so a restart never
 * overwrites a user's edits nor piles up copies.
 */
export async function importExamples(
	client: N8nClient,
	credential: { id: string; name: string },
): Promise<Array<{ id: string; name: string; imported: boolean }>> {
	const present = await client.workflows();
	const results: Array<{ id: string; name: string; imported: boolean }> = [];
	for (const { workflow } of readExamples()) {
		const existing = present.find((candidate) => candidate.name === workflow.name);
		if (existing) {
			results.push({ id: existing.id, name: existing.name, imported: false });
			continue;
		}
		const created = await importWorkflow(client, bindCredential(workflow, credential));
		if (workflow.active) await client.api('POST', `/workflows/${created.id}/activate`);
		results.push({ ...created, imported: true });
	}
	return results;
}
