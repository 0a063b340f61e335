import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { DEMO } from '../../../../../sandbox';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import { allDrafts, draftOperation, email, readDraft, statusOf } from '../../support';

const { sandbox, runJson, runError } = useNodeOnSandbox(new MessageDrafts());

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
