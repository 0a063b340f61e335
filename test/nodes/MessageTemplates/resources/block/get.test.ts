import { DEMO } from '../../../../../sandbox';
import { byId, runError, useTemplatesOnSandbox } from '../../support';

const { sandbox, run } = useTemplatesOnSandbox();

describe('Message Templates: Block Get', () => {
	it('reads a block, with tags from 2025.09 only', async () => {
		const [footer] = await run({
			resource: 'block',
			operation: 'get',
			blockId: { __rl: true, mode: 'list', value: DEMO.blocks.footer },
		});
		expect(footer).toMatchObject({
			id: DEMO.blocks.footer,
			name: 'Footer',
			tags: [{ id: DEMO.tags.footer, name: 'Footer' }],
		});

		const [older] = await run(
			{ resource: 'block', operation: 'get', blockId: byId(DEMO.blocks.footer) },
			'2025.05v2',
		);
		expect(older).toMatchObject({ id: DEMO.blocks.footer });
		expect(older).not.toHaveProperty('tags');
	});

	it('stops before any request when the version has no blocks', async () => {
		await sandbox.clearRequests();
		const error = await runError({
			parameters: { resource: 'block', operation: 'get', blockId: byId(DEMO.blocks.footer) },
			credentials: sandbox.credentials('2020.11'),
		});
		expect(error.message).toBe(
			'Blocks: available from API version 2023.03; the credential uses 2020.11.',
		);
		expect(await sandbox.requests()).toEqual([]);
	});
});
