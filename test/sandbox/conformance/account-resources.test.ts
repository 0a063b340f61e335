/** Workspaces, folders and blocks; Tags; Themes and customer profiles. */
import { DEMO } from '../../../sandbox/index';
import { openSandbox, type SandboxClient } from '../client';

let client: SandboxClient;

beforeAll(async () => {
	client = await openSandbox();
});
afterAll(() => client.close());
afterEach(() => client.reset());

describe('Workspaces, folders and blocks', () => {
	it('lists three workspaces and reads nested folders with their immediate subfolders', async () => {
		client.expectViolations({ status: 404, place: 'operation' });
		const workspaces = (await client.get('/workspaces')).json;
		expect(workspaces.data.map((folder: { id: string }) => folder.id)).toEqual(
			Object.values(DEMO.workspaces),
		);
		const product = (await client.get(`/workspaces/${DEMO.workspaces.product}`)).json;
		expect(product.subfolders.map((folder: { id: string }) => folder.id)).toEqual([
			DEMO.folders.onboarding,
			DEMO.folders.notifications,
		]);
		expect(product.subfolders[0]).not.toHaveProperty('subfolders');
		const notifications = (await client.get(`/workspaces/${DEMO.folders.notifications}`)).json;
		expect(notifications.subfolders.map((folder: { id: string }) => folder.id)).toEqual([
			DEMO.folders.security,
		]);
		expect((await client.get('/workspaces/fdr_unknown')).status).toBe(404);
		expect((await client.get('/workspaces', { version: '2020.11' })).status).toBe(404);
	});

	it('writes a template path from the workspace down to its folder', async () => {
		const template = (
			await client.get(`/templates/${DEMO.email.passwordTemplate}?targetLanguage=html`)
		).json;
		expect(template.path).toBe(
			`${DEMO.workspaces.product}/${DEMO.folders.notifications}/${DEMO.folders.security}`,
		);
		expect(template.workspaceId).toBe(DEMO.workspaces.product);
	});

	it('lists and reads blocks with their localizations, keys and translations', async () => {
		client.expectViolations(
			{ status: 404, place: 'operation' },
			{ status: 400, place: 'request.content-type' },
			{ status: 400, place: 'header.Accept' },
		);
		const blocks = (await client.get('/blocks')).json;
		expect(blocks.data.map((block: { id: string }) => block.id)).toEqual(
			Object.values(DEMO.blocks),
		);
		expect((await client.get(`/blocks/${DEMO.blocks.footer}`)).json.tags).toEqual([
			{ id: DEMO.tags.footer, name: 'Footer' },
		]);
		const refs = (await client.get(`/blocks/${DEMO.blocks.footer}/localizations`)).json;
		expect(refs.map((ref: { languages: string[] }) => ref.languages[0])).toEqual([
			'fr-FR',
			'de-DE',
		]);
		const keys = (await client.get(`/blocks/${DEMO.blocks.footer}/localizationKeys`)).json;
		expect(keys.map((entry: { key: string }) => entry.key)).toEqual([
			'Acme Inc., 1 Main Street',
			'Unsubscribe',
		]);
		expect(
			(await client.put(`/blocks/${DEMO.blocks.header}/localizations/es-ES`, { name: 'Español' }))
				.status,
		).toBe(200);
		expect(
			(
				await client.put(`/blocks/${DEMO.blocks.header}/localizations/es-ES/translations`, {
					Acme: 'Acme ES',
				})
			).status,
		).toBe(200);
		expect(
			(await client.get(`/blocks/${DEMO.blocks.header}/localizations/es-ES/translations`)).json,
		).toEqual({ Acme: 'Acme ES' });
		expect(
			(
				await client.get(`/blocks/${DEMO.blocks.header}/localizations/es-ES/translations`, {
					version: '2025.09',
				})
			).status,
		).toBe(404);
		const po = await client.put(
			`/blocks/${DEMO.blocks.header}/localizations/es-ES/translations`,
			'msgid "a"\nmsgstr "b"\n',
			{
				contentType: 'text/x-gettext-translation',
			},
		);
		expect(po.json.code).toBe('invalid_body');
		const pot = await client.get(`/blocks/${DEMO.blocks.footer}/localizationKeys`, {
			accept: 'text/vnd.service.2026.07+x-gettext-translation',
		});
		expect(pot.status).toBe(400);
		expect((await client.delete(`/blocks/${DEMO.blocks.header}/localizations/es-ES`)).status).toBe(
			200,
		);
		expect((await client.get('/blocks/blk_unknown')).status).toBe(404);
		expect((await client.get('/blocks?cursor=nonsense')).json.parameter).toBe('cursor');
	});
});

