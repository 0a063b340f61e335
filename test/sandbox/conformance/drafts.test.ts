/** Drafts on every channel, and the draft life cycle (States and transitions). */
import { CHANNELS, CHANNEL_NAMES } from '../../../nodes/shared/channels';
import { DEMO } from '../../../sandbox/index';
import { decode, openSandbox, type SandboxClient, TIMESTAMP } from '../client';

let client: SandboxClient;

beforeAll(async () => {
	client = await openSandbox();
});
afterAll(() => client.close());
afterEach(() => client.reset());

const drafts = {
	email: {
		published: DEMO.email.orderPublishedDraft,
		pending: DEMO.email.orderReviewDraft,
		template: DEMO.email.orderTemplate,
	},
	...Object.fromEntries(
		(['sms', 'push', 'voice', 'liveactivity'] as const).map((name) => [
			name,
			{
				published: DEMO.channels[name].publishedDraft,
				pending: DEMO.channels[name].pendingDraft,
				template: DEMO.channels[name].template,
			},
		]),
	),
} as Record<string, { published: string; pending: string; template: string }>;

function readQuery(name: string): string {
	return name === 'email' ? '?targetLanguage=html' : '';
}

describe('Draft', () => {
	it.each(CHANNEL_NAMES)(
		'%s: lists drafts in every status, with templateId on items and template on the detail',
		async (name) => {
			const { pathPrefix } = CHANNELS[name];
			const { items } = await client.all(`${pathPrefix}/drafts`);
			expect(new Set(items.map((item) => item.status))).toEqual(
				new Set(['IN_PROGRESS', 'PENDING_APPROVAL', 'LOCKED_FOR_TRANSLATION']),
			);
			const item = items.find((each) => each.id === drafts[name].pending);
			expect(item).toMatchObject({
				templateId: drafts[name].template,
				url: `${pathPrefix}/drafts/${drafts[name].pending}`,
			});
			expect(item).not.toHaveProperty('compiled');
			expect(item).not.toHaveProperty('designApprovedDate');
			const detail = await client.get(
				`${pathPrefix}/drafts/${drafts[name].published}${readQuery(name)}`,
			);
			expect(detail.json).toMatchObject({
				id: drafts[name].published,
				template: drafts[name].template,
				status: 'IN_PROGRESS',
			});
			expect(detail.json.designApprovedDate).toMatch(TIMESTAMP);
			expect(detail.json).not.toHaveProperty('templateId');
			expect(detail.json.localizations[0].url).toContain(`/drafts/${drafts[name].published}`);
		},
	);

	it('has at least three email drafts awaiting approval, two needing two approvals, and a never-published one', async () => {
		const { items } = await client.all('/drafts');
		const pending = items
			.filter((item) => item.status === 'PENDING_APPROVAL')
			.map((item) => item.id);
		expect(pending).toEqual(
			expect.arrayContaining([
				DEMO.email.welcomeRedesignDraft,
				DEMO.email.summerNewsletterDraft,
				DEMO.email.orderReviewDraft,
			]),
		);
		expect(items.map((item) => item.id)).toContain(DEMO.email.springSaleDraft);
	});

	it('takes targetLanguage on the draft reads of every channel, required on email only', async () => {
		client.expectViolations({ status: 400, place: 'query.targetLanguage' });
		expect((await client.get(`/drafts/${drafts.email.published}`)).json.parameter).toBe(
			'targetLanguage',
		);
		const sms = await client.get(
			`/sms/drafts/${drafts.sms.published}?targetLanguage=dotdigitalliquid`,
		);
		expect(sms.status).toBe(200);
		expect(sms.json.compiled.content[0].value).toBe(
			'Hi {{ first_name }}, your order {{ order_id }} has shipped.',
		);
		expect(
			(await client.get(`/sms/drafts/${drafts.sms.published}?targetLanguage=freemarker`)).json
				.parameter,
		).toBe('targetLanguage');
		const push = await client.get(
			`/push/drafts/${drafts.push.published}?targetLanguage=handlebarsjava`,
		);
		expect(push.json.compiled.content[0].value).toBe('Order {{order_id}} is on its way');
		for (const name of ['voice', 'liveactivity'] as const) {
			expect(
				(
					await client.get(
						`${CHANNELS[name].pathPrefix}/drafts/${drafts[name].published}?targetLanguage=${name}`,
					)
				).status,
			).toBe(200);
		}
		const themed = await client.get(
			`/drafts/${drafts.email.published}?targetLanguage=html&themeId=${DEMO.themes.holiday}`,
		);
		expect(decode(themed.json.compiled.html)).toContain('data-theme="thm_holiday"');
	});

	it('filters by the translation lock value of the version, and by template from 2026.06', async () => {
		client.expectViolations(
			{ status: 400, place: 'query.status' },
			{ status: 400, place: 'query.templateId' },
		);
		const locked = await client.all('/drafts?status=LOCKED_FOR_TRANSLATION');
		expect(locked.items.map((item) => item.id)).toContain(DEMO.email.passwordTranslationDraft);
		expect(locked.items.every((item) => item.status === 'LOCKED_FOR_TRANSLATION')).toBe(true);
		expect((await client.get('/drafts?status=PENDING_APPROVAL')).json.parameter).toBe('status');
		expect((await client.get('/drafts?status=awaitingTranslation')).status).toBe(400);
		const old = await client.get('/drafts?status=awaitingTranslation', { version: '2025.09' });
		expect(old.json.data.map((item: { id: string }) => item.id)).toContain(
			DEMO.email.passwordTranslationDraft,
		);
		expect(
			(await client.get('/drafts?status=LOCKED_FOR_TRANSLATION', { version: '2025.09' })).status,
		).toBe(400);
		expect(
			(await client.get('/drafts?status=awaitingTranslation', { version: '2019.10' })).status,
		).toBe(400);
		const byTemplate = await client.all(`/drafts?templateId=${DEMO.email.welcomeTemplate}`);
		expect(byTemplate.items.map((item) => item.id)).toEqual([
			DEMO.email.welcomePublishedDraft,
			DEMO.email.welcomeRedesignDraft,
		]);
		expect(
			(await client.get(`/drafts?templateId=${DEMO.email.welcomeTemplate}`, { version: '2025.09' }))
				.status,
		).toBe(400);
		// A template that does not exist (or no longer does) is the list's 404; another channel's has no drafts here.
		const missing = await client.get('/drafts?templateId=tem_deleted');
		expect(missing.status).toBe(404);
		expect(missing.json).toEqual({
			code: 'not_found',
			message: 'Not found: no template has the id "tem_deleted"',
		});
		expect((await client.all(`/drafts?templateId=${DEMO.channels.sms.template}`)).items).toEqual(
			[],
		);
	});

	it('shapes draft fields by version', async () => {
		const old = (await client.get('/drafts', { version: '2020.11' })).json.data[0];
		expect(Object.keys(old)).toEqual(['id', 'templateId', 'name', 'url', 'createdAt', 'updatedAt']);
		const withMetadata = (await client.get('/drafts', { version: '2024.08' })).json.data[0];
		expect(Object.keys(withMetadata)).toEqual([
			'id',
			'templateId',
			'name',
			'url',
			'path',
			'workspaceId',
			'createdAt',
			'updatedAt',
			'status',
			'templateName',
			'designApprovedDate',
		]);
		expect(Object.keys((await client.get('/drafts')).json.data[0])).toContain('tags');
	});
});

