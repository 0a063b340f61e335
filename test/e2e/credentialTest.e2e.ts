import { credentialType } from '../../scripts/n8n/examples';
import { e2eContext } from './support/context';
import { n8nSession } from './support/n8nSession';

interface TestResult {
	status: 'OK' | 'Error';
	message: string;
}

/**
 * What the editor's "Test" button sends: the form as n8n showed it (the key redacted, which n8n
 * fills back in from the stored credential) with the fields the user changed.
 */
async function testCredential(changes: Record<string, unknown>): Promise<TestResult> {
	const { credential } = e2eContext();
	const client = await n8nSession('credentialTest');
	const shown = await client.rest<{ data: Record<string, unknown> }>('GET', `/credentials/${credential.id}?includeData=true`);
	return await client.rest<TestResult>('POST', '/credentials/test', {
		credentials: { id: credential.id, name: credential.name, type: credentialType, data: { ...shown.data, ...changes } },
	});
}

describe('the credential test in n8n', () => {
	it('passes with the sandbox key', async () => {
		expect(await testCredential({})).toEqual(expect.objectContaining({ status: 'OK' }));
	});

	it("fails with a wrong key and shows the service's own message", async () => {
		const result = await testCredential({ apiKey: 'not-the-sandbox-key' });
		expect(result.status).toBe('Error');
		expect(result.message).toContain('Missing or invalid API key');
		expect(result.message).not.toContain('not-the-sandbox-key');
	});
});
