import { type Folder, useWorkspacesOnSandbox } from '../../support';

const { runJson, allWorkspaces } = useWorkspacesOnSandbox();

describe('Message Workspaces: Folder Get Tree', () => {
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
});
