import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { DEMO } from '../../../../../sandbox';
import { nodeRuns } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import { allDrafts, draftNamed, draftOperation, readDraft, statusOf } from '../../support';

const sandbox = useSandbox();
const { run, runJson, runError } = nodeRuns(new MessageDrafts(), sandbox);
const { email } = DEMO;

beforeEach(async () => {
	await sandbox.reset();
	await sandbox.clearRequests();
});

describe('Message Drafts: Duplicate', () => {
	it('copies an email draft into a new draft in progress and outputs its id', async () => {
		const [copy] = await runJson(
			draftOperation('duplicate', email.welcomeRedesignDraft, { newName: 'Welcome email v3' }),
		);
		expect(copy).toEqual({ id: expect.stringMatching(/^tdft_/) });
		expect(copy.id).not.toBe(email.welcomeRedesignDraft);
		const { body: draft } = await readDraft(sandbox, 'email', String(copy.id));
		expect(draft).toMatchObject({
			name: 'Welcome email v3',
			status: 'IN_PROGRESS',
			template: email.welcomeTemplate,
		});
		expect(await statusOf(sandbox, 'email', email.welcomeRedesignDraft)).toBe('PENDING_APPROVAL');
	});

	it('copies a push draft', async () => {
		const push = DEMO.channels.push;
		const [copy] = await runJson(
			draftOperation('duplicate', push.publishedDraft, {
				channel: 'push',
				newName: 'Shipping notice v5',
			}),
		);
		expect((await readDraft(sandbox, 'push', String(copy.id))).body).toMatchObject({
			name: 'Shipping notice v5',
			status: 'IN_PROGRESS',
		});
	});

	it('refuses an empty name from an expression, and creates nothing', async () => {
		// n8n itself refuses an empty typed name; one from upstream data reaches the service.
		const before = (await allDrafts(sandbox, 'email')).length;
		const error = await runError(
			draftOperation('duplicate', email.welcomeRedesignDraft, {
				newName: '={{ $json.title ?? "" }}',
			}),
		);
		expect(error.message).toBe('The service did not accept the value of Name.');
		expect(error.description).toContain('The service named the parameter name.');
		expect((await allDrafts(sandbox, 'email')).length).toBe(before);
	});
});

describe('Message Drafts: Lock and Unlock for Translation', () => {
	it('locks an email draft and unlocks it again', async () => {
		const locked = await runJson(draftOperation('lockForTranslation', email.springSaleDraft));
		expect(locked).toEqual([{ success: true, draftId: email.springSaleDraft }]);
		expect(await statusOf(sandbox, 'email', email.springSaleDraft)).toBe('LOCKED_FOR_TRANSLATION');

		const unlocked = await runJson(draftOperation('unlockForTranslation', email.springSaleDraft));
		expect(unlocked).toEqual([{ success: true, draftId: email.springSaleDraft }]);
		expect(await statusOf(sandbox, 'email', email.springSaleDraft)).toBe('IN_PROGRESS');
		const writes = (await sandbox.requests()).filter(({ method }) => method !== 'GET');
		expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
			`PUT /drafts/${email.springSaleDraft}/lockForTranslation`,
			`DELETE /drafts/${email.springSaleDraft}/lockForTranslation`,
		]);
	});

	it('locks and unlocks an SMS draft', async () => {
		const draft = await draftNamed(sandbox, 'sms', 'Shipping notice v4');
		await run(draftOperation('lockForTranslation', draft.id, { channel: 'sms' }));
		expect(await statusOf(sandbox, 'sms', draft.id)).toBe('LOCKED_FOR_TRANSLATION');
		await run(draftOperation('unlockForTranslation', draft.id, { channel: 'sms' }));
		expect(await statusOf(sandbox, 'sms', draft.id)).toBe('IN_PROGRESS');
	});

	it('locks email drafts from 2020.11 on', async () => {
		await run(draftOperation('lockForTranslation', email.springSaleDraft), { version: '2020.11' });
		expect(await statusOf(sandbox, 'email', email.springSaleDraft)).toBe('LOCKED_FOR_TRANSLATION');

		await sandbox.clearRequests();
		await expect(
			run(draftOperation('unlockForTranslation', email.springSaleDraft), { version: '2019.10' }),
		).rejects.toThrow(
			'Duplicating, archiving, locking and unlocking email drafts: available from API version 2020.11; the credential uses 2019.10',
		);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('stops before any request when the version has no lock for the SMS channel', async () => {
		const draft = await draftNamed(sandbox, 'sms', 'Shipping notice v4');
		await sandbox.clearRequests();
		await expect(
			run(draftOperation('lockForTranslation', draft.id, { channel: 'sms' }), {
				version: '2025.09',
			}),
		).rejects.toThrow(
			'Duplicating, archiving, locking and unlocking SMS, push, voice and live-activity drafts: available from API version 2026.06; the credential uses 2025.09',
		);
		expect(await sandbox.requests()).toEqual([]);
		expect(await statusOf(sandbox, 'sms', draft.id)).toBe('IN_PROGRESS');
	});

	it('names the state Unlock needs, and leaves the draft as it was', async () => {
		const error = await runError(draftOperation('unlockForTranslation', email.springSaleDraft));
		expect(error.message).toBe(
			`Draft ${email.springSaleDraft} is not in a state that allows this operation.`,
		);
		expect(error.description).toContain(
			'This operation needs a draft locked for translation (LOCKED_FOR_TRANSLATION)',
		);
		expect(await statusOf(sandbox, 'email', email.springSaleDraft)).toBe('IN_PROGRESS');
	});
});

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
