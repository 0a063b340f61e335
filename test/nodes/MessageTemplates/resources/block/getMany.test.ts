import { DEMO } from '../../../../../sandbox';
import { firstPage, useTemplatesOnSandbox } from '../../support';

const { sandbox, run } = useTemplatesOnSandbox();

describe('Message Templates: Block Get Many', () => {
	it('lists the blocks, all of them or up to a limit', async () => {
		const expected = await firstPage(sandbox, '/blocks');
		await sandbox.clearRequests();

		const all = await run({ resource: 'block', operation: 'getAll', returnAll: true });
		expect(all).toEqual(expected);
		expect(all.map(({ id }) => id)).toEqual(expect.arrayContaining(Object.values(DEMO.blocks)));

		const two = await run({ resource: 'block', operation: 'getAll', returnAll: false, limit: 2 });
		expect(two).toEqual(expected.slice(0, 2));
		expect((await sandbox.requests()).map(({ path }) => path)).toEqual(['/blocks', '/blocks']);
	});
});
