import { DEMO } from '../../../../../sandbox';
import { byId, firstPage, runError, useTemplatesOnSandbox } from '../../support';

const { sandbox, run } = useTemplatesOnSandbox();

describe('Message Templates: Theme Get Many', () => {
	it('lists themes', async () => {
		const expected = await firstPage(sandbox, '/themes');
		const themes = await run({ resource: 'theme', operation: 'getAll', returnAll: true });
		expect(themes).toEqual(expected);
		expect(themes.map(({ id }) => id)).toEqual(expect.arrayContaining(Object.values(DEMO.themes)));
	});

	it('stops before any request for themes under 2025.09', async () => {
		await sandbox.clearRequests();
		for (const operation of ['getAll', 'get']) {
			const error = await runError({
				parameters: {
					resource: 'theme',
					operation,
					returnAll: true,
					themeId: byId(DEMO.themes.midnight),
				},
				credentials: sandbox.credentials('2025.09'),
			});
			expect(error.message).toBe(
				'Themes and customer profiles: available from API version 2026.06; the credential uses 2025.09.',
			);
		}
		expect(await sandbox.requests()).toEqual([]);
	});
});
