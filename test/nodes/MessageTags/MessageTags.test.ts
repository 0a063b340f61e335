import type { INodeParameters } from 'n8n-workflow';

import { MessageTags } from '../../../nodes/MessageTags/MessageTags.node';
import { DEMO } from '../../../sandbox';
import { loadOptions as openList } from '../../harness/editorMethods';
import { type NodeRunError, runNode, runNodeJson } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';

const sandbox = useSandbox();
const nodeType = new MessageTags();

interface Tag {
	id: string;
	name: string;
	types: string[];
	workspaceIds: string[];
	status: string;
	createdAt: string;
	updatedAt: string;
}

const byId = (value: string) => ({ __rl: true, mode: 'id', value });
const fromList = (value: string) => ({ __rl: true, mode: 'list', value });

async function run(parameters: INodeParameters, options: { continueOnFail?: boolean } = {}) {
	return await runNodeJson({
		nodeType,
		parameters: { resource: 'tag', ...parameters },
		credentials: sandbox.credentials(),
		...options,
	});
}

async function failure(parameters: INodeParameters) {
	return (await run(parameters).then(
		() => {
			throw new Error('The node was expected to fail');
		},
		(error: NodeRunError) => error,
	)) as NodeRunError;
}

async function allTags(query = '') {
	return (await sandbox.api<Tag[]>('GET', `/tags${query}`)).body;
}

/** The ids of the tags a resource carries, read back from the service. */
async function tagsOn(path: string) {
	const { status, body } = await sandbox.api<{ tags: Array<{ id: string }> }>('GET', path);
	expect(status).toBe(200);
	return body.tags.map(({ id }) => id);
}

const WELCOME_TEMPLATE = `/templates/${DEMO.email.welcomeTemplate}?targetLanguage=html`;
const WELCOME_REDESIGN_DRAFT = `/drafts/${DEMO.email.welcomeRedesignDraft}?targetLanguage=html`;
const SMS_PENDING_DRAFT = `/sms/drafts/${DEMO.channels.sms.pendingDraft}`;

/** Calls one of the node's loadOptions methods as the editor does when a multi-select opens. */
async function loadOptions(method: string, parameters: INodeParameters) {
	return await openList({
		nodeType,
		method,
		parameters: { resource: 'tag', ...parameters },
		credentials: sandbox.credentials(),
	});
}

function assignment(
	operation: 'assign' | 'unassign',
	resourceType: 'template' | 'draft',
	resourceId: string,
	tagIds: unknown,
	channel = 'email',
) {
	return {
		operation,
		resourceType,
		channel,
		resourceId: byId(resourceId),
		tagIds,
	} as INodeParameters;
}

