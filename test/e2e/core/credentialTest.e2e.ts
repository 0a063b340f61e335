import { credentialType } from '../../../scripts/n8n/examples';
import { freePort } from '../../../scripts/n8n/ports';
import { e2eContext } from '../support/context';
import { n8nSession } from '../support/n8nSession';

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
	const client = await n8nSession();
	const shown = await client.rest<{ data: Record<string, unknown> }>(
		'GET',
		`/credentials/${credential.id}?includeData=true`,
	);
	return await client.rest<TestResult>('POST', '/credentials/test', {
		credentials: {
			id: credential.id,
			name: credential.name,
			type: credentialType,
			data: { ...shown.data, ...changes },
		},
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

	it('names a Base URL that refuses the connection, and what to check, where n8n alone shows a bare code', async () => {
		const address = `http://127.0.0.1:${await freePort()}`;
		const result = await testCredential({ baseUrl: address });
		expect(result.status).toBe('Error');
		expect(result.message).toMatch(
			/^The connection to \S+ was refused\. Nothing accepts connections there\. Check the scheme, host and port of the 'Base URL'/,
		);
		expect(result.message).toContain(address);
	});
});
