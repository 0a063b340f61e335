import { DEMO } from '../../../../../sandbox';
import {
	SMS_PENDING_DRAFT,
	WELCOME_TEMPLATE,
	byId,
	fromList,
	useTagsOnSandbox,
} from '../../support';

const { sandbox, run, failure, allTags, tagsOn } = useTagsOnSandbox({ reset: true });

describe('Message Tags: Delete', () => {
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
});