describe('States and transitions', () => {
	it.each(CHANNEL_NAMES)(
		'%s: submit, reject with feedback, resubmit, approve publishes the draft',
		async (name) => {
			const { pathPrefix } = CHANNELS[name];
			const copy = await client.post(`${pathPrefix}/drafts/${drafts[name].published}/duplicate`, {
				name: 'Copy',
			});
			expect(copy.status).toBe(200);
			const id = copy.json.id;
			expect(id).toMatch(/^tdft_/);
			const submit = await client.post(`${pathPrefix}/drafts/${id}/publishRequest`);
			expect([submit.status, submit.text]).toEqual([200, '']);
			expect((await client.post(`${pathPrefix}/drafts/${id}/publishRequest`)).json.code).toBe(
				'prohibited_action',
			);
			const reject = await client.post(`${pathPrefix}/drafts/${id}/publish/reject`, 'Too long', {
				contentType: 'text/plain',
			});
			expect([reject.status, reject.text]).toEqual([200, '']);
			expect((await client.get(`${pathPrefix}/drafts/${id}${readQuery(name)}`)).json.status).toBe(
				'IN_PROGRESS',
			);
			expect((await client.post(`${pathPrefix}/drafts/${id}/publish/approve`)).status).toBe(403);
			await client.post(`${pathPrefix}/drafts/${id}/publishRequest`);
			expect(
				(
					await client.post(`${pathPrefix}/drafts/${id}/publish/approve`, 'Looks good', {
						contentType: 'text/plain',
					})
				).status,
			).toBe(200);
			const template = await client.get(
				`${pathPrefix}/templates/${drafts[name].template}${readQuery(name)}`,
			);
			expect(template.json.publishedDraftId).toBe(id);
			const published = await client.get(`${pathPrefix}/drafts/${id}${readQuery(name)}`);
			expect(published.json.status).toBe('IN_PROGRESS');
			expect(published.json.designApprovedDate).toMatch(TIMESTAMP);
			expect(
				JSON.parse(await client.state()).drafts.find((draft: { id: string }) => draft.id === id)
					.reviews,
			).toEqual([
				{ decision: 'rejected', feedback: 'Too long', at: expect.stringMatching(TIMESTAMP) },
				{ decision: 'approved', feedback: 'Looks good', at: expect.stringMatching(TIMESTAMP) },
			]);
		},
	);

	it.each(CHANNEL_NAMES)(
		'%s: a published draft is read-only and cannot be archived',
		async (name) => {
			const { pathPrefix } = CHANNELS[name];
			const id = drafts[name].published;
			expect((await client.delete(`${pathPrefix}/drafts/${id}`)).json.code).toBe(
				'prohibited_action',
			);
			expect((await client.put(`${pathPrefix}/drafts/${id}/lockForTranslation`)).status).toBe(403);
			expect((await client.put(`${pathPrefix}/drafts/${id}/localizations/it-IT`, {})).status).toBe(
				403,
			);
			expect((await client.post(`${pathPrefix}/drafts/${id}/publishRequest`)).status).toBe(403);
		},
	);

	it.each(CHANNEL_NAMES)('%s: lock, unlock and archive', async (name) => {
		const { pathPrefix } = CHANNELS[name];
		const id = (
			await client.post(`${pathPrefix}/drafts/${drafts[name].pending}/duplicate`, {
				name: 'Work copy',
			})
		).json.id;
		expect((await client.delete(`${pathPrefix}/drafts/${id}/lockForTranslation`)).status).toBe(403);
		const lock = await client.put(`${pathPrefix}/drafts/${id}/lockForTranslation`);
		expect([lock.status, lock.text, lock.headers.get('content-type')]).toEqual([204, '', null]);
		expect((await client.put(`${pathPrefix}/drafts/${id}/lockForTranslation`)).status).toBe(403);
		expect((await client.post(`${pathPrefix}/drafts/${id}/publishRequest`)).status).toBe(403);
		expect((await client.get(`${pathPrefix}/drafts/${id}${readQuery(name)}`)).json.status).toBe(
			'LOCKED_FOR_TRANSLATION',
		);
		const unlock = await client.delete(`${pathPrefix}/drafts/${id}/lockForTranslation`);
		expect([unlock.status, unlock.text]).toEqual([204, '']);
		const archive = await client.delete(`${pathPrefix}/drafts/${id}`);
		expect([archive.status, archive.text, archive.headers.get('content-type')]).toEqual([
			204,
			'',
			null,
		]);
		expect((await client.get(`${pathPrefix}/drafts/${id}${readQuery(name)}`)).status).toBe(404);
		expect((await client.all(`${pathPrefix}/drafts`)).items.map((item) => item.id)).not.toContain(
			id,
		);
	});

	it('needs every required approval; approveAll publishes at once; a duplicate needs one', async () => {
		const two = DEMO.email.welcomeRedesignDraft;
		expect((await client.post(`/drafts/${two}/publish/approve`)).status).toBe(200);
		const pending = (await client.get(`/drafts/${two}?targetLanguage=html`)).json;
		expect(pending.status).toBe('PENDING_APPROVAL');
		expect(pending).not.toHaveProperty('designApprovedDate');
		expect((await client.post(`/drafts/${two}/publish/approve`)).status).toBe(200);
		expect(
			(await client.get(`/templates/${DEMO.email.welcomeTemplate}?targetLanguage=html`)).json
				.publishedDraftId,
		).toBe(two);

		const copy = (
			await client.post(`/drafts/${DEMO.email.summerNewsletterDraft}/duplicate`, {
				name: 'Summer copy',
			})
		).json.id;
		await client.post(`/drafts/${copy}/publishRequest`);
		await client.post(`/drafts/${copy}/publish/approve`);
		expect(
			(await client.get(`/drafts/${copy}?targetLanguage=html`)).json.designApprovedDate,
		).toMatch(TIMESTAMP);
	});

	it('moves updatedAt when a draft changes, not when a review or a tag is recorded about it', async () => {
		const two = DEMO.email.welcomeRedesignDraft;
		const updatedAt = async () =>
			(await client.get(`/drafts/${two}?targetLanguage=html`)).json.updatedAt;
		const before = await updatedAt();
		await new Promise((resolve) => setTimeout(resolve, 1100));
		expect((await client.post(`/drafts/${two}/publish/approve`)).status).toBe(200);
		expect(
			(await client.put(`/tags/assign/${two}`, { tagIds: [DEMO.tags.legalReview] })).status,
		).toBe(200);
		expect(await updatedAt()).toBe(before);
		expect((await client.post(`/drafts/${two}/publish/reject`)).status).toBe(200);
		expect(await updatedAt()).not.toBe(before);
	});

	it('brings a never-published template into the published list when its draft is published', async () => {
		const before = await client.all('/templates');
		expect(before.items.map((item) => item.id)).not.toContain(DEMO.email.summerNewsletterTemplate);
		expect(
			(
				await client.post(
					`/drafts/${DEMO.email.summerNewsletterDraft}/publish/approveAll`,
					'Ship it',
					{ contentType: 'text/plain' },
				)
			).status,
		).toBe(200);
		const after = await client.all('/templates');
		expect(after.items.map((item) => item.id).at(-1)).toBe(DEMO.email.summerNewsletterTemplate);
		expect(
			(
				await client.post(`/render/template/${DEMO.email.summerNewsletterTemplate}`, {
					first_name: 'Ada',
				})
			).json.subject,
		).toBe('Summer news from Acme');
	});

	it('duplicates content, localizations and translations, not tags', async () => {
		const id = (
			await client.post(`/drafts/${DEMO.email.welcomeRedesignDraft}/duplicate`, {
				name: 'Welcome v3',
			})
		).json.id;
		const copy = (await client.get(`/drafts/${id}?targetLanguage=html`)).json;
		const source = (
			await client.get(`/drafts/${DEMO.email.welcomeRedesignDraft}?targetLanguage=html`)
		).json;
		expect(copy.compiled).toEqual(source.compiled);
		expect(copy.localizations.map((ref: { id: string }) => ref.id)).toEqual(
			source.localizations.map((ref: { id: string }) => ref.id),
		);
		expect(copy).toMatchObject({ name: 'Welcome v3', status: 'IN_PROGRESS', tags: [] });
		expect((await client.get(`/drafts/${id}/localizations/fr-FR/translations`)).json).toEqual(
			(
				await client.get(
					`/drafts/${DEMO.email.welcomeRedesignDraft}/localizations/fr-FR/translations`,
				)
			).json,
		);
	});

	it('gates the operations by version and checks the duplicate body', async () => {
		client.expectViolations(
			{ status: 404, place: 'operation' },
			{ status: 400, place: /^request\.(body|body\/name|content-type)$/ },
		);
		expect(
			(
				await client.post(
					`/drafts/${DEMO.email.springSaleDraft}/duplicate`,
					{ name: 'x' },
					{ version: '2019.10' },
				)
			).status,
		).toBe(404);
		expect(
			(
				await client.post(
					`/sms/drafts/${drafts.sms.pending}/duplicate`,
					{ name: 'x' },
					{ version: '2025.09' },
				)
			).status,
		).toBe(404);
		expect(
			(
				await client.post(`/drafts/${drafts.email.pending}/publish/approve`, undefined, {
					version: '2024.12',
				})
			).status,
		).toBe(404);
		expect(
			(await client.post(`/drafts/${DEMO.email.springSaleDraft}/duplicate`, {})).json,
		).toMatchObject({ parameter: 'name' });
		expect(
			(
				await client.post(`/drafts/${DEMO.email.springSaleDraft}/duplicate`, {
					name: 'x',
					extra: 1,
				})
			).json.parameter,
		).toBe('extra');
		expect((await client.post(`/drafts/${DEMO.email.springSaleDraft}/duplicate`)).json.code).toBe(
			'invalid_body',
		);
		expect(
			(await client.post(`/drafts/${drafts.email.pending}/publish/approve`, { feedback: 'json' }))
				.json.code,
		).toBe('invalid_body');
		expect((await client.post(`/sms/drafts/${drafts.email.pending}/publishRequest`)).status).toBe(
			404,
		);
	});
});
