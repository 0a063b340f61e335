import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { defaultDocumentPath, describeViolation } from '../../sandbox/contract';
import { bindCredential } from '../../scripts/n8n/examples';
import { installedPackageFolder } from '../../scripts/n8n/communityPackage';
import { ensureN8nInstalled } from '../../scripts/n8n/install';
import { N8nClient } from '../../scripts/n8n/n8nClient';
import { demoOwner } from '../../scripts/n8n/owner';
import { repoRoot } from '../../scripts/n8n/paths';
import { pinnedN8nVersion } from '../../scripts/n8n/releases';
import { ensureSandboxCredential, importWorkflow } from '../../scripts/n8n/provision';
import { reachableFolder } from '../../scripts/n8n/queue/postgres';
import { startQueueSetup, type QueueSetup, type QueueWorker } from '../../scripts/n8n/queue/queueSetup';
import { ensureQueueServers } from '../../scripts/n8n/queue/servers';
import { execution, executionsOf, waitFor } from '../e2e/support/executions';
import { callWebhook, draftsCarried, draftsRead, finished, templatesRead } from './support/runs';
import { callSandbox } from '../e2e/support/sandboxApi';
import { copiesOf, draftPaths, pollsOf, reads, requestLog } from './support/sandbox';
import { draftWorkflow, errorWorkflow, manyReadsWorkflow, recoveryWorkflow, webhookWorkflow } from './support/workflows';
import { executionsStarted, workerFinished, workersThatStarted } from './support/workerLogs';

/** Kept in the clone's ignored .tmp folder, so every process's log is there after a failed run. */
const folder = join(repoRoot, '.tmp', 'e2e-queue');

// Never published, each with an in-progress draft that the test copies and submits.
const deliveredTemplate = 'tem_spring_sale';
const deliveredSource = 'tdft_spring_sale';
const crashTemplate = 'tem_password_reset';
const crashSource = 'tdft_password_v1';

// A poll is at most a minute away; on two shared cores, give it more.
const nextPoll = 150_000;
// A killed worker's job: its lock lapses (30 s), the next stall check fails it (every 30 s), and
// main rechecks the execution for 30 s before recording it as failed.
const crashNoticed = 240_000;
// Two executions of 1,000 Template Gets against 600 requests a minute: three windows' wait at least.
const manyReadsItems = 1000;
const manyReadsLimit = 600;
const manyReadsDone = 420_000;

const figures: Record<string, number | string> = {};

