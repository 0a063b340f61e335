import { MessageDrafts } from '../../../nodes/MessageDrafts/MessageDrafts.node';
import { MessageWorkspaces } from '../../../nodes/MessageWorkspaces/MessageWorkspaces.node';
import { DEMO } from '../../../sandbox';
import { runNode, runNodeJson } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';

const sandbox = useSandbox();
const workspaces = new MessageWorkspaces();
const drafts = new MessageDrafts();

async function failNext(count: number, status: 429 | 500) {
	await sandbox.api('PUT', '/_sandbox/faults', { body: { failNext: count, failStatuses: [status] } });
	await sandbox.clearRequests();
}

const listWorkspaces = () =>
	runNodeJson({
		nodeType: workspaces,
		parameters: { resource: 'workspace', operation: 'getAll', returnAll: true },
		credentials: sandbox.credentials(),
	});

const submitForApproval = (draftId: string) =>
	runNode({
		nodeType: drafts,
		parameters: {
			resource: 'draft',
			operation: 'submitForApproval',
			channel: 'email',
			draftId: { __rl: true, mode: 'id', value: draftId },
		},
		credentials: sandbox.credentials(),
	});

async function draftStatus(draftId: string) {
	const { body } = await sandbox.api<{ status: string }>('GET', `/drafts/${draftId}?targetLanguage=html`);
	return body.status;
}

describe('retries of every operation', () => {
	beforeEach(async () => {
		await sandbox.reset();
		await sandbox.api('PUT', '/_sandbox/faults', { body: { failNext: 0, failRate: 0 } });
	});

	it('waits as long as a 429 says, then reads', async () => {
		await failNext(1, 429);
		const started = Date.now();
		expect((await listWorkspaces()).length).toBeGreaterThanOrEqual(3);
		expect(Date.now() - started).toBeGreaterThanOrEqual(900);
		expect((await sandbox.requests()).map(({ status }) => status)).toEqual([429, 200]);
	});

	it('reads again after server errors, backing off', async () => {
		await failNext(2, 500);
		expect((await listWorkspaces()).length).toBeGreaterThanOrEqual(3);
		expect((await sandbox.requests()).map(({ status }) => status)).toEqual([500, 500, 200]);
	});

	it('gives up after a handful of tries with the rate-limit error in words', async () => {
		await failNext(10, 429);
		await expect(listWorkspaces()).rejects.toThrow("The service's rate limit was reached.");
		expect(await sandbox.requests()).toHaveLength(4);
	}, 15_000);

	it('sends a write again after a 429, which the service did not apply', async () => {
		await failNext(1, 429);
		const [[item]] = await submitForApproval(DEMO.email.springSaleDraft);
		expect(item.json).toEqual({ success: true, draftId: DEMO.email.springSaleDraft });
		expect((await sandbox.requests()).map(({ status }) => status)).toEqual([429, 200]);
		expect(await draftStatus(DEMO.email.springSaleDraft)).toBe('PENDING_APPROVAL');
	});

	it('never sends a write twice after a server error, and says so', async () => {
		await failNext(1, 500);
		const error = await submitForApproval(DEMO.email.springSaleDraft).catch((e: Error) => e);
		expect(error).toMatchObject({ message: 'The service failed to answer (HTTP 500).' });
		expect(await sandbox.requests()).toHaveLength(1);
		expect(await draftStatus(DEMO.email.springSaleDraft)).toBe('IN_PROGRESS');
	});
});
