import { MessageWorkspaces } from '../../../nodes/MessageWorkspaces/MessageWorkspaces.node';
import { NodeRunError, nodeRuns } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';

const sandbox = useSandbox();
const { run, runJson } = nodeRuns(new MessageWorkspaces(), sandbox);

interface Page<T> {
	data: T[];
	cursor: { next?: string; hasMore: boolean };
}
interface Folder {
	id: string;
	name: string;
	subfolders?: Folder[];
}

async function allWorkspaces() {
	const { body } = await sandbox.api<Page<Folder>>('GET', '/workspaces');
	return body.data;
}

describe('Message Workspaces', () => {
	it('lists the workspaces of the account', async () => {
		const workspaces = await runJson({
			resource: 'workspace',
			operation: 'getAll',
			returnAll: true,
		});
		expect(workspaces.map(({ id }) => id)).toEqual((await allWorkspaces()).map(({ id }) => id));
		expect(workspaces.length).toBeGreaterThanOrEqual(3);
	});

	it('reads a folder with its subfolders', async () => {
		const [workspace] = await allWorkspaces();
		const [folder] = await runJson({
			resource: 'folder',
			operation: 'get',
			folderId: { __rl: true, mode: 'id', value: workspace.id },
		});
		expect(folder).toMatchObject({ id: workspace.id, name: workspace.name });
		expect(Array.isArray(folder.subfolders)).toBe(true);
	});

	it('walks the whole tree below a workspace, every folder once', async () => {
		const [workspace] = await allWorkspaces();
		const folders = await runJson({
			resource: 'folder',
			operation: 'getTree',
			folderId: { __rl: true, mode: 'list', value: workspace.id },
			output: 'folders',
		});
		const ids = folders.map(({ id }) => id);
		expect(new Set(ids).size).toBe(ids.length);
		expect(folders[0]).toMatchObject({ id: workspace.id, depth: 0, parentId: null });
		expect(folders.some(({ depth }) => Number(depth) >= 2)).toBe(true);
		for (const folder of folders.slice(1)) expect(ids).toContain(folder.parentId);

		const [tree] = await runJson({
			resource: 'folder',
			operation: 'getTree',
			folderId: { __rl: true, mode: 'id', value: workspace.id },
			output: 'tree',
		});
		const count = (folder: Folder): number =>
			1 + (folder.subfolders ?? []).reduce((sum, child) => sum + count(child), 0);
		expect(count(tree as unknown as Folder)).toBe(folders.length);
	});

	it('pairs every output item with its input item', async () => {
		const workspaces = await allWorkspaces();
		const [items] = await run(
			{
				resource: 'folder',
				operation: 'get',
				folderId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			{ input: workspaces.slice(0, 3).map(({ id }) => ({ json: { id } })) },
		);
		expect(items.map(({ json, pairedItem }) => [json.id, pairedItem])).toEqual(
			workspaces.slice(0, 3).map(({ id }, item) => [id, { item }]),
		);
	});

	it('stops before any request when the API version has no workspaces', async () => {
		await sandbox.clearRequests();
		await expect(
			run({ resource: 'workspace', operation: 'getAll', returnAll: true }, { version: '2020.11' }),
		).rejects.toThrow(
			'Workspaces and folders: available from API version 2023.03; the credential uses 2020.11',
		);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('names the field and the fix for an id of the wrong shape that an expression produced', async () => {
		// n8n checks a typed id against the locator's pattern itself; ids from expressions (upstream
		// data, AI agents) reach the node unchecked.
		await expect(
			run({
				resource: 'folder',
				operation: 'get',
				folderId: { __rl: true, mode: 'id', value: '={{ "tem_123" }}' },
			}),
		).rejects.toThrow('Folder "tem_123" is not a valid ID (expected: fdr_…).');
	});

	it("reports the service's 404 with the id, or as an item with continueOnFail", async () => {
		const parameters = {
			resource: 'folder',
			operation: 'get',
			folderId: { __rl: true, mode: 'id', value: 'fdr_missing' },
		};
		const error = await run(parameters).catch((e: Error) => e);
		expect(error).toMatchObject({ message: 'Folder fdr_missing was not found.' });
		expect((error as { description?: string }).description).toMatch(/^Service message: .+/);

		const [[item]] = await run(parameters, { continueOnFail: true });
		expect(item.json).toMatchObject({
			message: 'Folder fdr_missing was not found.',
			error: { httpCode: '404', folderId: 'fdr_missing', service: { code: 'not_found' } },
		});
		expect(item.pairedItem).toEqual({ item: 0 });
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
