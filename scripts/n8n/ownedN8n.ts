import { n8nEnvironment, type N8nEnvironmentOptions } from './environment';
import { N8nClient } from './n8nClient';
import { startN8n, type RunningN8n } from './n8nProcess';
import { ensureOwner, type Owner } from './owner';
import { freePort } from './ports';
import type { N8nVersion } from './releases';

/** n8n's settings for an instance of its own, on two free ports: its editor's and its task runners'. */
export async function environmentOnFreePorts(
	options: Omit<N8nEnvironmentOptions, 'port' | 'brokerPort'>,
): Promise<NodeJS.ProcessEnv> {
	return n8nEnvironment({ ...options, port: await freePort(), brokerPort: await freePort() });
}

/**
 * Starts n8n, sets its owner up where the release needs it, and signs in as the owner (`purpose`
 * labels the API key). An n8n that started but would not let the owner in is stopped again.
 */
export async function startAsOwner(
	version: N8nVersion,
	env: NodeJS.ProcessEnv,
	logFile: string,
	owner: Owner,
	purpose: string,
): Promise<{ n8n: RunningN8n; client: N8nClient }> {
	const n8n = await startN8n(version, env, logFile);
	try {
		await ensureOwner(version, n8n.url, owner);
		return { n8n, client: await N8nClient.signIn(n8n.url, owner, purpose) };
	} catch (error) {
		await n8n.stop();
		throw error;
	}
}
