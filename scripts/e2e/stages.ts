/**
 * `npm run test:e2e:stages`: the end-to-end stages, each with its own n8n and sandbox, as many at
 * a time as there are cores (most of their time is spent waiting for n8n's next poll minute):
 * - queue mode (test/e2e-queue), with PostgreSQL, Redis and workers of its own;
 * - the pinned release on its in-memory scheduler: every file of test/e2e;
 * - the pinned release on its durable scheduler with durable cursors: the trigger's files;
 * - the oldest supported release, and two in the middle of the range: the core set on each.
 * What they need is installed first (scripts/test/installs.ts), then the package is built and
 * packed once for all of them.
 * Each line a stage prints starts with its name; the run fails if any stage does, and says which.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../n8n/paths';
import { middleN8nVersions, oldestN8nVersion, pinnedN8nVersion } from '../n8n/releases';
import { buildAndPack } from '../package/buildAndPack';
import { installEverything, queueFolder } from '../test/installs';
import { n8nLogDigest, stageFolder } from './n8nLogDigest';
import { packedVariable } from './packed';

interface Stage {
	name: string;
	config: string;
	env: NodeJS.ProcessEnv;
	paths: string[];
	/** The logs of the n8n processes it starts, digested when it fails. */
	logs: () => string[];
}

const E2E = 'test/e2e/jest.config.js';

const n8nLog = (version: string, scheduler: string) => () => [
	join(stageFolder(version, scheduler), 'n8n.log'),
];

// Main's log and each worker's, apt-get's left out.
const queueLogs = () =>
	existsSync(queueFolder)
		? readdirSync(queueFolder)
				.filter((name) => name.endsWith('.log') && name !== 'apt-get.log')
				.map((name) => join(queueFolder, name))
		: [];

// The longest first, so that the last to start is a short one.
const stages: Stage[] = [
	{
		name: 'queue',
		config: 'test/e2e-queue/jest.config.js',
		env: {},
		paths: [],
		logs: queueLogs,
	},
	{
		name: 'in-memory',
		config: E2E,
		env: { N8N_VERSION: pinnedN8nVersion, N8N_SCHEDULER: 'inMemory' },
		paths: [],
		logs: n8nLog(pinnedN8nVersion, 'inMemory'),
	},
	{
		name: 'durable',
		config: E2E,
		env: { N8N_VERSION: pinnedN8nVersion, N8N_SCHEDULER: 'durable' },
		paths: ['test/e2e/trigger'],
		logs: n8nLog(pinnedN8nVersion, 'durable'),
	},
	...[oldestN8nVersion, ...middleN8nVersions].map((version): Stage => ({
		name: version === oldestN8nVersion ? 'oldest' : `n8n ${version}`,
		config: E2E,
		env: { N8N_VERSION: version, N8N_SCHEDULER: 'inMemory' },
		paths: ['test/e2e/core'],
		logs: n8nLog(version, 'inMemory'),
	})),
];

const say = (line: string) => console.log(line);

function run(
	stage: Stage,
	packed: string,
): Promise<{ stage: Stage; code: number | null; seconds: number }> {
	const started = Date.now();
	say(`[${stage.name}] started`);
	const jest = join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');
	const child = spawn(process.execPath, [jest, '--config', stage.config, ...stage.paths], {
		cwd: repoRoot,
		env: { ...process.env, ...stage.env, [packedVariable]: packed },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	for (const stream of [child.stdout, child.stderr]) {
		createInterface({ input: stream }).on('line', (line) => say(`[${stage.name}] ${line}`));
	}
	return new Promise((resolve) =>
		child.once('close', (code) => resolve({ stage, code, seconds: (Date.now() - started) / 1000 })),
	);
}

/**
 * How many stages run at the same time: one a core. On two cores (two busy processes beside them),
 * all four at once kept the load average at 25 to 35, and n8n's own 30-second deadlines ran out
 * under it: a task runner's grant, a poll's time, a stopped worker's shutdown.
 */
const atOnce = availableParallelism();

type StageResult = Awaited<ReturnType<typeof run>>;

/** The stages in order, `atOnce` at a time: the next starts as soon as a running one ends. */
async function runAtOnce(all: Stage[], packed: string): Promise<StageResult[]> {
	const results = new Map<Stage, StageResult>();
	let next = 0;
	const lane = async () => {
		while (next < all.length) {
			const stage = all[next++];
			results.set(stage, await run(stage, packed));
		}
	};
	await Promise.all(Array.from({ length: atOnce }, lane));
	return all.map((stage) => results.get(stage) as StageResult);
}

async function main(): Promise<number> {
	const folder = join(repoRoot, '.tmp', 'e2e', 'packed');
	rmSync(folder, { recursive: true, force: true });
	mkdirSync(folder, { recursive: true });
	await installEverything(say);
	const packed = JSON.stringify(buildAndPack(folder));
	const results = await runAtOnce(stages, packed);
	for (const { stage, code } of results) {
		if (code === 0) continue;
		for (const log of stage.logs()) {
			say(
				`[${stage.name}] What ${log} holds about executions, polls and the scheduler, and errors:`,
			);
			for (const line of n8nLogDigest(log)) say(`[${stage.name}]   ${line}`);
		}
	}
	for (const { stage, code, seconds } of results)
		say(
			`${stage.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${Math.round(seconds)} s`,
		);
	return results.every(({ code }) => code === 0) ? 0 : 1;
}

main().then(
	(status) => process.exit(status),
	(error: Error) => {
		console.error(error.message);
		process.exit(1);
	},
);
