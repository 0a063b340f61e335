import { DEMO } from '../../../../../sandbox';
import { runNode } from '../../../../harness/runNode';
import {
	WELCOME_REDESIGN_DRAFT,
	WELCOME_TEMPLATE,
	assignment,
	byId,
	nodeType,
	useTagsOnSandbox,
} from '../../support';

const { sandbox, run, failure, tagsOn } = useTagsOnSandbox({ reset: true });

/** A tag for templates in the product workspace, created with the node. */
async function newTemplateTag(name: string) {
	const [created] = await run({
		operation: 'create',
		name,
		types: ['template'],
		workspaceIds: [DEMO.workspaces.product],
	});
	return created;
}

describe('Message Tags: Assign', () => {
	it('assigns tags to an email template, given in the list or by expression', async () => {
		const created = await newTemplateTag('Lifecycle');
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
			assignment('assign', 'template', DEMO.email.orderTemplate, `={{ "${String(created.id)}" }}`),
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
});

describe("Message Tags: Assign, the service's assignment checks", () => {
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
			parameters: assignment('assign', 'template', DEMO.email.welcomeTemplate, [DEMO.tags.retired]),
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
		const created = await newTemplateTag('Onboarding');
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
		expect(items.map(({ json, pairedItem }) => [json.message ?? json.success, pairedItem])).toEqual(
			[
				['The service did not accept entry 1 of Tags.', { item: 0 }],
				[true, { item: 1 }],
			],
		);
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
