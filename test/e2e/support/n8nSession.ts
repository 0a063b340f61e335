import { N8nClient } from '../../../scripts/n8n/n8nClient';
import { e2eContext } from './context';

/**
 * Signs in as the owner with the global setup's API key: the files start side by side, and n8n
 * refuses a second key of the same owner in the same second.
 */
export async function n8nSession(): Promise<N8nClient> {
	const { n8nUrl, owner, n8nApiKey } = e2eContext();
	return await N8nClient.signInWithKey(n8nUrl, owner, n8nApiKey);
}
