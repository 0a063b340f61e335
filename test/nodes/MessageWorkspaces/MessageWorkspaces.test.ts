import { NodeRunError } from '../../harness/runNode';
import { useWorkspacesOnSandbox } from './support';

const { sandbox, run } = useWorkspacesOnSandbox();

describe('Message Workspaces', () => {
	it('stops before any request when the API version has no workspaces', async () => {
		await sandbox.clearRequests();
		await expect(
			run({ resource: 'workspace', operation: 'getAll', returnAll: true }, { version: '2020.11' }),
		).rejects.toThrow(
			'Workspaces and folders: available from API version 2023.03; the credential uses 2020.11',
		);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('says the key was refused without ever showing it', async () => {
		const error = await run(
			{ resource: 'workspace', operation: 'getAll', returnAll: true },
			{ credentials: sandbox.credentials(undefined, { apiKey: 'wrong-key-123456' }) },
		).catch((e: NodeRunError) => e);
		if (!(error instanceof NodeRunError)) throw new Error('The run should have failed');
		expect(error.message).toBe('The service did not accept the API key.');
		expect(error.description).toContain("Check the 'API Key'");
		expect(JSON.stringify(error.details)).not.toContain('wrong-key-123456');
	});
});
