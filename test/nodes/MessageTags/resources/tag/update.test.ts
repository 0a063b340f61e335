import { DEMO } from '../../../../../sandbox';
import { type Tag, byId, fromList, useTagsOnSandbox } from '../../support';

const { sandbox, run, failure } = useTagsOnSandbox({ reset: true });

describe('Message Tags: Update', () => {
	it('renames a tag and deactivates it, changing only the fields given', async () => {
		const before = (await sandbox.api<Tag>('GET', `/tags/${DEMO.tags.seasonal}`)).body;
		const output = await run({
			operation: 'update',
			tagId: fromList(DEMO.tags.seasonal),
			updateFields: { name: 'Seasonal (archived)', status: 'inactive' },
		});
		expect(output).toEqual([{ success: true, tagId: DEMO.tags.seasonal }]);

		const after = (await sandbox.api<Tag>('GET', `/tags/${DEMO.tags.seasonal}`)).body;
		expect(after).toMatchObject({
			name: 'Seasonal (archived)',
			status: 'inactive',
			types: before.types,
			workspaceIds: before.workspaceIds,
		});
		const activeTags = await run({
			operation: 'update',
			tagId: byId(DEMO.tags.retired),
			updateFields: { status: 'active' },
		});
		expect(activeTags).toEqual([{ success: true, tagId: DEMO.tags.retired }]);
		expect((await sandbox.api<Tag>('GET', `/tags/${DEMO.tags.retired}`)).body.status).toBe(
			'active',
		);
	});

	it('changes the types and workspaces of a tag', async () => {
		await run({
			operation: 'update',
			tagId: byId(DEMO.tags.footer),
			updateFields: { types: ['block', 'template'], workspaceIds: [DEMO.workspaces.support] },
		});
		expect((await sandbox.api<Tag>('GET', `/tags/${DEMO.tags.footer}`)).body).toMatchObject({
			name: 'Footer',
			types: ['block', 'template'],
			workspaceIds: [DEMO.workspaces.support],
		});
	});

	it('refuses an update with nothing to change, or a name too long, before sending', async () => {
		await sandbox.clearRequests();
		const nothing = await failure({
			operation: 'update',
			tagId: byId(DEMO.tags.seasonal),
			updateFields: {},
		});
		expect(nothing.message).toBe('Nothing to update.');
		expect(nothing.description).toContain('Update Fields');
		const tooLong = await failure({
			operation: 'update',
			tagId: byId(DEMO.tags.seasonal),
			updateFields: { name: 'y'.repeat(300) },
		});
		expect(tooLong.message).toBe('Name is 300 characters long; a tag name can have at most 255.');
		expect(await sandbox.requests()).toEqual([]);
	});
});
