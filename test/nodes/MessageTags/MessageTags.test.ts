import type { INodeParameters } from 'n8n-workflow';

import { DEMO } from '../../../sandbox';
import { type NodeRunError, runNode } from '../../harness/runNode';
import { assignment, byId, nodeType, useTagsOnSandbox } from './support';

const { sandbox, run, failure, allTags, loadOptions } = useTagsOnSandbox();

describe('Message Tags', () => {
	it('offers the active tags and every workspace in the multi-selects', async () => {
		const tags = await loadOptions('getTags', { operation: 'assign' });
		const active = (await allTags()).filter(({ status }) => status === 'active');
		expect(tags.map(({ value }) => value).sort()).toEqual(active.map(({ id }) => id).sort());
		expect(tags.map(({ value }) => value)).not.toContain(DEMO.tags.retired);

		const workspaces = await loadOptions('getWorkspaces', { operation: 'create' });
		expect(workspaces).toEqual([
			{
				name: 'Marketing',
				value: DEMO.workspaces.marketing,
				description: 'Campaigns, newsletters and promotions',
			},
			{
				name: 'Product',
				value: DEMO.workspaces.product,
				description: 'Onboarding and product notifications',
			},
			{ name: 'Support', value: DEMO.workspaces.support, description: 'Customer support messages' },
		]);
	});

	it('stops every operation before any request when the API version has no tags', async () => {
		const operations: INodeParameters[] = [
			{ operation: 'getAll', returnAll: true },
			{ operation: 'get', tagId: byId(DEMO.tags.seasonal) },
			{
				operation: 'create',
				name: 'New',
				types: ['template'],
				workspaceIds: [DEMO.workspaces.marketing],
			},
			{ operation: 'update', tagId: byId(DEMO.tags.seasonal), updateFields: { name: 'Renamed' } },
			{ operation: 'delete', tagId: byId(DEMO.tags.seasonal) },
			assignment('assign', 'template', DEMO.email.welcomeTemplate, [DEMO.tags.transactional]),
			assignment('unassign', 'draft', DEMO.email.welcomeRedesignDraft, [DEMO.tags.legalReview]),
		];
		await sandbox.clearRequests();
		for (const parameters of operations) {
			const error = await runNode({
				nodeType,
				parameters: { resource: 'tag', ...parameters },
				credentials: sandbox.credentials('2025.05v2'),
			}).catch((caught: NodeRunError) => caught);
			expect(error).toMatchObject({
				message: 'Tags: available from API version 2025.09; the credential uses 2025.05v2.',
			});
		}
		expect(await sandbox.requests()).toEqual([]);
	});

	it('never shows the API key in outputs or errors', async () => {
		await sandbox.reset();
		const seen: unknown[] = [
			await run({ operation: 'getAll', returnAll: true }),
			await run({ operation: 'get', tagId: byId(DEMO.tags.seasonal) }),
			await run(assignment('assign', 'template', DEMO.email.welcomeTemplate, [DEMO.tags.retired]), {
				continueOnFail: true,
			}),
			await run({ operation: 'delete', tagId: byId('tag_missing') }, { continueOnFail: true }),
			(
				await failure(
					assignment('assign', 'template', DEMO.email.welcomeTemplate, [DEMO.tags.retired]),
				)
			).details,
		];
		const wrongKey = 'wrong-key-0123456789';
		const refused = await runNode({
			nodeType,
			parameters: { resource: 'tag', operation: 'getAll', returnAll: true },
			credentials: sandbox.credentials(undefined, { apiKey: wrongKey }),
		}).catch((caught: NodeRunError) => caught);
		expect(refused).toMatchObject({ message: 'The service did not accept the API key.' });
		seen.push((refused as NodeRunError).details);

		const text = JSON.stringify(seen);
		expect(text).toContain('tagIds[0]');
		expect(text).not.toContain(sandbox.apiKey);
		expect(text).not.toContain(wrongKey);
	});
});
