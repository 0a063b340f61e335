import { N8nClient } from '../../../scripts/n8n/n8nClient';
import { e2eContext } from './context';

/** Signs in as the owner; each test file passes its own name so their API keys do not collide. */
export async function n8nSession(testFile: string): Promise<N8nClient> {
	const { n8nUrl, owner } = e2eContext();
	return await N8nClient.signIn(n8nUrl, owner, `e2e ${testFile}`);
}
