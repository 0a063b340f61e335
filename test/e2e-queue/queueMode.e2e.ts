import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { defaultDocumentPath, describeViolation } from '../../sandbox/contract';
import { bindCredential, type ExampleWorkflow } from '../../scripts/n8n/examples';
import { installedPackageFolder } from '../../scripts/n8n/communityPackage';
import { ensureN8nInstalled } from '../../scripts/n8n/install';
import { N8nClient } from '../../scripts/n8n/n8nClient';
import { demoOwner } from '../../scripts/n8n/owner';
import { repoRoot } from '../../scripts/n8n/paths';
import { pinnedN8nVersion } from '../../scripts/n8n/releases';
import { n8nSchedulers, selectedScheduler, type N8nScheduler } from '../../scripts/n8n/schedulers';
import { ensureSandboxCredential, importWorkflow } from '../../scripts/n8n/provision';
import { reachableFolder } from '../../scripts/n8n/queue/postgres';
import {
	startQueueSetup,
	type QueueSetup,
	type QueueWorker,
} from '../../scripts/n8n/queue/queueSetup';
import { ensureQueueServers } from '../../scripts/n8n/queue/servers';
import {
	execution,
	executionState,
	executionsListed,
	executionsOf,
	type Execution,
} from '../e2e/support/executions';
import { waitFor } from '../harness/waitFor';
import { startFlakyProxy, type FlakyProxy } from '../harness/flakyProxy';
import { publicationStatus, publish } from './support/publication';
import {
	callWebhook,
	draftsCarried,
	draftsRead,
	failedPoll,
	finished,
	runsOf,
	templatesRead,
} from './support/runs';
import { callSandbox } from '../e2e/support/sandboxApi';
import { everyQuarterMinute } from '../e2e/support/workflows';
import {
	copiesOf,
	draftPaths,
	pollsOf,
	reads,
	refusalsBySecond,
	requestLog,
	submit,
} from './support/sandbox';
import { holdReads, holdRequests, startOutage, type Outage } from './support/serviceTrouble';
import {
	draftWorkflow,
	errorWorkflow,
	manyReadsWorkflow,
	recoveryWorkflow,
	webhookWorkflow,
} from './support/workflows';
import {
	executionsStarted,
	linesLoggedSince,
	logSize,
	workerFinished,
	workersThatStarted,
} from './support/logs';

/** Kept in the clone's ignored .tmp folder, so every process's log is there after a failed run. */
const folder = join(repoRoot, '.tmp', 'e2e-queue');

// Never published, each with an in-progress draft that the test copies and submits.
const deliveredTemplate = 'tem_spring_sale';
const deliveredSource = 'tdft_spring_sale';
const crashTemplate = 'tem_password_reset';
const crashSource = 'tdft_password_v1';

// A poll is at most a minute away; on two shared cores, give it more.
const nextPoll = 150_000;
// Three polls of a workflow that polls every quarter minute.
const missedPolls = 45_000;
// A killed worker's job: its lock lapses (30 s), the next stall check fails it (every 30 s), and
// main rechecks the execution for 30 s before recording it as failed.
const crashNoticed = 240_000;
// The error workflow's run, queued like any other: on CI's loaded machine once more than 180 s.
const errorWorkflowRan = 360_000;
// Two executions of 1,000 Template Gets against 600 requests a minute: three windows' wait at least.
const manyReadsItems = 1000;
const manyReadsLimit = 600;
const manyReadsDone = 420_000;

const figures: Record<string, number | string> = {};

/**
 * The stage's scheduler (N8N_SCHEDULER, the in-memory one unless named) first. Half-way, main is
 * started again on the other one, on the same PostgreSQL and Redis with the workers left running,
 * and the trigger's scenarios run again.
 */
const schedulers: N8nScheduler[] = [
	selectedScheduler(),
	...(Object.keys(n8nSchedulers) as N8nScheduler[]).filter((name) => name !== selectedScheduler()),
];

/** A workflow of a trigger scenario, on the scenarios' sandbox, watching a template no other workflow there watches. */
interface Scenario {
	template: string;
	/** A draft of the template, copied for each draft the scenario submits. */
	source: string;
	workflowId: string;
	/** The drafts submitted for approval, each to fire once. */
	submitted: string[];
}

