import { DEMO } from '../../../../../sandbox';
import { runNode } from '../../../../harness/runNode';
import {
	SMS_PENDING_DRAFT,
	WELCOME_REDESIGN_DRAFT,
	WELCOME_TEMPLATE,
	assignment,
	nodeType,
	useTagsOnSandbox,
} from '../../support';

const { sandbox, run, allTags, tagsOn } = useTagsOnSandbox({ reset: true });

describe('Message Tags: Unassign', () => {
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
