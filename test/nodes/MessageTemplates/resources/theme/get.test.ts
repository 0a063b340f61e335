import { DEMO } from '../../../../../sandbox';
import { byId, firstPage, useTemplatesOnSandbox } from '../../support';

const { sandbox, run } = useTemplatesOnSandbox();

describe('Message Templates: Theme Get', () => {
	it('reads a theme', async () => {
		const expected = await firstPage(sandbox, '/themes');
		const [midnight] = await run({
			resource: 'theme',
			operation: 'get',
			themeId: byId(DEMO.themes.midnight),
		});
		expect(midnight).toEqual(expected.find(({ id }) => id === DEMO.themes.midnight));
		expect(midnight).toMatchObject({ name: 'Midnight', figmaUrl: expect.any(String) });
	});
});
