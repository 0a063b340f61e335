import { DEMO } from '../../../../../sandbox';
import { byId, fromList, useTagsOnSandbox } from '../../support';

const { sandbox, run, failure, allTags } = useTagsOnSandbox();

describe('Message Tags: Get Many', () => {
	it('lists every tag, or the first ones up to the limit', async () => {
		// A Limit left over from before Return All was switched on must not cut the list.
		const tags = await run({ operation: 'getAll', returnAll: true, limit: 1 });
		expect(tags).toEqual(await allTags());
		expect(tags.map(({ id }) => id)).toEqual(expect.arrayContaining(Object.values(DEMO.tags)));

		await sandbox.clearRequests();
		const firstTwo = await run({ operation: 'getAll', returnAll: false, limit: 2 });
		expect(firstTwo).toEqual(tags.slice(0, 2));
		expect(await sandbox.requests()).toHaveLength(1);
	});

	it('filters by resource type and by workspace on the service', async () => {
		await sandbox.clearRequests();
		const blockTags = await run({
			operation: 'getAll',
			returnAll: true,
			filters: { type: 'block' },
		});
		expect(blockTags.map(({ id }) => id).sort()).toEqual(
			[DEMO.tags.footer, DEMO.tags.retired].sort(),
		);

		const productTags = await run({
			operation: 'getAll',
			returnAll: true,
			filters: { workspaceId: fromList(DEMO.workspaces.product) },
		});
		expect(productTags.length).toBeGreaterThan(0);
		expect(productTags.map(({ id }) => id)).not.toContain(DEMO.tags.seasonal);
		for (const tag of productTags) expect(tag.workspaceIds).toContain(DEMO.workspaces.product);

		const both = await run({
			operation: 'getAll',
			returnAll: true,
			filters: { type: 'template', workspaceId: byId(DEMO.workspaces.marketing) },
		});
		expect((await sandbox.requests()).map(({ query }) => query)).toEqual([
			{ type: 'block' },
			{ workspaceId: DEMO.workspaces.product },
			{ type: 'template', workspaceId: DEMO.workspaces.marketing },
		]);
		expect(both).toEqual(await allTags(`?type=template&workspaceId=${DEMO.workspaces.marketing}`));
		expect(both.map(({ id }) => id)).toContain(DEMO.tags.seasonal);
		expect(both.map(({ id }) => id)).not.toContain(DEMO.tags.footer);
	});

	it('sends no workspace filter when the filter is left empty, and refuses a workspace id of the wrong shape', async () => {
		await sandbox.clearRequests();
		const tags = await run({
			operation: 'getAll',
			returnAll: true,
			filters: { workspaceId: fromList('') },
		});
		expect(tags).toHaveLength((await allTags()).length);
		expect((await sandbox.requests())[0].query).toEqual({});

		await sandbox.clearRequests();
		const error = await failure({
			operation: 'getAll',
			returnAll: true,
			filters: { workspaceId: byId('={{ "Marketing" }}') },
		});
		expect(error.message).toBe('Workspace "Marketing" is not a valid ID (expected: fdr_…).');
		expect(await sandbox.requests()).toEqual([]);
	});
});
