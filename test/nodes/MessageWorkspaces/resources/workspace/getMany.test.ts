import { useWorkspacesOnSandbox } from '../../support';

const { runJson, allWorkspaces } = useWorkspacesOnSandbox();

describe('Message Workspaces: Workspace Get Many', () => {
	it('lists the workspaces of the account', async () => {
		const workspaces = await runJson({
			resource: 'workspace',
			operation: 'getAll',
			returnAll: true,
		});
		expect(workspaces.map(({ id }) => id)).toEqual((await allWorkspaces()).map(({ id }) => id));
		expect(workspaces.length).toBeGreaterThanOrEqual(3);
	});
});
