import { DEMO } from '../../../../../sandbox';
import { byId, fromList, useTagsOnSandbox } from '../../support';

const { sandbox, run, failure } = useTagsOnSandbox();

describe('Message Tags: Get', () => {
	it('reads one tag', async () => {
		const [tag] = await run({ operation: 'get', tagId: fromList(DEMO.tags.seasonal) });
		expect(tag).toEqual((await sandbox.api('GET', `/tags/${DEMO.tags.seasonal}`)).body);
		expect(tag).toMatchObject({
			id: DEMO.tags.seasonal,
			name: 'Seasonal',
			types: ['template', 'draft'],
			workspaceIds: [DEMO.workspaces.marketing],
			status: 'active',
		});
	});

	it('reports an unknown tag with its id, or as an item with continueOnFail', async () => {
		const parameters = { operation: 'get', tagId: byId('tag_missing') };
		const error = await failure(parameters);
		expect(error.message).toBe('Tag tag_missing was not found.');
		expect(error.description).toContain(
			'Service message: Not found: no tag has the id "tag_missing".',
		);

		const [item] = await run(parameters, { continueOnFail: true });
		expect(item).toMatchObject({
			message: 'Tag tag_missing was not found.',
			error: { httpCode: '404', tagId: 'tag_missing' },
		});
		expect(item.error).toMatchObject({ service: { code: 'not_found' } });
	});
});