describe('n8n in queue mode: main, two workers, PostgreSQL and Redis', () => {
	let sandbox: RunningSandbox;
	let setup: QueueSetup;
	let client: N8nClient;
	let credential: { id: string; name: string };
	const workflowIds: Record<'delivered' | 'crash' | 'webhook' | 'recovery' | 'manyReads', string> = { delivered: '', crash: '', webhook: '', recovery: '', manyReads: '' };
	let errorWorkflowId = '';

	/** Executions the earlier tests saw run to their end, so the crash test can tell its own apart. */
	const earlierExecutions: string[] = [];

	/** Submitted with the first workflow's drafts, so one poll serves both tests. */
	const crashingDrafts: string[] = [];

	/** The worker the crash test killed, whose user folder the last test starts a worker from again. */
	let killedWorker: QueueWorker | undefined;

	beforeAll(async () => {
		const say = (line: string) => process.stdout.write(`${line}\n`);
		rmSync(folder, { recursive: true, force: true });
		mkdirSync(folder, { recursive: true });
		const servers = await ensureQueueServers(join(folder, 'apt-get.log'), say);
		await ensureN8nInstalled(pinnedN8nVersion, say);
		sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataFile: join(folder, 'sandbox.json'), contract: defaultDocumentPath() });
		const owner = demoOwner(pinnedN8nVersion);
		setup = await startQueueSetup({ version: pinnedN8nVersion, folder, servers, workers: 2, owner });
		Object.assign(figures, Object.fromEntries(Object.entries(setup.startupSeconds).map(([what, seconds]) => [`ready after (s): ${what}`, seconds])));
		client = await N8nClient.signIn(setup.main.url, owner, 'e2e queue mode');
		credential = await ensureSandboxCredential(client, sandbox);
		errorWorkflowId = (await importWorkflow(client, errorWorkflow('Queue: told of failures (e2e)'))).id;
		// n8n 2.x calls only a published error workflow ("is not active and cannot be executed").
		await client.api('POST', `/workflows/${errorWorkflowId}/activate`);
		const crash = draftWorkflow('Queue: worker killed (e2e)', crashTemplate, 60);
		crash.settings.errorWorkflow = errorWorkflowId;
		const imports = {
			delivered: draftWorkflow('Queue: drafts delivered (e2e)', deliveredTemplate, 3),
			crash,
			webhook: webhookWorkflow('Queue: webhook (e2e)', 'queue-e2e', 'tem_welcome', 20),
			recovery: recoveryWorkflow('Queue: recover waiting drafts (e2e)', 'queue-recover', crashTemplate),
			manyReads: manyReadsWorkflow('Queue: many reads against the rate limit (e2e)', 'queue-many-reads', 'tem_welcome'),
		};
		for (const [key, workflow] of Object.entries(imports) as Array<[keyof typeof workflowIds, (typeof imports)['delivered']]>) {
			workflowIds[key] = (await importWorkflow(client, bindCredential(workflow, credential))).id;
			await client.api('POST', `/workflows/${workflowIds[key]}/activate`);
		}
		// Activation polls once at once, on main; that poll only takes note of what is already waiting.
		await waitFor(() => pollsOf(sandbox, deliveredTemplate), (polls) => polls > 0, 60_000);
		await waitFor(() => pollsOf(sandbox, crashTemplate), (polls) => polls > 0, 60_000);
	}, 900_000);

	afterAll(async () => {
		await setup?.stop();
		// A cluster that had to live in the system's temporary folder goes with the run.
		const postgresFolder = join(folder, 'postgres');
		const cluster = reachableFolder(postgresFolder);
		if (cluster !== postgresFolder) rmSync(cluster, { recursive: true, force: true });
		const report = sandbox?.contract?.report();
		await sandbox?.close();
		const lines = Object.entries(figures).map(([what, value]) => `  ${what}: ${value}`);
		process.stdout.write(`\nQueue mode figures:\n${lines.join('\n')}\n`);
		writeFileSync(join(folder, 'figures.json'), `${JSON.stringify(figures, null, '\t')}\n`);
		if (report && (report.violations.length > 0 || report.dropped > 0)) {
			throw new Error(`contract violations between n8n and the sandbox:\n${report.violations.map((violation) => `  ${describeViolation(violation)}`).join('\n')}`);
		}
	}, 120_000);

	it('refuses to start a worker whose user folder lacks the package or holds another build of it', async () => {
		const bare = join(folder, 'worker-without-package');
		mkdirSync(bare, { recursive: true });
		await expect(setup.startWorker('worker-without-package', bare)).rejects.toThrow(
			/worker-without-package not started: .*n8n-nodes-message-templates is missing/,
		);

		const other = join(folder, 'worker-other-build');
		cpSync(installedPackageFolder(join(folder, 'main')), installedPackageFolder(other), { recursive: true });
		const manifest = join(installedPackageFolder(other), 'package.json');
		writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/"version": "[^"]+"/, '"version": "0.0.1"'));
		await expect(setup.startWorker('worker-other-build', other)).rejects.toThrow(/worker-other-build not started: .* holds version 0\.0\.1/);

		// Refused before anything ran: no process, no log.
		expect(setup.workers.map((worker) => worker.name).sort()).toEqual(['worker-1', 'worker-2']);
		expect(existsSync(join(folder, 'worker-without-package.log'))).toBe(false);
		expect(existsSync(join(folder, 'worker-other-build.log'))).toBe(false);
	});

	it('runs Message Templates on a worker through a webhook, and a worker stopped with SIGTERM finishes that execution', async () => {
		const readsBefore = await reads(sandbox, ['/templates/tem_welcome']);
		const startedBefore = executionsStarted(setup.workers);
		const answer = callWebhook(`${setup.main.url}/webhook/queue-e2e`);
		// Read from the workers' logs, not the API: quick enough to catch the 20 s Wait on a busy machine.
		const [executionId] = await waitFor(
			async () => executionsStarted(setup.workers).filter((id) => !startedBefore.includes(id)),
			(ids) => ids.length > 0,
			60_000,
		);
		const [worker] = workersThatStarted(setup.workers, executionId);
		// Mid-execution: started and not finished when the worker is told to stop.
		expect(workerFinished(worker, executionId)).toBe(false);
		const stopped = worker.stop();

		const response = await answer;
		expect(response.status).toBe(200);
		expect(((await response.json()) as { id: string }).id).toBe('tem_welcome');
		await stopped;
		expect(await worker.exited).toBe(0);
		expect(workerFinished(worker, executionId)).toBe(true);
		const run = await execution(client, executionId);
		expect(run.status).toBe('success');
		expect(String((run as { workflowId?: string }).workflowId)).toBe(workflowIds.webhook);
		expect((await reads(sandbox, ['/templates/tem_welcome'])) - readsBefore).toBe(1);

		// Its replacement, from the same user folder.
		const replacement = await setup.startWorker(`${worker.name}-restarted`, worker.userFolder);
		figures[`ready after (s): ${replacement.name}`] = setup.startupSeconds[replacement.name];
		figures['webhook execution ran on'] = worker.name;
		earlierExecutions.push(executionId);
	});

	it('turns each submitted draft into exactly one execution, run on a worker, with no retry needed', async () => {
		const delivered = [deliveredSource, ...(await copiesOf(sandbox, deliveredSource, 2))];
		crashingDrafts.push(...(await copiesOf(sandbox, crashSource, 3)));
		for (const id of [...delivered, ...crashingDrafts]) await callSandbox(sandbox, 'POST', `/drafts/${id}/publishRequest`);
		figures['drafts submitted'] = delivered.length + crashingDrafts.length;

		const details = await waitFor(
			async () => await Promise.all((await executionsOf(client, workflowIds.delivered)).map((run) => execution(client, run.id))),
			(runs) => runs.every(finished) && runs.flatMap(draftsCarried).length >= delivered.length,
			nextPoll,
		);
		expect(details.map((run) => run.status)).toEqual(details.map(() => 'success'));
		expect(details.flatMap(draftsCarried).sort()).toEqual([...delivered].sort());
		for (const run of details) {
			expect(workersThatStarted(setup.workers, run.id)).toHaveLength(1);
			expect(draftsRead(run)).toEqual(draftsCarried(run));
		}
		expect(await reads(sandbox, draftPaths(delivered))).toBe(delivered.length);
		earlierExecutions.push(...details.map((run) => run.id));
		figures['executions for the 3 drafts of the first workflow'] = details.length;
	});

	it('a worker killed mid-execution: n8n drops the drafts it carried (Retry runs nothing) and calls the error workflow; the recovery handles each once', async () => {
		// The other workflow's execution started with the first one's, on the same poll. It is found in
		// the workers' logs, not through the API, which a busy machine makes slow: the 60 s Wait must
		// still hold it when the worker is killed.
		const [carrierId] = await waitFor(
			async () => executionsStarted(setup.workers).filter((id) => !earlierExecutions.includes(id)),
			(ids) => ids.length > 0,
			nextPoll,
		);
		const [victim] = workersThatStarted(setup.workers, carrierId);
		expect(workerFinished(victim, carrierId)).toBe(false);
		// Killed as a machine dies, with no chance to finish.
		victim.signal('SIGKILL');
		const killedAt = Date.now();
		await victim.exited;
		killedWorker = victim;
		const pollsAtKill = await pollsOf(sandbox, crashTemplate);
		figures['worker killed (SIGKILL)'] = victim.name;
		const carrier = await execution(client, carrierId);
		expect(String((carrier as { workflowId?: string }).workflowId)).toBe(workflowIds.crash);
		expect(draftsCarried(carrier).sort()).toEqual([...crashingDrafts].sort());

		const crashed = await waitFor(() => execution(client, carrier.id), finished, crashNoticed);
		figures['seconds from the kill until n8n marked the execution failed (measured, not asserted)'] = Math.round((Date.now() - killedAt) / 1000);
		expect(crashed.status).toBe('error');
		expect(crashed.data?.resultData.error?.message).toMatch(/failed to be processed too many times/);
		expect(await reads(sandbox, draftPaths(crashingDrafts))).toBe(0);
		figures['status of the killed execution'] = `${crashed.status}: ${crashed.data?.resultData.error?.message}`;
		// n8n wrote that failure over the queued work: the record no longer holds the drafts.
		expect(draftsCarried(crashed)).toEqual([]);

		// The user hears of it: n8n ran the workflow's error workflow for the lost execution.
		const [told] = await waitFor(
			async () => await Promise.all((await executionsOf(client, errorWorkflowId)).map((run) => execution(client, run.id))),
			(runs) => runs.length > 0 && runs.every(finished),
			120_000,
		);
		const report = told?.data?.resultData.runData['Error Trigger']?.[0]?.data?.main[0]?.[0]?.json as { execution?: { id?: string } } | undefined;
		expect(String(report?.execution?.id)).toBe(carrier.id);

		// The trigger has moved on: its polls since the kill start nothing for these drafts again.
		await waitFor(() => pollsOf(sandbox, crashTemplate), (polls) => polls > pollsAtKill, nextPoll);
		expect((await executionsOf(client, workflowIds.crash)).map((run) => run.id)).toEqual([carrier.id]);

		// Retry (the Executions list, or the public API as here) has nothing left to run.
		const retried = await client.api<{ id: string; status: string }>('POST', `/executions/${carrier.id}/retry`, { loadWorkflow: false });
		const retry = await waitFor(() => execution(client, String(retried.id)), finished, 180_000);
		expect(retry.status).toBe('error');
		expect(await reads(sandbox, draftPaths(crashingDrafts))).toBe(0);

		// The drafts still await approval in the service: the recovery lists them and runs the lost
		// step for each, on a live worker.
		for (const id of crashingDrafts) expect((await callSandbox<{ status: string }>(sandbox, 'GET', `/drafts/${id}?targetLanguage=html`)).status).toBe('PENDING_APPROVAL');
		const readsBeforeRecovery = await reads(sandbox, draftPaths(crashingDrafts));
		expect((await callWebhook(`${setup.main.url}/webhook/queue-recover`)).status).toBe(200);
		const [recovery] = await waitFor(
			async () => await Promise.all((await executionsOf(client, workflowIds.recovery)).map((run) => execution(client, run.id))),
			(runs) => runs.length > 0 && runs.every(finished),
			120_000,
		);
		expect(recovery.status).toBe('success');
		expect(draftsRead(recovery).sort()).toEqual([...crashingDrafts].sort());
		expect((await reads(sandbox, draftPaths(crashingDrafts))) - readsBeforeRecovery).toBe(crashingDrafts.length);
		const ranOn = workersThatStarted(setup.workers, recovery.id);
		expect(ranOn).toHaveLength(1);
		expect(ranOn[0]).not.toBe(victim);

		figures['executions of the killed workflow (the crashed one + its retry)'] = (await executionsOf(client, workflowIds.crash)).length;
		figures['crashed executions'] = 1;
		figures['drafts in the crashed execution'] = crashingDrafts.length;
		figures['drafts brought back by Retry'] = 0;
		figures['drafts recovered by the recovery run'] = draftsRead(recovery).length;
	});

	// Last: while the workers spend the account's allowance, the triggers' polls on main may meet a
	// 429, and a failed poll is an execution in error for the earlier tests' workflows.
	it('two workers each run 1,000 Template Gets at once against 600 requests a minute: no item fails, at most 1% answered 429', async () => {
		// Two live workers again: the crash test left one.
		if (killedWorker) await setup.startWorker(`${killedWorker.name}-again`, killedWorker.userFolder);
		const logged = (await requestLog(sandbox)).length;
		const startedBefore = executionsStarted(setup.workers);
		// A fresh window at the lower limit; the trigger's polls on main spend from it too, as another integration would.
		await callSandbox(sandbox, 'PUT', '/_sandbox/faults', { rateLimit: manyReadsLimit });
		try {
			const body = { items: Array.from({ length: manyReadsItems }, (_, index) => ({ item: index + 1 })) };
			const calledAt = Date.now();
			const answers = await Promise.all([1, 2].map(async () => await callWebhook(`${setup.main.url}/webhook/queue-many-reads`, body)));
			expect(answers.map(({ status }) => status)).toEqual([200, 200]);
			const ids = await waitFor(
				async () => executionsStarted(setup.workers).filter((id) => !startedBefore.includes(id)),
				(started) => started.length >= 2,
				60_000,
			);
			expect(ids).toHaveLength(2);
			// One execution on each worker: two processes, two pacers, one account.
			const ranOn = ids.map((id) => workersThatStarted(setup.workers, id).map((worker) => worker.name));
			expect(new Set(ranOn.flat()).size).toBe(2);
			// Their status alone while they run: the data of 1,000 items each is read once, at the end.
			const states = await waitFor(
				async () => await Promise.all(ids.map(async (id) => await client.api<{ status: string }>('GET', `/executions/${id}`))),
				(all) => all.every(finished),
				manyReadsDone,
			);
			expect(states.map(({ status }) => status)).toEqual(['success', 'success']);
			const runs = await Promise.all(ids.map(async (id) => await execution(client, id)));
			expect(runs.map((run) => run.status)).toEqual(['success', 'success']);
			for (const run of runs) {
				const items = templatesRead(run);
				expect(items).toHaveLength(manyReadsItems);
				expect(items.filter((item) => 'error' in item).map((item) => item.error)).toEqual([]);
			}
			const requests = (await requestLog(sandbox)).slice(logged).filter(({ path }) => path === '/templates/tem_welcome');
			const rateLimited = requests.filter(({ status }) => status === 429).length;
			figures['many reads: executions ran on'] = ranOn.flat().join(', ');
			figures['many reads: Template Get requests (2 × 1,000 items at 600/min)'] = requests.length;
			figures['many reads: answered 429'] = `${rateLimited} (${((100 * rateLimited) / requests.length).toFixed(2)}%)`;
			figures['many reads: seconds from the webhook calls until both ended (measured, not asserted)'] = Math.round((Date.now() - calledAt) / 1000);
			expect(requests.length - rateLimited).toBe(2 * manyReadsItems);
			expect(rateLimited).toBeLessThanOrEqual(requests.length / 100);
		} finally {
			await callSandbox(sandbox, 'PUT', '/_sandbox/faults', { rateLimit: 3600 });
		}
	}, manyReadsDone + 180_000);
});