const scenario = (template: string, source: string): Scenario => ({
	template,
	source,
	workflowId: '',
	submitted: [],
});

/** The trigger's scenarios on one scheduler, each scoped to its own template so that they run side by side. */
interface Phase {
	scheduler: N8nScheduler;
	/** Drafts submitted right after the publication; the first phase has the `delivered` workflow for it. */
	delivered?: Scenario;
	/** Main killed with SIGKILL while a poll of this workflow is in flight. */
	killed: Scenario;
	/** Published while the service answers 503; drafts submitted during the outage and after it. */
	outage: Scenario;
	/** In front of the scenarios' sandbox, each for one credential: one holds reads back, one answers 503. */
	holding?: FlakyProxy;
	down?: FlakyProxy;
	outageNow?: Outage;
}

const phases: Phase[] = schedulers.map((scheduler, index) =>
	index === 0
		? {
				scheduler,
				killed: scenario('tem_welcome', 'tdft_welcome_v1'),
				outage: scenario('tem_order_confirmation', 'tdft_order_v1'),
			}
		: {
				scheduler,
				delivered: scenario('tem_spring_sale', 'tdft_spring_sale'),
				killed: scenario('tem_password_reset', 'tdft_password_v1'),
				outage: scenario('tem_summer_newsletter', 'tdft_summer_newsletter'),
			},
);

const schedulerWords = (scheduler: N8nScheduler) =>
	scheduler === 'inMemory'
		? 'the in-memory scheduler'
		: 'the durable scheduler (poll triggers, durable cursors)';

