import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { DEMO } from '../../../../../sandbox';
import { runNodeJson } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import type { ApiVersion } from '../../../../../nodes/shared/versions';
import { byId, nodeType, type Page, runError } from '../../support';

const sandbox = useSandbox();

async function run(parameters: INodeParameters, version?: ApiVersion) {
	return await runNodeJson({ nodeType, parameters, credentials: sandbox.credentials(version) });
}

async function firstPage(path: string): Promise<IDataObject[]> {
	return (await sandbox.api<Page>('GET', path)).body.data;
}

describe('Message Templates: Block', () => {
	it('lists the blocks, all of them or up to a limit', async () => {
		const expected = await firstPage('/blocks');
		await sandbox.clearRequests();

		const all = await run({ resource: 'block', operation: 'getAll', returnAll: true });
		expect(all).toEqual(expected);
		expect(all.map(({ id }) => id)).toEqual(expect.arrayContaining(Object.values(DEMO.blocks)));

		const two = await run({ resource: 'block', operation: 'getAll', returnAll: false, limit: 2 });
		expect(two).toEqual(expected.slice(0, 2));
		expect((await sandbox.requests()).map(({ path }) => path)).toEqual(['/blocks', '/blocks']);
	});

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

describe('Message Templates: Theme', () => {
	it('lists and reads themes', async () => {
		const expected = await firstPage('/themes');
		const themes = await run({ resource: 'theme', operation: 'getAll', returnAll: true });
		expect(themes).toEqual(expected);
		expect(themes.map(({ id }) => id)).toEqual(expect.arrayContaining(Object.values(DEMO.themes)));

		const [midnight] = await run({
			resource: 'theme',
			operation: 'get',
			themeId: byId(DEMO.themes.midnight),
		});
		expect(midnight).toEqual(expected.find(({ id }) => id === DEMO.themes.midnight));
		expect(midnight).toMatchObject({ name: 'Midnight', figmaUrl: expect.any(String) });
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

describe('Message Templates: Customer Profile', () => {
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

	it('reads a profile with its data', async () => {
		const [profile] = await run({
			resource: 'customerProfile',
			operation: 'get',
			customerProfileId: byId(DEMO.customerProfiles.support),
		});
		expect(profile).toMatchObject({
			id: DEMO.customerProfiles.support,
			name: 'Support hours',
			dataContent: { hours: { weekdays: '9:00-18:00', weekend: 'closed' } },
		});
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
