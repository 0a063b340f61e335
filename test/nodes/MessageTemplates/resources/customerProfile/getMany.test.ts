import { DEMO } from '../../../../../sandbox';
import { runError, useTemplatesOnSandbox } from '../../support';

const { sandbox, run } = useTemplatesOnSandbox();

describe('Message Templates: Customer Profile Get Many', () => {
	it('lists every profile, or those that apply to a workspace', async () => {
		const all = await run({ resource: 'customerProfile', operation: 'getAll', returnAll: true });
		expect(all.map(({ id }) => id)).toEqual(
			expect.arrayContaining(Object.values(DEMO.customerProfiles)),
		);

		await sandbox.clearRequests();
		const marketing = await run({
			resource: 'customerProfile',
			operation: 'getAll',
			returnAll: true,
			filters: { workspaceId: { __rl: true, mode: 'list', value: DEMO.workspaces.marketing } },
		});
		// The unnamed global profile applies to every workspace.
		expect(marketing.map(({ id }) => id).sort()).toEqual(
			[DEMO.customerProfiles.global, DEMO.customerProfiles.marketing].sort(),
		);
		expect((await sandbox.requests()).map(({ path, query }) => [path, query])).toEqual([
			['/customerprofiles', { workspaceId: DEMO.workspaces.marketing }],
		]);
	});

	it('stops before any request for customer profiles under 2025.09', async () => {
		await sandbox.clearRequests();
		const error = await runError({
			parameters: { resource: 'customerProfile', operation: 'getAll', returnAll: true },
			credentials: sandbox.credentials('2025.09'),
		});
		expect(error.message).toBe(
			'Themes and customer profiles: available from API version 2026.06; the credential uses 2025.09.',
		);
		expect(await sandbox.requests()).toEqual([]);
	});
});
