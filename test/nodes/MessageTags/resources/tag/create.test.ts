import { DEMO } from '../../../../../sandbox';
import { SMS_PENDING_DRAFT, WELCOME_TEMPLATE, assignment, useTagsOnSandbox } from '../../support';

const { sandbox, run, failure, allTags, tagsOn } = useTagsOnSandbox({ reset: true });

describe('Message Tags: Create', () => {
	it('creates an active tag that the service then returns', async () => {
		const [created] = await run({
			operation: 'create',
			name: '  Black Friday  ',
			types: ['template', 'block'],
			workspaceIds: [DEMO.workspaces.marketing, DEMO.workspaces.support],
		});
		expect(created).toMatchObject({
			name: 'Black Friday',
			types: ['template', 'block'],
			workspaceIds: [DEMO.workspaces.marketing, DEMO.workspaces.support],
			status: 'active',
		});
		const { status, body } = await sandbox.api('GET', `/tags/${String(created.id)}`);
		expect(status).toBe(200);
		expect(body).toEqual(created);
		expect((await allTags()).map(({ id }) => id)).toContain(created.id);
	});

	it('creates a tag for all workspaces when no workspace is chosen, assignable anywhere', async () => {
		const [everywhere] = await run({
			operation: 'create',
			name: 'Everywhere',
			types: ['template', 'draft'],
			workspaceIds: [],
		});
		expect(everywhere).toMatchObject({
			name: 'Everywhere',
			types: ['template', 'draft'],
			workspaceIds: [],
			status: 'active',
		});
		// Left out altogether, as a workflow written before the field was optional may have it.
		const [fromDefault] = await run({
			operation: 'create',
			name: 'Default',
			types: ['template'],
		});
		expect(fromDefault.workspaceIds).toEqual([]);
		await sandbox.clearRequests();
		await run(assignment('assign', 'template', DEMO.email.welcomeTemplate, [everywhere.id]));
		await run(
			assignment('assign', 'draft', DEMO.channels.sms.pendingDraft, [everywhere.id], 'sms'),
		);
		expect(await tagsOn(WELCOME_TEMPLATE)).toContain(everywhere.id);
		expect(await tagsOn(SMS_PENDING_DRAFT)).toContain(everywhere.id);
	});

	it('takes types and workspaces from an expression, as one id or comma-separated', async () => {
		const [created] = await run({
			operation: 'create',
			name: 'From upstream',
			types: '={{ "draft" }}',
			workspaceIds: `={{ "${DEMO.workspaces.product}, ${DEMO.workspaces.support}" }}`,
		});
		expect(created).toMatchObject({
			types: ['draft'],
			workspaceIds: [DEMO.workspaces.product, DEMO.workspaces.support],
		});
	});

	it('checks the name, types and workspaces before sending anything', async () => {
		const valid = {
			operation: 'create',
			name: 'Ok',
			types: ['template'],
			workspaceIds: [DEMO.workspaces.marketing],
		};
		await sandbox.clearRequests();

		const tooLong = await failure({ ...valid, name: 'x'.repeat(256) });
		expect(tooLong.message).toBe('Name is 256 characters long; a tag name can have at most 255.');
		expect(tooLong.description).toBe('Shorten the Name to 255 characters or fewer.');
		expect((await failure({ ...valid, name: '   ' })).message).toBe('Name is empty.');
		// An empty pick is refused by n8n itself; an expression that gives nothing reaches the node.
		expect((await failure({ ...valid, types: '={{ [] }}' })).message).toBe('Types is empty.');
		expect((await failure({ ...valid, types: '={{ "templates" }}' })).message).toBe(
			'Types: "templates" is not a resource type.',
		);
		expect((await failure({ ...valid, workspaceIds: '={{ "Marketing" }}' })).message).toBe(
			'Workspaces: Workspace "Marketing" is not a valid ID (expected: fdr_…).',
		);
		expect(await sandbox.requests()).toEqual([]);

		const [item] = await run({ ...valid, name: 'x'.repeat(256) }, { continueOnFail: true });
		expect(item).toEqual({
			message: 'Name is 256 characters long; a tag name can have at most 255.',
			error: { description: 'Shorten the Name to 255 characters or fewer.' },
		});
		expect(await sandbox.requests()).toEqual([]);

		// 255 characters is allowed, counted as characters even where one takes two UTF-16 units.
		const [longest] = await run({ ...valid, name: '🏷'.repeat(255) });
		expect(longest.name).toBe('🏷'.repeat(255));
	});
});
