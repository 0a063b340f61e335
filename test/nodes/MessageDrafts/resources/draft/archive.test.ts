import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import { allDrafts, draftNamed, draftOperation, email, readDraft } from '../../support';

const { sandbox, run, runJson, runError } = useNodeOnSandbox(new MessageDrafts());

describe('Message Drafts: Archive', () => {
	it('archives an email draft: reads answer 404 after', async () => {
		const output = await runJson(draftOperation('archive', email.springSaleDraft));
		expect(output).toEqual([{ deleted: true, draftId: email.springSaleDraft }]);
		expect((await readDraft(sandbox, 'email', email.springSaleDraft)).status).toBe(404);
		expect((await allDrafts(sandbox, 'email')).map(({ id }) => id)).not.toContain(
			email.springSaleDraft,
		);

		const again = await runError(draftOperation('archive', email.springSaleDraft));
		expect(again.message).toBe(`Draft ${email.springSaleDraft} was not found in Email.`);
	});

	it('archives a live-activity draft', async () => {
		const draft = await draftNamed(sandbox, 'liveactivity', 'Shipping notice v4');
		await run(draftOperation('archive', draft.id, { channel: 'liveactivity' }));
		expect((await readDraft(sandbox, 'liveactivity', draft.id)).status).toBe(404);
	});

	it('refuses to archive the published draft, with or without continueOnFail', async () => {
		const parameters = draftOperation('archive', email.welcomePublishedDraft);
		const error = await runError(parameters);
		expect(error.message).toBe(
			`Draft ${email.welcomePublishedDraft} is not in a state that allows this operation.`,
		);
		expect(error.description).toContain(
			'This operation needs a draft that is not the published draft of its template',
		);

		const [[item]] = await run(parameters, { continueOnFail: true });
		expect(item.pairedItem).toEqual({ item: 0 });
		expect(item.json.error).toMatchObject({
			httpCode: '403',
			draftId: email.welcomePublishedDraft,
			service: { code: 'prohibited_action' },
		});
		expect((await readDraft(sandbox, 'email', email.welcomePublishedDraft)).status).toBe(200);
	});

	it('reports an email draft id used on another channel as not found', async () => {
		const [[item]] = await run(
			draftOperation('archive', email.springSaleDraft, { channel: 'sms' }),
			{
				continueOnFail: true,
			},
		);
		expect(item.json).toMatchObject({
			message: `Draft ${email.springSaleDraft} was not found in SMS.`,
			error: { httpCode: '404', service: { code: 'not_found' } },
		});
		expect((await readDraft(sandbox, 'email', email.springSaleDraft)).status).toBe(200);
	});
});