describe('Tags', () => {
	it('lists tags as a plain array, filtered by type and workspace, including the inactive one', async () => {
		client.expectViolations({ status: 400, place: 'query.type' });
		const all = (await client.get('/tags')).json;
		expect(Array.isArray(all)).toBe(true);
		expect(all.find((tag: { id: string }) => tag.id === DEMO.tags.retired).status).toBe('inactive');
		const forBlocks = (await client.get('/tags?type=block')).json.map(
			(tag: { id: string }) => tag.id,
		);
		expect(forBlocks).toEqual([DEMO.tags.footer, DEMO.tags.retired]);
		const marketingOnly = (
			await client.get(`/tags?workspaceId=${DEMO.workspaces.support}`)
		).json.map((tag: { id: string }) => tag.id);
		expect(marketingOnly).not.toContain(DEMO.tags.seasonal);
		expect((await client.get('/tags?type=folder')).json.parameter).toBe('type');
	});

	it('creates (active), reads, updates and deletes a tag, removing it everywhere', async () => {
		client.expectViolations({ status: 404, place: 'operation' });
		const created = await client.post('/tags/create', {
			name: 'VIP',
			types: ['template', 'draft'],
			workspaceIds: [DEMO.workspaces.product],
		});
		expect(created.status).toBe(200);
		expect(created.json).toMatchObject({
			name: 'VIP',
			status: 'active',
			types: ['template', 'draft'],
		});
		const id = created.json.id;
		expect((await client.get(`/tags/${id}`)).json).toEqual(created.json);
		const assign = await client.put(`/tags/assign/${DEMO.email.orderTemplate}`, { tagIds: [id] });
		expect([assign.status, assign.text]).toEqual([200, '']);
		const update = await client.call(`/tags/update/${id}`, {
			method: 'PATCH',
			body: { name: 'Very important' },
		});
		expect([update.status, update.text]).toEqual([200, '']);
		expect(
			(await client.get(`/templates/${DEMO.email.orderTemplate}?targetLanguage=html`)).json.tags,
		).toContainEqual({ id, name: 'Very important' });
		const remove = await client.delete(`/tags/delete/${id}`);
		expect([remove.status, remove.text]).toEqual([200, '']);
		expect((await client.get(`/tags/${id}`)).status).toBe(404);
		expect(
			JSON.stringify(
				(await client.get(`/templates/${DEMO.email.orderTemplate}?targetLanguage=html`)).json,
			),
		).not.toContain(id);
		expect((await client.get('/tags', { version: '2025.05v2' })).status).toBe(404);
	});

	it('creates a tag with no workspaces and no types for every workspace and every type', async () => {
		const created = await client.post('/tags/create', { name: 'Everywhere' });
		expect(created.status).toBe(200);
		expect(created.json).toMatchObject({
			name: 'Everywhere',
			types: [],
			workspaceIds: [],
			status: 'active',
		});
		const emptyLists = await client.post('/tags/create', {
			name: 'Also everywhere',
			types: [],
			workspaceIds: [],
		});
		expect(emptyLists.json).toMatchObject({ types: [], workspaceIds: [] });
		const nameless = await client.post('/tags/create', {});
		expect([nameless.status, nameless.json.name]).toEqual([200, '']);
		// Templates and drafts of every workspace, a published template and a draft alike.
		for (const resourceId of [
			DEMO.email.orderTemplate,
			DEMO.email.springSaleDraft,
			DEMO.channels.sms.template,
			DEMO.email.welcomeRedesignDraft,
		]) {
			const assign = await client.put(`/tags/assign/${resourceId}`, {
				tagIds: [created.json.id, emptyLists.json.id],
			});
			expect([resourceId, assign.status]).toEqual([resourceId, 200]);
		}
		expect(
			(await client.get(`/templates/${DEMO.email.orderTemplate}?targetLanguage=html`)).json.tags,
		).toContainEqual({ id: created.json.id, name: 'Everywhere' });
		// The list filters match what a tag names: one for every workspace names none.
		expect(
			(await client.get(`/tags?workspaceId=${DEMO.workspaces.product}`)).json.map(
				(tag: { id: string }) => tag.id,
			),
		).not.toContain(created.json.id);
		expect(
			(await client.get('/tags?type=template')).json.map((tag: { id: string }) => tag.id),
		).not.toContain(created.json.id);
		const update = await client.call(`/tags/update/${DEMO.tags.seasonal}`, {
			method: 'PATCH',
			body: { workspaceIds: [] },
		});
		expect(update.status).toBe(200);
		expect(
			(
				await client.put(`/tags/assign/${DEMO.email.orderTemplate}`, {
					tagIds: [DEMO.tags.seasonal],
				})
			).status,
		).toBe(200);
	});

	it('checks type, workspace and status on assignment, changing nothing when refused', async () => {
		client.expectViolations({ status: 400, place: 'request.body/types/0' });
		const before = await client.state();
		const cases: Array<[string, string]> = [
			[DEMO.tags.retired, DEMO.email.orderTemplate],
			[DEMO.tags.legalReview, DEMO.email.orderTemplate],
			[DEMO.tags.seasonal, DEMO.email.orderTemplate],
		];
		for (const [tagId, resourceId] of cases) {
			const answer = await client.put(`/tags/assign/${resourceId}`, {
				tagIds: [DEMO.tags.transactional, tagId],
			});
			expect(answer.json).toMatchObject({ code: 'invalid_parameter', parameter: 'tagIds[1]' });
		}
		expect(
			(await client.put(`/tags/assign/${DEMO.email.orderTemplate}`, { tagIds: ['tag_unknown'] }))
				.status,
		).toBe(404);
		expect(
			(await client.put('/tags/assign/tem_unknown', { tagIds: [DEMO.tags.transactional] })).status,
		).toBe(404);
		const refusedInCreate = async (types: string[], workspaceIds: string[]) =>
			(await client.post('/tags/create', { name: 'x', types, workspaceIds })).json.parameter;
		expect(await refusedInCreate(['folder'], [DEMO.workspaces.product])).toBe('types[0]');
		expect(await refusedInCreate(['draft'], [DEMO.folders.security])).toBe('workspaceIds[0]');
		expect(await client.state()).toBe(before);
	});

	it('assigns to and unassigns from drafts', async () => {
		const draft = DEMO.email.orderReviewDraft;
		expect(
			(await client.put(`/tags/assign/${draft}`, { tagIds: [DEMO.tags.legalReview] })).status,
		).toBe(200);
		expect((await client.get(`/drafts/${draft}?targetLanguage=html`)).json.tags).toEqual([
			{ id: DEMO.tags.legalReview, name: 'Legal review' },
		]);
		const unassign = await client.post(`/tags/unassign/${draft}`, {
			tagIds: [DEMO.tags.legalReview],
		});
		expect([unassign.status, unassign.text]).toEqual([200, '']);
		expect((await client.get(`/drafts/${draft}?targetLanguage=html`)).json.tags).toEqual([]);
		// The document requires no tag ids: none assigns or removes nothing.
		const before = await client.state();
		for (const body of [{}, { tagIds: [] }]) {
			expect((await client.put(`/tags/assign/${draft}`, body)).status).toBe(200);
			expect((await client.post(`/tags/unassign/${DEMO.email.welcomeTemplate}`, body)).status).toBe(
				200,
			);
		}
		expect(await client.state()).toBe(before);
	});
});

