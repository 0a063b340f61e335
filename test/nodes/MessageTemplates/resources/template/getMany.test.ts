import type { IDataObject } from 'n8n-workflow';

import { DEMO } from '../../../../../sandbox';
import type { ApiVersion } from '../../../../../nodes/shared/versions';
import {
	byId,
	type Page,
	runError,
	templateParameters,
	useTemplatesOnSandbox,
} from '../../support';

const { sandbox, run } = useTemplatesOnSandbox();

async function listAll(path: string, version?: ApiVersion): Promise<IDataObject[]> {
	const records: IDataObject[] = [];
	let cursor: string | undefined;
	do {
		const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
		const { body } = await sandbox.api<Page>('GET', `${path}${query}`, { version });
		records.push(...body.data);
		cursor = body.cursor.hasMore ? body.cursor.next : undefined;
	} while (cursor);
	return records;
}

describe('Message Templates: Template Get Many', () => {
	it('returns every published email template in ceil(N/25) requests with Return All', async () => {
		const expected = await listAll('/templates');
		expect(expected.length).toBeGreaterThanOrEqual(60);
		await sandbox.clearRequests();

		const templates = await run(
			templateParameters('getAll', { channel: 'email', returnAll: true }),
		);

		expect(templates.map(({ id }) => id)).toEqual(expected.map(({ id }) => id));
		const requests = await sandbox.requests();
		expect(requests).toHaveLength(Math.ceil(expected.length / 25));
		expect(requests.every(({ method, path }) => method === 'GET' && path === '/templates')).toBe(
			true,
		);
	});

	it('stops after the pages a limit needs: Limit 30 makes 2 requests', async () => {
		const expected = await listAll('/templates');
		await sandbox.clearRequests();

		const templates = await run(templateParameters('getAll', { returnAll: false, limit: 30 }));

		expect(templates.map(({ id }) => id)).toEqual(expected.slice(0, 30).map(({ id }) => id));
		expect(await sandbox.requests()).toHaveLength(2);
	});

	it('lists the templates of another channel under its prefix', async () => {
		const expected = await listAll('/sms/templates');
		await sandbox.clearRequests();

		const templates = await run(templateParameters('getAll', { channel: 'sms', returnAll: true }));

		expect(templates.map(({ id }) => id)).toEqual(expected.map(({ id }) => id));
		expect(templates.map(({ id }) => id)).toContain(DEMO.channels.sms.template);
		expect((await sandbox.requests()).map(({ path }) => path)).toEqual(['/sms/templates']);
	});

	it('sends the name, folder and workspace filters from 2026.06', async () => {
		await sandbox.clearRequests();
		const byName = await run(
			templateParameters('getAll', { returnAll: true, filters: { name: 'WELCOME' } }),
		);
		expect(byName.map(({ id }) => id)).toEqual([DEMO.email.welcomeTemplate]);

		const inFolder = await run(
			templateParameters('getAll', {
				returnAll: true,
				filters: { folderId: byId(DEMO.folders.notifications) },
			}),
		);
		// Immediate children only: the password reset template sits in Security, below Notifications.
		expect(inFolder.map(({ id }) => id)).toContain(DEMO.email.orderTemplate);
		expect(inFolder.map(({ id }) => id)).not.toContain(DEMO.email.passwordTemplate);

		const inWorkspace = await run(
			templateParameters('getAll', {
				channel: 'push',
				returnAll: true,
				filters: { workspaceId: { __rl: true, mode: 'list', value: DEMO.workspaces.product } },
			}),
			'2026.06',
		);
		expect(inWorkspace.map(({ id }) => id)).toEqual([DEMO.channels.push.template]);

		expect((await sandbox.requests()).map(({ path, query }) => [path, query])).toEqual([
			['/templates', { name: 'WELCOME' }],
			['/templates', { folderId: DEMO.folders.notifications }],
			['/push/templates', { workspaceId: DEMO.workspaces.product }],
		]);
	});

	it('stops before any request when a filter is set under a version without filters', async () => {
		await sandbox.clearRequests();
		const error = await runError({
			parameters: templateParameters('getAll', { returnAll: true, filters: { name: 'welcome' } }),
			credentials: sandbox.credentials('2025.09'),
		});
		expect(error.message).toBe(
			'Filtering templates by name, folder or workspace and drafts by template: available from API version 2026.06; the credential uses 2025.09.',
		);
		expect(error.description).toContain("Choose a newer 'API Version'");
		expect(await sandbox.requests()).toEqual([]);

		// Without a filter the same version lists as usual.
		const templates = await run(templateParameters('getAll', { limit: 5 }), '2025.09');
		expect(templates).toHaveLength(5);
	});

	it('checks the shape of a folder id given to a filter', async () => {
		await sandbox.clearRequests();
		const error = await runError({
			parameters: templateParameters('getAll', { filters: { folderId: byId('={{ "tem_123" }}') } }),
			credentials: sandbox.credentials(),
		});
		expect(error.message).toBe('Folder "tem_123" is not a valid ID (expected: fdr_…).');
		expect(await sandbox.requests()).toEqual([]);
	});
});