describe('Message Tags', () => {
	describe('reads', () => {
		it('lists every tag, or the first ones up to the limit', async () => {
			// A Limit left over from before Return All was switched on must not cut the list.
			const tags = await run({ operation: 'getAll', returnAll: true, limit: 1 });
			expect(tags).toEqual(await allTags());
			expect(tags.map(({ id }) => id)).toEqual(expect.arrayContaining(Object.values(DEMO.tags)));

			await sandbox.clearRequests();
			const firstTwo = await run({ operation: 'getAll', returnAll: false, limit: 2 });
			expect(firstTwo).toEqual(tags.slice(0, 2));
			expect(await sandbox.requests()).toHaveLength(1);
		});

		it('filters by resource type and by workspace on the service', async () => {
			await sandbox.clearRequests();
			const blockTags = await run({
				operation: 'getAll',
				returnAll: true,
				filters: { type: 'block' },
			});
			expect(blockTags.map(({ id }) => id).sort()).toEqual(
				[DEMO.tags.footer, DEMO.tags.retired].sort(),
			);

			const productTags = await run({
				operation: 'getAll',
				returnAll: true,
				filters: { workspaceId: fromList(DEMO.workspaces.product) },
			});
			expect(productTags.length).toBeGreaterThan(0);
			expect(productTags.map(({ id }) => id)).not.toContain(DEMO.tags.seasonal);
			for (const tag of productTags) expect(tag.workspaceIds).toContain(DEMO.workspaces.product);

			const both = await run({
				operation: 'getAll',
				returnAll: true,
				filters: { type: 'template', workspaceId: byId(DEMO.workspaces.marketing) },
			});
			expect((await sandbox.requests()).map(({ query }) => query)).toEqual([
				{ type: 'block' },
				{ workspaceId: DEMO.workspaces.product },
				{ type: 'template', workspaceId: DEMO.workspaces.marketing },
			]);
			expect(both).toEqual(
				await allTags(`?type=template&workspaceId=${DEMO.workspaces.marketing}`),
			);
			expect(both.map(({ id }) => id)).toContain(DEMO.tags.seasonal);
			expect(both.map(({ id }) => id)).not.toContain(DEMO.tags.footer);
		});

		it('sends no workspace filter when the filter is left empty, and refuses a workspace id of the wrong shape', async () => {
			await sandbox.clearRequests();
			const tags = await run({
				operation: 'getAll',
				returnAll: true,
				filters: { workspaceId: fromList('') },
			});
			expect(tags).toHaveLength((await allTags()).length);
			expect((await sandbox.requests())[0].query).toEqual({});

			await sandbox.clearRequests();
			const error = await failure({
				operation: 'getAll',
				returnAll: true,
				filters: { workspaceId: byId('={{ "Marketing" }}') },
			});
			expect(error.message).toBe('Workspace "Marketing" is not a valid ID (expected: fdr_…).');
			expect(await sandbox.requests()).toEqual([]);
		});

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

	it('offers the active tags and every workspace in the multi-selects', async () => {
		const tags = await loadOptions('getTags', { operation: 'assign' });
		const active = (await allTags()).filter(({ status }) => status === 'active');
		expect(tags.map(({ value }) => value).sort()).toEqual(active.map(({ id }) => id).sort());
		expect(tags.map(({ value }) => value)).not.toContain(DEMO.tags.retired);

		const workspaces = await loadOptions('getWorkspaces', { operation: 'create' });
		expect(workspaces).toEqual([
			{
				name: 'Marketing',
				value: DEMO.workspaces.marketing,
				description: 'Campaigns, newsletters and promotions',
			},
			{
				name: 'Product',
				value: DEMO.workspaces.product,
				description: 'Onboarding and product notifications',
			},
			{ name: 'Support', value: DEMO.workspaces.support, description: 'Customer support messages' },
		]);
	});

	describe('changes', () => {
		beforeEach(async () => {
			await sandbox.reset();
		});

		it('creates an active tag that the service then returns', async () => {
			const [created] = await run({
				operation: 'create',
				name: '  Black Friday  ',
				types: ['template', 'block'],
				workspaceIds: [DEMO.workspaces.marketing, DEMO.workspaces.support],
			});
			expect(created).toMatchObject({
				name: 'Black Friday',
				types: ['template', 'block'],
				workspaceIds: [DEMO.workspaces.marketing, DEMO.workspaces.support],
				status: 'active',
			});
			const { status, body } = await sandbox.api('GET', `/tags/${String(created.id)}`);
			expect(status).toBe(200);
			expect(body).toEqual(created);
			expect((await allTags()).map(({ id }) => id)).toContain(created.id);
		});

		it('creates a tag for all workspaces when no workspace is chosen, assignable anywhere', async () => {
			const [everywhere] = await run({
				operation: 'create',
				name: 'Everywhere',
				types: ['template', 'draft'],
				workspaceIds: [],
			});
			expect(everywhere).toMatchObject({
				name: 'Everywhere',
				types: ['template', 'draft'],
				workspaceIds: [],
				status: 'active',
			});
			// Left out altogether, as a workflow written before the field was optional may have it.
			const [fromDefault] = await run({
				operation: 'create',
				name: 'Default',
				types: ['template'],
			});
			expect(fromDefault.workspaceIds).toEqual([]);
			await sandbox.clearRequests();
			await run(assignment('assign', 'template', DEMO.email.welcomeTemplate, [everywhere.id]));
			await run(
				assignment('assign', 'draft', DEMO.channels.sms.pendingDraft, [everywhere.id], 'sms'),
			);
			expect(await tagsOn(WELCOME_TEMPLATE)).toContain(everywhere.id);
			expect(await tagsOn(SMS_PENDING_DRAFT)).toContain(everywhere.id);
		});

		it('takes types and workspaces from an expression, as one id or comma-separated', async () => {
			const [created] = await run({
				operation: 'create',
				name: 'From upstream',
				types: '={{ "draft" }}',
				workspaceIds: `={{ "${DEMO.workspaces.product}, ${DEMO.workspaces.support}" }}`,
			});
			expect(created).toMatchObject({
				types: ['draft'],
				workspaceIds: [DEMO.workspaces.product, DEMO.workspaces.support],
			});
		});

		it('checks the name, types and workspaces before sending anything', async () => {
			const valid = {
				operation: 'create',
				name: 'Ok',
				types: ['template'],
				workspaceIds: [DEMO.workspaces.marketing],
			};
			await sandbox.clearRequests();

			const tooLong = await failure({ ...valid, name: 'x'.repeat(256) });
			expect(tooLong.message).toBe('Name is 256 characters long; a tag name can have at most 255.');
			expect(tooLong.description).toBe('Shorten the Name to 255 characters or fewer.');
			expect((await failure({ ...valid, name: '   ' })).message).toBe('Name is empty.');
			// An empty pick is refused by n8n itself; an expression that gives nothing reaches the node.
			expect((await failure({ ...valid, types: '={{ [] }}' })).message).toBe('Types is empty.');
			expect((await failure({ ...valid, types: '={{ "templates" }}' })).message).toBe(
				'Types: "templates" is not a resource type.',
			);
			expect((await failure({ ...valid, workspaceIds: '={{ "Marketing" }}' })).message).toBe(
				'Workspaces: Workspace "Marketing" is not a valid ID (expected: fdr_…).',
			);
			expect(await sandbox.requests()).toEqual([]);

			const [item] = await run({ ...valid, name: 'x'.repeat(256) }, { continueOnFail: true });
			expect(item).toEqual({
				message: 'Name is 256 characters long; a tag name can have at most 255.',
				error: { description: 'Shorten the Name to 255 characters or fewer.' },
			});
			expect(await sandbox.requests()).toEqual([]);

			// 255 characters is allowed, counted as characters even where one takes two UTF-16 units.
			const [longest] = await run({ ...valid, name: '🏷'.repeat(255) });
			expect(longest.name).toBe('🏷'.repeat(255));
		});

		it('renames a tag and deactivates it, changing only the fields given', async () => {
			const before = (await sandbox.api<Tag>('GET', `/tags/${DEMO.tags.seasonal}`)).body;
			const output = await run({
				operation: 'update',
				tagId: fromList(DEMO.tags.seasonal),
				updateFields: { name: 'Seasonal (archived)', status: 'inactive' },
			});
			expect(output).toEqual([{ success: true, tagId: DEMO.tags.seasonal }]);

			const after = (await sandbox.api<Tag>('GET', `/tags/${DEMO.tags.seasonal}`)).body;
			expect(after).toMatchObject({
				name: 'Seasonal (archived)',
				status: 'inactive',
				types: before.types,
				workspaceIds: before.workspaceIds,
			});
			const activeTags = await run({
				operation: 'update',
				tagId: byId(DEMO.tags.retired),
				updateFields: { status: 'active' },
			});
			expect(activeTags).toEqual([{ success: true, tagId: DEMO.tags.retired }]);
			expect((await sandbox.api<Tag>('GET', `/tags/${DEMO.tags.retired}`)).body.status).toBe(
				'active',
			);
		});

		it('changes the types and workspaces of a tag', async () => {
			await run({
				operation: 'update',
				tagId: byId(DEMO.tags.footer),
				updateFields: { types: ['block', 'template'], workspaceIds: [DEMO.workspaces.support] },
			});
			expect((await sandbox.api<Tag>('GET', `/tags/${DEMO.tags.footer}`)).body).toMatchObject({
				name: 'Footer',
				types: ['block', 'template'],
				workspaceIds: [DEMO.workspaces.support],
			});
		});

		it('refuses an update with nothing to change, or a name too long, before sending', async () => {
			await sandbox.clearRequests();
			const nothing = await failure({
				operation: 'update',
				tagId: byId(DEMO.tags.seasonal),
				updateFields: {},
			});
			expect(nothing.message).toBe('Nothing to update.');
			expect(nothing.description).toContain('Update Fields');
			const tooLong = await failure({
				operation: 'update',
				tagId: byId(DEMO.tags.seasonal),
				updateFields: { name: 'y'.repeat(300) },
			});
			expect(tooLong.message).toBe('Name is 300 characters long; a tag name can have at most 255.');
			expect(await sandbox.requests()).toEqual([]);
		});

		it('deletes a tag: gone from reads, lists and every resource that had it', async () => {
			expect(await tagsOn(WELCOME_TEMPLATE)).toContain(DEMO.tags.transactional);
			expect(await tagsOn(SMS_PENDING_DRAFT)).toEqual([]);
			const { body: smsTemplate } = await sandbox.api<{ tags: Array<{ id: string }> }>(
				'GET',
				`/sms/templates/${DEMO.channels.sms.template}`,
			);
			expect(smsTemplate.tags.map(({ id }) => id)).toContain(DEMO.tags.transactional);

			const output = await run({ operation: 'delete', tagId: fromList(DEMO.tags.transactional) });
			expect(output).toEqual([{ deleted: true, tagId: DEMO.tags.transactional }]);

			expect((await sandbox.api('GET', `/tags/${DEMO.tags.transactional}`)).status).toBe(404);
			expect((await allTags()).map(({ id }) => id)).not.toContain(DEMO.tags.transactional);
			expect(await tagsOn(WELCOME_TEMPLATE)).not.toContain(DEMO.tags.transactional);
			expect(await tagsOn(`/sms/templates/${DEMO.channels.sms.template}`)).not.toContain(
				DEMO.tags.transactional,
			);
			const { body: page } = await sandbox.api<{ data: Array<{ tags: Array<{ id: string }> }> }>(
				'GET',
				'/templates',
			);
			for (const template of page.data)
				expect(template.tags.map(({ id }) => id)).not.toContain(DEMO.tags.transactional);

			const again = await failure({ operation: 'delete', tagId: byId(DEMO.tags.transactional) });
			expect(again.message).toBe(`Tag ${DEMO.tags.transactional} was not found.`);
		});

		it('assigns tags to an email template, given in the list or by expression', async () => {
			const [created] = await run({
				operation: 'create',
				name: 'Lifecycle',
				types: ['template'],
				workspaceIds: [DEMO.workspaces.product],
			});
			const output = await run(
				assignment('assign', 'template', DEMO.email.welcomeTemplate, [
					String(created.id),
					DEMO.tags.transactional,
				]),
			);
			expect(output).toEqual([
				{
					success: true,
					resourceId: DEMO.email.welcomeTemplate,
					tagIds: [created.id, DEMO.tags.transactional],
				},
			]);
			expect(await tagsOn(WELCOME_TEMPLATE)).toEqual([DEMO.tags.transactional, created.id]);
			const { body } = await sandbox.api<{ tags: Array<{ id: string; name: string }> }>(
				'GET',
				WELCOME_TEMPLATE,
			);
			expect(body.tags).toContainEqual({ id: created.id, name: 'Lifecycle' });

			const [fromExpression] = await run(
				assignment(
					'assign',
					'template',
					DEMO.email.orderTemplate,
					`={{ "${String(created.id)}" }}`,
				),
			);
			expect(fromExpression).toEqual({
				success: true,
				resourceId: DEMO.email.orderTemplate,
				tagIds: [created.id],
			});
			expect(await tagsOn(`/templates/${DEMO.email.orderTemplate}?targetLanguage=html`)).toContain(
				created.id,
			);
		});

		it('assigns a tag to a draft on another channel, and unassigns it', async () => {
			const tagIds = [DEMO.tags.legalReview];
			const assigned = await run(
				assignment('assign', 'draft', DEMO.channels.sms.pendingDraft, tagIds, 'sms'),
			);
			expect(assigned).toEqual([
				{ success: true, resourceId: DEMO.channels.sms.pendingDraft, tagIds },
			]);
			expect(await tagsOn(SMS_PENDING_DRAFT)).toEqual(tagIds);

			const unassigned = await run(
				assignment('unassign', 'draft', DEMO.channels.sms.pendingDraft, tagIds, 'sms'),
			);
			expect(unassigned).toEqual([
				{ success: true, resourceId: DEMO.channels.sms.pendingDraft, tagIds },
			]);
			expect(await tagsOn(SMS_PENDING_DRAFT)).toEqual([]);
		});

		it('unassigns tags from an email template and draft, inactive ones included', async () => {
			await sandbox.api('PATCH', `/tags/update/${DEMO.tags.legalReview}`, {
				body: { status: 'inactive' },
			});
			const output = await run(
				assignment('unassign', 'draft', DEMO.email.welcomeRedesignDraft, [DEMO.tags.legalReview]),
			);
			expect(output).toEqual([
				{
					success: true,
					resourceId: DEMO.email.welcomeRedesignDraft,
					tagIds: [DEMO.tags.legalReview],
				},
			]);
			expect(await tagsOn(WELCOME_REDESIGN_DRAFT)).toEqual([]);

			await run(
				assignment('unassign', 'template', DEMO.email.welcomeTemplate, [DEMO.tags.transactional]),
			);
			expect(await tagsOn(WELCOME_TEMPLATE)).toEqual([]);
			expect((await allTags()).map(({ id }) => id)).toContain(DEMO.tags.transactional);
		});

		it('pairs each output item with its input item', async () => {
			const resources = [DEMO.email.welcomeTemplate, DEMO.email.orderTemplate];
			const [items] = await runNode({
				nodeType,
				parameters: {
					resource: 'tag',
					...assignment('unassign', 'template', '={{ $json.id }}', [DEMO.tags.transactional]),
				},
				credentials: sandbox.credentials(),
				input: resources.map((id) => ({ json: { id } })),
			});
			expect(items.map(({ json, pairedItem }) => [json.resourceId, pairedItem])).toEqual(
				resources.map((id, item) => [id, { item }]),
			);
			for (const id of resources) {
				expect(await tagsOn(`/templates/${id}?targetLanguage=html`)).not.toContain(
					DEMO.tags.transactional,
				);
			}
		});
	});

	describe("the service's assignment checks", () => {
		beforeEach(async () => {
			await sandbox.reset();
		});

		const cases = [
			{
				what: 'a tag whose types exclude the resource',
				parameters: assignment('assign', 'template', DEMO.email.welcomeTemplate, [
					DEMO.tags.legalReview,
				]),
				serviceMessage: 'The tag "Legal review" can be assigned to draft, not to a template',
				path: WELCOME_TEMPLATE,
			},
			{
				what: "a tag not available in the resource's workspace",
				parameters: assignment('assign', 'draft', DEMO.email.welcomeRedesignDraft, [
					DEMO.tags.seasonal,
				]),
				serviceMessage: `The tag "Seasonal" is not available in the workspace "${DEMO.workspaces.product}"`,
				path: WELCOME_REDESIGN_DRAFT,
			},
			{
				what: 'an inactive tag',
				parameters: assignment('assign', 'template', DEMO.email.welcomeTemplate, [
					DEMO.tags.retired,
				]),
				serviceMessage: 'The tag "Retired" is inactive and cannot be assigned',
				path: WELCOME_TEMPLATE,
			},
		];

		it.each(cases)(
			'surfaces $what: the parameter, the reason and the fix',
			async ({ parameters, serviceMessage, path }) => {
				const before = await tagsOn(path);
				const error = await failure(parameters);
				expect(error.message).toBe('The service did not accept entry 1 of Tags.');
				expect(error.httpCode).toBe('400');
				expect(error.description).toBe(
					`Service message: ${serviceMessage}.\nThe service named the parameter tagIds[0].\nCorrect Tags and run the node again.`,
				);
				expect(await tagsOn(path)).toEqual(before);

				const [item] = await run(parameters, { continueOnFail: true });
				expect(item).toMatchObject({
					message: 'The service did not accept entry 1 of Tags.',
					error: {
						description: error.description,
						httpCode: '400',
						resourceId: (parameters.resourceId as { value: string }).value,
						service: { code: 'invalid_parameter', parameter: 'tagIds[0]', message: serviceMessage },
					},
				});
				expect(await tagsOn(path)).toEqual(before);
			},
		);

		it('leaves the resource as it was when one tag of several is refused', async () => {
			const [created] = await run({
				operation: 'create',
				name: 'Onboarding',
				types: ['template'],
				workspaceIds: [DEMO.workspaces.product],
			});
			const before = await tagsOn(WELCOME_TEMPLATE);
			const error = await failure(
				assignment('assign', 'template', DEMO.email.welcomeTemplate, [
					String(created.id),
					DEMO.tags.retired,
				]),
			);
			expect(error.message).toBe('The service did not accept entry 2 of Tags.');
			expect(await tagsOn(WELCOME_TEMPLATE)).toEqual(before);
			expect(before).not.toContain(created.id);
		});

		it('continues with the next item after a refused one', async () => {
			const [items] = await runNode({
				nodeType,
				parameters: {
					resource: 'tag',
					...assignment('assign', 'template', '', '={{ $json.tagIds }}'),
					resourceId: byId(DEMO.email.orderTemplate),
				},
				credentials: sandbox.credentials(),
				input: [
					{ json: { tagIds: [DEMO.tags.retired] } },
					{ json: { tagIds: [DEMO.tags.transactional] } },
				],
				continueOnFail: true,
			});
			expect(
				items.map(({ json, pairedItem }) => [json.message ?? json.success, pairedItem]),
			).toEqual([
				['The service did not accept entry 1 of Tags.', { item: 0 }],
				[true, { item: 1 }],
			]);
		});

		it('refuses a draft id given as a template, and an empty tag list, before sending', async () => {
			await sandbox.clearRequests();
			const wrongType = await failure(
				assignment('assign', 'template', `={{ "${DEMO.email.welcomeRedesignDraft}" }}`, [
					DEMO.tags.transactional,
				]),
			);
			expect(wrongType.message).toBe(
				`Template "${DEMO.email.welcomeRedesignDraft}" is not a valid ID (expected: tem_…).`,
			);
			const noTags = await failure(
				assignment('assign', 'draft', DEMO.email.welcomeRedesignDraft, '={{ [] }}'),
			);
			expect(noTags.message).toBe('Tags is empty.');
			expect(await sandbox.requests()).toEqual([]);
		});

		it('reports a resource that does not exist with its id', async () => {
			const error = await failure(
				assignment('assign', 'template', 'tem_missing', [DEMO.tags.transactional]),
			);
			expect(error.message).toBe('Template tem_missing was not found.');
			expect(error.description).toContain('no template or draft has the id "tem_missing"');
		});
	});

	it('stops every operation before any request when the API version has no tags', async () => {
		const operations: INodeParameters[] = [
			{ operation: 'getAll', returnAll: true },
			{ operation: 'get', tagId: byId(DEMO.tags.seasonal) },
			{
				operation: 'create',
				name: 'New',
				types: ['template'],
				workspaceIds: [DEMO.workspaces.marketing],
			},
			{ operation: 'update', tagId: byId(DEMO.tags.seasonal), updateFields: { name: 'Renamed' } },
			{ operation: 'delete', tagId: byId(DEMO.tags.seasonal) },
			assignment('assign', 'template', DEMO.email.welcomeTemplate, [DEMO.tags.transactional]),
			assignment('unassign', 'draft', DEMO.email.welcomeRedesignDraft, [DEMO.tags.legalReview]),
		];
		await sandbox.clearRequests();
		for (const parameters of operations) {
			const error = await runNode({
				nodeType,
				parameters: { resource: 'tag', ...parameters },
				credentials: sandbox.credentials('2025.05v2'),
			}).catch((caught: NodeRunError) => caught);
			expect(error).toMatchObject({
				message: 'Tags: available from API version 2025.09; the credential uses 2025.05v2.',
			});
		}
		expect(await sandbox.requests()).toEqual([]);
	});

	it('never shows the API key in outputs or errors', async () => {
		await sandbox.reset();
		const seen: unknown[] = [
			await run({ operation: 'getAll', returnAll: true }),
			await run({ operation: 'get', tagId: byId(DEMO.tags.seasonal) }),
			await run(assignment('assign', 'template', DEMO.email.welcomeTemplate, [DEMO.tags.retired]), {
				continueOnFail: true,
			}),
			await run({ operation: 'delete', tagId: byId('tag_missing') }, { continueOnFail: true }),
			(
				await failure(
					assignment('assign', 'template', DEMO.email.welcomeTemplate, [DEMO.tags.retired]),
				)
			).details,
		];
		const wrongKey = 'wrong-key-0123456789';
		const refused = await runNode({
			nodeType,
			parameters: { resource: 'tag', operation: 'getAll', returnAll: true },
			credentials: sandbox.credentials(undefined, { apiKey: wrongKey }),
		}).catch((caught: NodeRunError) => caught);
		expect(refused).toMatchObject({ message: 'The service did not accept the API key.' });
		seen.push((refused as NodeRunError).details);

		const text = JSON.stringify(seen);
		expect(text).toContain('tagIds[0]');
		expect(text).not.toContain(sandbox.apiKey);
		expect(text).not.toContain(wrongKey);
	});
});