describe('Themes and customer profiles', () => {
	it('lists and reads themes; a read equals its list item', async () => {
		const list = (await client.get('/themes')).json;
		expect(list.data).toHaveLength(3);
		expect(Object.keys(list.data[0])).toEqual([
			'id',
			'name',
			'description',
			'url',
			'figmaUrl',
			'createdAt',
			'updatedAt',
		]);
		expect((await client.get(`/themes/${DEMO.themes.classic}`)).json).toEqual(list.data[0]);
		expect((await client.get('/themes/thm_unknown')).status).toBe(404);
	});

	it('lists customer profiles, the unnamed global one included, filtered by workspace', async () => {
		const list = (await client.get('/customerprofiles')).json;
		const global = list.data.find(
			(profile: { id: string }) => profile.id === DEMO.customerProfiles.global,
		);
		expect(global).toMatchObject({
			name: '',
			workspaceIds: [],
			effectiveWorkspaceIds: Object.values(DEMO.workspaces),
		});
		expect((await client.get(`/customerprofiles/${DEMO.customerProfiles.global}`)).json).toEqual(
			global,
		);
		const support = (
			await client.get(`/customerprofiles?workspaceId=${DEMO.workspaces.support}`)
		).json.data.map((profile: { id: string }) => profile.id);
		expect(support).toEqual([DEMO.customerProfiles.global, DEMO.customerProfiles.support]);
		expect((await client.get('/customerprofiles/dat_unknown')).status).toBe(404);
	});

	it('exist from 2026.06, as the vendor document lists them', async () => {
		client.expectViolations({ status: 404, place: 'operation' });
		for (const path of [
			'/themes',
			`/themes/${DEMO.themes.classic}`,
			'/customerprofiles',
			`/customerprofiles/${DEMO.customerProfiles.global}`,
		]) {
			expect((await client.get(path, { version: '2025.09' })).status).toBe(404);
			const answer = await client.get(path, { version: '2026.06' });
			expect([path, answer.status, answer.headers.get('content-type')]).toEqual([
				path,
				200,
				'application/vnd.service.2026.06+json; charset=utf-8',
			]);
		}
	});
});
