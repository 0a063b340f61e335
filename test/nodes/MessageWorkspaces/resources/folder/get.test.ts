import { useWorkspacesOnSandbox } from '../../support';

const { run, runJson, allWorkspaces } = useWorkspacesOnSandbox();

describe('Message Workspaces: Folder Get', () => {
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
});