describe('n8n in queue mode: main, two workers, PostgreSQL and Redis', () => {
	let sandbox: RunningSandbox;
	/** Another account for the trigger's scenarios: its rate limit is not the one the many-reads test spends. */
	let scenarioSandbox: RunningSandbox;
	let setup: QueueSetup;
	let client: N8nClient;
	let credential: { id: string; name: string };
	/** In front of the sandbox for the webhook workflow's credential, to hold its execution mid-way. */
	let webhookProxy: FlakyProxy | undefined;
	const workflowIds: Record<'delivered' | 'crash' | 'webhook' | 'recovery' | 'manyReads', string> =
		{ delivered: '', crash: '', webhook: '', recovery: '', manyReads: '' };
	let errorWorkflowId = '';

	/** The drafts the first phase's `delivered` workflow fired for. */
	const delivered: string[] = [];

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
		sandbox = await startSandbox({
			port: 0,
			host: '127.0.0.1',
			dataFile: join(folder, 'sandbox.json'),
			contract: defaultDocumentPath(),
		});
		scenarioSandbox = await startSandbox({
			port: 0,
			host: '127.0.0.1',
			dataFile: join(folder, 'scenario-sandbox.json'),
			contract: defaultDocumentPath(),
		});
		const owner = demoOwner(pinnedN8nVersion);
		setup = await startQueueSetup({
			version: pinnedN8nVersion,
			folder,
			servers,
			workers: 2,
			owner,
			scheduler: schedulers[0],
		});
		Object.assign(
			figures,
			Object.fromEntries(
				Object.entries(setup.startupSeconds).map(([what, seconds]) => [
					`ready after (s): ${what}`,
					seconds,
				]),
			),
		);
		client = await N8nClient.signIn(setup.main.url, owner, 'e2e queue mode');
		credential = await ensureSandboxCredential(client, sandbox);
		errorWorkflowId = (await importWorkflow(client, errorWorkflow('Queue: told of failures (e2e)')))
			.id;
		// n8n 2.x calls only a published error workflow ("is not active and cannot be executed").
		await client.api('POST', `/workflows/${errorWorkflowId}/activate`);
		const crash = draftWorkflow('Queue: worker killed (e2e)', crashTemplate, 60);
		crash.settings.errorWorkflow = errorWorkflowId;
		const imports = {
			delivered: draftWorkflow('Queue: drafts delivered (e2e)', deliveredTemplate, 3),
			crash,
			webhook: webhookWorkflow('Queue: webhook (e2e)', 'queue-e2e', 'tem_welcome'),
			recovery: recoveryWorkflow(
				'Queue: recover waiting drafts (e2e)',
				'queue-recover',
				crashTemplate,
			),
			manyReads: manyReadsWorkflow(
				'Queue: many reads against the rate limit (e2e)',
				'queue-many-reads',
				'tem_welcome',
			),
		};
		webhookProxy = await startFlakyProxy(sandbox.url);
		const webhookCredential = await ensureSandboxCredential(
			client,
			{ url: webhookProxy.url, apiKey: sandbox.apiKey },
			'Queue: webhook, reads held back',
		);
		for (const [key, workflow] of Object.entries(imports) as Array<
			[keyof typeof workflowIds, (typeof imports)['delivered']]
		>) {
			const boundTo = key === 'webhook' ? webhookCredential : credential;
			workflowIds[key] = (await importWorkflow(client, bindCredential(workflow, boundTo))).id;
			await client.api('POST', `/workflows/${workflowIds[key]}/activate`);
		}
		// Activation polls once at once, on main; that poll only takes note of what is already waiting.
		for (const template of [deliveredTemplate, crashTemplate]) {
			await waitFor(
				`the publication's first poll of ${template}`,
				() => pollsOf(sandbox, template),
				(polls) => polls > 0,
				{ timeoutMs: nextPoll },
			);
		}
	}, 900_000);

	afterAll(async () => {
		await setup?.stop();
		await webhookProxy?.close();
		for (const phase of phases) await Promise.all([phase.holding?.close(), phase.down?.close()]);
		// A cluster that had to live in the system's temporary folder goes with the run.
		const postgresFolder = join(folder, 'postgres');
		const cluster = reachableFolder(postgresFolder);
		if (cluster !== postgresFolder) rmSync(cluster, { recursive: true, force: true });
		const reports = [sandbox?.contract?.report(), scenarioSandbox?.contract?.report()];
		await Promise.all([sandbox?.close(), scenarioSandbox?.close()]);
		const lines = Object.entries(figures).map(([what, value]) => `  ${what}: ${value}`);
		process.stdout.write(`\nQueue mode figures:\n${lines.join('\n')}\n`);
		writeFileSync(join(folder, 'figures.json'), `${JSON.stringify(figures, null, '\t')}\n`);
		const violations = reports.flatMap((report) => report?.violations ?? []);
		if (violations.length > 0 || reports.some((report) => (report?.dropped ?? 0) > 0)) {
			throw new Error(
				`contract violations between n8n and the sandbox:\n${violations.map((violation) => `  ${describeViolation(violation)}`).join('\n')}`,
			);
		}
	}, 120_000);

	it('refuses to start a worker whose user folder lacks the package or holds another build of it', async () => {
		const bare = join(folder, 'worker-without-package');
		mkdirSync(bare, { recursive: true });
		await expect(setup.startWorker('worker-without-package', bare)).rejects.toThrow(
			/worker-without-package not started: .*n8n-nodes-message-templates is missing/,
		);

		const other = join(folder, 'worker-other-build');
		cpSync(installedPackageFolder(join(folder, 'main')), installedPackageFolder(other), {
			recursive: true,
		});
		const manifest = join(installedPackageFolder(other), 'package.json');
		writeFileSync(
			manifest,
			readFileSync(manifest, 'utf8').replace(/"version": "[^"]+"/, '"version": "0.0.1"'),
		);
		await expect(setup.startWorker('worker-other-build', other)).rejects.toThrow(
			/worker-other-build not started: .* holds version 0\.0\.1/,
		);

		// Refused before anything ran: no process, no log.
		expect(setup.workers.map((worker) => worker.name).sort()).toEqual(['worker-1', 'worker-2']);
		expect(existsSync(join(folder, 'worker-without-package.log'))).toBe(false);
		expect(existsSync(join(folder, 'worker-other-build.log'))).toBe(false);
	});

	it('runs Message Templates on a worker through a webhook, and a worker stopped with SIGTERM finishes that execution', async () => {
		const readsBefore = await reads(sandbox, ['/templates/tem_welcome']);
		const startedBefore = executionsStarted(setup.workers);
		// The execution's read waits at the proxy until the worker is draining: in its middle for as
		// long as the test needs, however slow the machine.
		const hold = holdRequests(webhookProxy as FlakyProxy, (line) =>
			line.startsWith('GET /templates/tem_welcome'),
		);
		let readHeld = false;
		void hold.held.then(() => (readHeld = true));
		const answer = callWebhook(`${setup.main.url}/webhook/queue-e2e`);
		const [executionId] = await waitFor(
			"a worker to start the webhook's execution, and its read to be held",
			async () =>
				readHeld
					? executionsStarted(setup.workers).filter((id) => !startedBefore.includes(id))
					: [],
			(ids) => ids.length > 0,
			{ timeoutMs: nextPoll },
		);
		const [worker] = workersThatStarted(setup.workers, executionId);
		const logged = logSize(worker.logFile);
		const stopped = worker.stop();
		await waitFor(
			`${worker.name}, sent SIGTERM, to wait for execution ${executionId}`,
			async () => linesLoggedSince(worker.logFile, logged, `execution IDs: ${executionId}`),
			(lines) => lines > 0,
			{ timeoutMs: 60_000 },
		);
		// Still in its middle while the worker drains.
		expect(workerFinished(worker, executionId)).toBe(false);
		hold.release();

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

	/**
	 * Waits until a workflow's executions have carried the drafts, then holds that each draft was in
	 * exactly one of them, and that each execution carrying any ran on one worker, to success, and
	 * read the drafts it carried. Gives the workflow's executions.
	 */
	async function firedOnceEach(
		workflowId: string,
		drafts: string[],
		timeoutMs = nextPoll,
	): Promise<Execution[]> {
		const runs = await waitFor(
			`executions of workflow ${workflowId} carrying ${drafts.join(', ')}, all finished`,
			async () => await runsOf(client, workflowId),
			(all) =>
				all.every(finished) &&
				drafts.every((id) => all.some((run) => draftsCarried(run).includes(id))),
			{
				timeoutMs,
				show: (all) =>
					all
						.map((run) => `${run.id} ${run.status} [${draftsCarried(run).join(', ')}]`)
						.join('; ') || 'no execution',
			},
		);
		expect(runs.flatMap(draftsCarried).sort()).toEqual([...drafts].sort());
		for (const run of runs.filter((each) => draftsCarried(each).length > 0)) {
			expect(run.status).toBe('success');
			expect(workersThatStarted(setup.workers, run.id)).toHaveLength(1);
			expect(draftsRead(run)).toEqual(draftsCarried(run));
		}
		return runs;
	}

	it(`on ${schedulerWords(schedulers[0])}: turns each submitted draft into exactly one execution, run on a worker, with no retry needed`, async () => {
		delivered.push(deliveredSource, ...(await copiesOf(sandbox, deliveredSource, 2)));
		crashingDrafts.push(...(await copiesOf(sandbox, crashSource, 3)));
		await submit(sandbox, [...delivered, ...crashingDrafts]);
		figures['drafts submitted'] = delivered.length + crashingDrafts.length;

		const runs = await firedOnceEach(workflowIds.delivered, delivered);
		expect(runs.map((run) => run.status)).toEqual(runs.map(() => 'success'));
		expect(await reads(sandbox, draftPaths(delivered))).toBe(delivered.length);
		earlierExecutions.push(...runs.map((run) => run.id));
		figures['executions for the 3 drafts of the first workflow'] = runs.length;
	});

	it('a worker killed mid-execution: n8n drops the drafts it carried (Retry runs nothing) and calls the error workflow; the recovery handles each once', async () => {
		// The other workflow's execution started with the first one's, on the same poll. It is found in
		// the workers' logs, not through the API, which a busy machine makes slow: the 60 s Wait must
		// still hold it when the worker is killed.
		const [carrierId] = await waitFor(
			'a worker to start the execution carrying the drafts of the workflow whose worker is killed',
			async () => executionsStarted(setup.workers).filter((id) => !earlierExecutions.includes(id)),
			(ids) => ids.length > 0,
			{ timeoutMs: nextPoll },
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

		const crashed = await waitFor(
			`n8n to end the killed worker's execution ${carrier.id}`,
			() => execution(client, carrier.id),
			finished,
			{
				timeoutMs: crashNoticed,
				show: executionState,
			},
		);
		figures[
			'seconds from the kill until n8n marked the execution failed (measured, not asserted)'
		] = Math.round((Date.now() - killedAt) / 1000);
		expect(crashed.status).toBe('error');
		expect(crashed.data?.resultData.error?.message).toMatch(
			/failed to be processed too many times/,
		);
		expect(await reads(sandbox, draftPaths(crashingDrafts))).toBe(0);
		figures['status of the killed execution'] =
			`${crashed.status}: ${crashed.data?.resultData.error?.message}`;
		// n8n wrote that failure over the queued work: the record no longer holds the drafts.
		expect(draftsCarried(crashed)).toEqual([]);

		// The user hears of it: n8n ran the workflow's error workflow for the lost execution. Read from
		// the editor's list: the public API's leaves out whatever main still counts as running, which
		// it learns has ended only through Redis.
		const failedAt = Date.now();
		const [errorRun] = await waitFor(
			'the error workflow to run for the lost execution, and finish',
			async () => await executionsListed(client, errorWorkflowId),
			(runs) => runs.length > 0 && runs.every(finished),
			{
				timeoutMs: errorWorkflowRan,
				show: (runs) => runs.map((run) => `${run.id} ${run.status}`).join('; ') || 'no execution',
			},
		);
		figures['seconds from the failure until the error workflow had run (measured, not asserted)'] =
			Math.round((Date.now() - failedAt) / 1000);
		const told = await execution(client, errorRun.id);
		const report = told?.data?.resultData.runData['Error Trigger']?.[0]?.data?.main[0]?.[0]
			?.json as { execution?: { id?: string } } | undefined;
		expect(String(report?.execution?.id)).toBe(carrier.id);

		// The trigger has moved on: its polls since the kill start nothing for these drafts again.
		await waitFor(
			`a poll of ${crashTemplate} after the kill`,
			() => pollsOf(sandbox, crashTemplate),
			(polls) => polls > pollsAtKill,
			{ timeoutMs: nextPoll },
		);
		expect((await executionsOf(client, workflowIds.crash)).map((run) => run.id)).toEqual([
			carrier.id,
		]);

		// Retry (the Executions list, or the public API as here) has nothing left to run.
		const retried = await client.api<{ id: string; status: string }>(
			'POST',
			`/executions/${carrier.id}/retry`,
			{ loadWorkflow: false },
		);
		const retry = await waitFor(
			`the retry ${retried.id} to end`,
			() => execution(client, String(retried.id)),
			finished,
			{
				timeoutMs: 180_000,
				show: executionState,
			},
		);
		expect(retry.status).toBe('error');
		expect(await reads(sandbox, draftPaths(crashingDrafts))).toBe(0);

		// The drafts still await approval in the service: the recovery lists them and runs the lost
		// step for each, on a live worker.
		for (const id of crashingDrafts)
			expect(
				(await callSandbox<{ status: string }>(sandbox, 'GET', `/drafts/${id}?targetLanguage=html`))
					.status,
			).toBe('PENDING_APPROVAL');
		const readsBeforeRecovery = await reads(sandbox, draftPaths(crashingDrafts));
		expect((await callWebhook(`${setup.main.url}/webhook/queue-recover`)).status).toBe(200);
		const [recovery] = await waitFor(
			'the recovery workflow to run and finish',
			async () => await runsOf(client, workflowIds.recovery),
			(runs) => runs.length > 0 && runs.every(finished),
			{ timeoutMs: 180_000, show: (runs) => runs.map(executionState).join('; ') || 'no execution' },
		);
		expect(recovery.status).toBe('success');
		expect(draftsRead(recovery).sort()).toEqual([...crashingDrafts].sort());
		expect((await reads(sandbox, draftPaths(crashingDrafts))) - readsBeforeRecovery).toBe(
			crashingDrafts.length,
		);
		const ranOn = workersThatStarted(setup.workers, recovery.id);
		expect(ranOn).toHaveLength(1);
		expect(ranOn[0]).not.toBe(victim);

		figures['executions of the killed workflow (the crashed one + its retry)'] = (
			await executionsOf(client, workflowIds.crash)
		).length;
		figures['crashed executions'] = 1;
		figures['drafts in the crashed execution'] = crashingDrafts.length;
		figures['drafts brought back by Retry'] = 0;
		figures['drafts recovered by the recovery run'] = draftsRead(recovery).length;
	});

	/**
	 * The trigger's scenarios on one scheduler, side by side, each workflow watching its own template:
	 * all are published at once, one of them while the service answers 503; main is killed in the
	 * middle of a poll and started again while that outage goes on; then the outage ends.
	 */
	function triggerScenarios(phase: Phase, index: number): void {
		const on = `on ${schedulerWords(phase.scheduler)}`;
		const secondsSince = (since: number) => Math.round((Date.now() - since) / 1000);

		it(`${on}${index > 0 ? ', main started again on it' : ''}: a workflow published while the service answers 503 is published, as are the others`, async () => {
			if (index > 0) {
				const restartAt = Date.now();
				await setup.restartMain(phase.scheduler);
				figures[`${phase.scheduler}: seconds to stop main and start it again on this scheduler`] =
					secondsSince(restartAt);
			}
			const { killed, outage, delivered: right } = phase;
			phase.holding = await startFlakyProxy(scenarioSandbox.url);
			phase.down = await startFlakyProxy(scenarioSandbox.url);
			const credential = async (proxy: FlakyProxy | undefined, what: string) =>
				await ensureSandboxCredential(
					client,
					{ url: proxy?.url ?? scenarioSandbox.url, apiKey: scenarioSandbox.apiKey },
					`Queue scenarios, ${phase.scheduler}: ${what}`,
				);
			const imported = async (workflow: ExampleWorkflow, boundTo: { id: string; name: string }) =>
				(await importWorkflow(client, bindCredential(workflow, boundTo))).id;
			const name = (what: string) => `Queue, ${phase.scheduler}: ${what} (e2e)`;
			killed.workflowId = await imported(
				draftWorkflow(name('main killed mid-poll'), killed.template, 3, {
					pollTimes: everyQuarterMinute,
					includeContent: true,
				}),
				await credential(phase.holding, 'reads held back'),
			);
			outage.workflowId = await imported(
				draftWorkflow(name('published during an outage'), outage.template, 3, {
					pollTimes: everyQuarterMinute,
				}),
				await credential(phase.down, 'outage'),
			);
			if (right) {
				right.workflowId = await imported(
					draftWorkflow(name('drafts delivered'), right.template, 3),
					await credential(undefined, 'direct'),
				);
				right.submitted = [right.source, ...(await copiesOf(scenarioSandbox, right.source, 2))];
			}

			const down = startOutage(phase.down);
			phase.outageNow = down;
			const [outagePublished, killedPublished, rightPublished] = await Promise.all([
				publish(client, outage.workflowId),
				publish(client, killed.workflowId),
				// Submitted as soon as n8n has settled the publication, before the first poll on the schedule.
				right &&
					publish(client, right.workflowId).then(async (status) => {
						await submit(scenarioSandbox, right.submitted);
						return status;
					}),
			]);
			expect(outagePublished.status).toBe('published');
			expect(killedPublished.status).toBe('published');
			if (right) expect(rightPublished?.status).toBe('published');
			// The publication's first poll met the outage: n8n would have failed the publication had it thrown.
			expect(down.refused).toBeGreaterThan(0);
			// Submitted while the trigger cannot read the service, and before main is killed and started again.
			outage.submitted = await copiesOf(scenarioSandbox, outage.source, 2);
			await submit(scenarioSandbox, outage.submitted);
		});

		it(`${on}: main killed (SIGKILL) in the middle of a poll and started again: each draft fires once, on a worker`, async () => {
			const { killed } = phase;
			killed.submitted = await copiesOf(scenarioSandbox, killed.source, 3);
			const hold = holdReads(phase.holding as FlakyProxy, killed.submitted);
			await submit(scenarioSandbox, killed.submitted);
			const held = await Promise.race([hold.held, delay(nextPoll, undefined, { ref: false })]);
			// A poll has listed the drafts and waits for the read of one: it is in flight, and nothing has fired.
			expect(killed.submitted).toContain(held);
			expect(await executionsOf(client, killed.workflowId)).toEqual([]);

			setup.main.signal('SIGKILL');
			const killedAt = Date.now();
			await setup.main.exited;
			// Down for three of the workflow's polls: the durable scheduler, back, runs the polls it had
			// planned for that time together, each from the same saved state.
			await delay(missedPolls);
			hold.release();
			const logged = logSize(setup.main.logFile);
			await setup.restartMain();
			figures[`${phase.scheduler}: seconds from the kill until main was ready again`] =
				secondsSince(killedAt);

			const runs = await firedOnceEach(killed.workflowId, killed.submitted);
			figures[
				`${phase.scheduler}: seconds from the kill until the drafts' executions ended (measured, not asserted)`
			] = secondsSince(killedAt);
			figures[
				`${phase.scheduler}: executions for the ${killed.submitted.length} drafts of the killed poll`
			] = runs.length;
			figures[`${phase.scheduler}: polls after the start that left their turn to another`] =
				linesLoggedSince(setup.main.logFile, logged, 'this poll leaves its turn');
			expect((await publicationStatus(client, killed.workflowId)).status).toBe('published');
		});

		it(`${on}: the outage over, what was submitted during it (main started again meanwhile) and after it fires once each; the publication stays published`, async () => {
			const { outage } = phase;
			const down = phase.outageNow as Outage;
			// The polls on the schedule fail while the service is down: n8n shows each as an execution in error.
			const failed = await waitFor(
				'a poll that failed in the outage',
				async () => (await runsOf(client, outage.workflowId)).filter(failedPoll),
				(runs) => runs.length > 0,
				{ timeoutMs: nextPoll },
			);
			expect(failed.map((run) => run.status)).toEqual(failed.map(() => 'error'));
			expect(failed.length).toBeGreaterThan(0);
			down.end();
			const after = await copiesOf(scenarioSandbox, outage.source, 2);
			await submit(scenarioSandbox, after);
			figures[
				`${phase.scheduler}: drafts submitted during the outage (before main was killed), after it`
			] = `${outage.submitted.length}, ${after.length}`;
			figures[`${phase.scheduler}: requests answered 503 in the outage`] = down.refused;
			figures[`${phase.scheduler}: failed polls in the outage (executions in error)`] =
				failed.length;
			outage.submitted.push(...after);

			await firedOnceEach(outage.workflowId, outage.submitted);
			expect((await publicationStatus(client, outage.workflowId)).status).toBe('published');
		});

		if (phase.delivered) {
			const right = phase.delivered;
			it(`${on}: turns each draft submitted right after the publication into exactly one execution, run on a worker`, async () => {
				const runs = await firedOnceEach(right.workflowId, right.submitted);
				figures[
					`${phase.scheduler}: executions for the ${right.submitted.length} drafts submitted right after the publication`
				] = runs.length;
			});
		}
	}

	phases.forEach(triggerScenarios);

	// After the trigger's scenarios, whose workflows read another sandbox: while the workers spend the
	// account's allowance, the first workflows' polls on main may meet a 429, and a failed poll is an
	// execution in error for the earlier tests' workflows.
	it(
		'two workers each run 1,000 Template Gets at once against 600 requests a minute: no item fails, at most 1% answered 429',
		async () => {
			// Two live workers again: the crash test left one.
			if (killedWorker)
				await setup.startWorker(`${killedWorker.name}-again`, killedWorker.userFolder);
			const logged = (await requestLog(sandbox)).length;
			const startedBefore = executionsStarted(setup.workers);
			// A fresh window at the lower limit; the trigger's polls on main spend from it too, as another integration would.
			await callSandbox(sandbox, 'PUT', '/_sandbox/faults', { rateLimit: manyReadsLimit });
			try {
				const body = {
					items: Array.from({ length: manyReadsItems }, (_, index) => ({ item: index + 1 })),
				};
				const calledAt = Date.now();
				const answers = await Promise.all(
					[1, 2].map(
						async () => await callWebhook(`${setup.main.url}/webhook/queue-many-reads`, body),
					),
				);
				expect(answers.map(({ status }) => status)).toEqual([200, 200]);
				const ids = await waitFor(
					'the workers to start the two webhook executions',
					async () => executionsStarted(setup.workers).filter((id) => !startedBefore.includes(id)),
					(started) => started.length >= 2,
					{ timeoutMs: 120_000 },
				);
				expect(ids).toHaveLength(2);
				// One execution on each worker: two processes, two pacers, one account.
				const ranOn = ids.map((id) =>
					workersThatStarted(setup.workers, id).map((worker) => worker.name),
				);
				expect(new Set(ranOn.flat()).size).toBe(2);
				// Their status alone while they run: the data of 1,000 items each is read once, at the end.
				const states = await waitFor(
					`executions ${ids.join(', ')} to finish`,
					async () =>
						await Promise.all(
							ids.map(
								async (id) => await client.api<{ status: string }>('GET', `/executions/${id}`),
							),
						),
					(all) => all.every(finished),
					{ timeoutMs: manyReadsDone },
				);
				expect(states.map(({ status }) => status)).toEqual(['success', 'success']);
				const runs = await Promise.all(ids.map(async (id) => await execution(client, id)));
				expect(runs.map((run) => run.status)).toEqual(['success', 'success']);
				for (const run of runs) {
					const items = templatesRead(run);
					expect(items).toHaveLength(manyReadsItems);
					expect(items.filter((item) => 'error' in item).map((item) => item.error)).toEqual([]);
				}
				const answered = (await requestLog(sandbox)).slice(logged);
				const requests = answered.filter(({ path }) => path === '/templates/tem_welcome');
				const rateLimited = requests.filter(({ status }) => status === 429).length;
				figures['many reads: executions ran on'] = ranOn.flat().join(', ');
				figures['many reads: Template Get requests (2 × 1,000 items at 600/min)'] = requests.length;
				figures['many reads: answered 429'] =
					`${rateLimited} (${((100 * rateLimited) / requests.length).toFixed(2)}%)`;
				figures[
					'many reads: seconds from the webhook calls until both ended (measured, not asserted)'
				] = Math.round((Date.now() - calledAt) / 1000);
				expect(requests.length - rateLimited).toBe(2 * manyReadsItems);
				if (rateLimited > requests.length / 100)
					throw new Error(
						`${rateLimited} of ${requests.length} Template Gets were answered 429, more than 1%. ` +
							`The seconds they fell in, from the webhook calls:\n` +
							refusalsBySecond(answered, calledAt, '/templates/tem_welcome'),
					);
			} finally {
				await callSandbox(sandbox, 'PUT', '/_sandbox/faults', { rateLimit: 3600 });
			}
		},
		manyReadsDone + 180_000,
	);

	// Last, minutes after the kills: by then the durable scheduler has run again any poll whose lease lapsed with main.
	it('in the end, on both schedulers: no draft fired twice, and every trigger workflow is still published', async () => {
		const watched = [
			{ workflowId: workflowIds.delivered, drafts: delivered },
			...phases
				.flatMap(({ delivered: right, killed, outage }) =>
					[right, killed, outage].filter((each) => each !== undefined),
				)
				.map(({ workflowId, submitted }) => ({ workflowId, drafts: submitted })),
		];
		for (const { workflowId, drafts } of watched) {
			const carried = (await runsOf(client, workflowId)).flatMap(draftsCarried);
			expect(carried.filter((id, at) => carried.indexOf(id) !== at)).toEqual([]);
			expect(carried.filter((id) => !drafts.includes(id))).toEqual([]);
			expect((await publicationStatus(client, workflowId)).status).toBe('published');
		}
	});
});
