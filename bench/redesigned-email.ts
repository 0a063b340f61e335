/**
 * Compare with Published and Build Review Page on an email redesigned from scratch: new HTML of
 * 100 KB, 400 KB and 1 MB (the sandbox's body limit) against the small published welcome email.
 * Each case runs once through n8n's engine against the sandbox, in a process of its own, so its
 * peak is the whole process's memory (n8n-core included). Side by side, rounds alternating, with
 * the engine of an earlier commit (`--before`, the last before the bounded diff by default) on
 * the sizes it can finish: a case of it is stopped past 120 s or 4 GB, and not tried again.
 * Run: npm run bench:redesign [-- --rounds 3 --before <commit>]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { DEMO } from '../sandbox';
import { redesignedEmail } from '../test/harness/redesignedEmail';
import { withRunFolder } from '../test/harness/temporaryFolder';
import { beforeArguments, earlierTree } from './lib/earlierTree';
import { ROOT, type SandboxProcess, UNLIMITED, startSandboxProcess } from './lib/sandboxProcess';
import { inTurn, spread } from './lib/stats';

const SIZES = [
	{ label: '100 KB', bytes: 100_000 },
	{ label: '400 KB', bytes: 400_000 },
	// The largest member the sandbox's editor takes.
	{ label: '1 MB', bytes: 1_000_000 },
];
const OPERATIONS = [
	{ value: 'compare', name: 'Compare with Published' },
	{ value: 'reviewPage', name: 'Build Review Page' },
];
const LIMIT_MS = 120_000;
const LIMIT_BYTES = 4 * 1024 ** 3;

interface Outcome {
	ms?: number;
	peakBytes: number;
	pageBytes?: number;
	summary?: string;
	// Why it did not finish.
	stopped?: string;
}

// Linux's own count of the process's resident memory, read while it runs.
function residentBytes(pid: number): number {
	try {
		const status = readFileSync(`/proc/${pid}/status`, 'utf8');
		return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
	} catch {
		return 0;
	}
}

async function runCase(tree: string, operation: string, url: string, draftId: string) {
	const child = spawn(
		join(ROOT, 'node_modules/.bin/tsx'),
		['bench/lib/redesignCase.ts', tree, operation, url, draftId],
		{ cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: process.env },
	);
	let output = '';
	let errors = '';
	child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
	child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
	let peak = 0;
	let stopped: string | undefined;
	const started = Date.now();
	const watch = setInterval(() => {
		// tsx runs the case in a child of its own: the largest process is the case.
		const pids = [child.pid, ...childrenOf(child.pid)].filter((pid): pid is number => !!pid);
		peak = Math.max(peak, ...pids.map(residentBytes));
		if (peak > LIMIT_BYTES) stopped = `stopped at ${gib(LIMIT_BYTES)}`;
		else if (Date.now() - started > LIMIT_MS) stopped = `not finished in ${LIMIT_MS / 1000} s`;
		if (stopped) for (const pid of pids) process.kill(pid, 'SIGKILL');
	}, 100);
	const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
	clearInterval(watch);
	if (stopped) return { peakBytes: peak, stopped };
	if (code !== 0) return { peakBytes: peak, stopped: `failed: ${errors.trim().split('\n')[0]}` };
	return JSON.parse(output.trim().split('\n').pop() as string) as Outcome;
}

function childrenOf(pid: number | undefined): number[] {
	if (!pid) return [];
	try {
		const listed = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
		return listed
			? listed
					.split(' ')
					.map(Number)
					.flatMap((child) => [child, ...childrenOf(child)])
			: [];
	} catch {
		return [];
	}
}

const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;
const mib = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function cell(outcomes: Outcome[]): string {
	const stopped = outcomes.find((outcome) => outcome.stopped);
	if (stopped) return `${stopped.stopped} (peak ${mib(stopped.peakBytes)})`;
	const time = spread(outcomes.map((outcome) => outcome.ms as number));
	const peak = spread(outcomes.map((outcome) => outcome.peakBytes));
	return (
		`${seconds(time.median)} (${seconds(time.min)}–${seconds(time.max)}), ` +
		`peak ${mib(peak.median)} (${mib(peak.min)}–${mib(peak.max)})`
	);
}

// A template whose published email is small and has the default content alone, and a draft of it
// with `html`: the published welcome email, less its languages, approved as a draft of its own.
async function draftOf(sandbox: SandboxProcess, html: string): Promise<string> {
	const copy = async (draftId: string, name: string) =>
		(await sandbox.api<{ id: string }>('POST', `/drafts/${draftId}/duplicate`, { name })).id;
	const small = await copy(DEMO.email.welcomePublishedDraft, 'Welcome, one language');
	const { localizations = [] } = await sandbox.api<{
		localizations?: Array<{ languages: string[] }>;
	}>('GET', `/drafts/${small}?targetLanguage=html`);
	for (const { languages } of localizations)
		for (const language of languages)
			await sandbox.api('DELETE', `/drafts/${small}/localizations/${language}`);
	await sandbox.api('POST', `/drafts/${small}/publishRequest`);
	await sandbox.api('POST', `/drafts/${small}/publish/approveAll`);
	const id = await copy(small, 'Redesigned');
	await sandbox.api('PUT', `/_sandbox/drafts/${id}/content`, { html });
	return id;
}

async function main(): Promise<void> {
	const { rounds, commit } = beforeArguments(3);
	const trees = { now: ROOT, before: earlierTree(commit) };
	const sandbox = await startSandboxProcess(['--rate-limit', String(UNLIMITED)]);
	const rows: string[] = [];
	try {
		for (const size of SIZES) {
			const draftId = await draftOf(sandbox, redesignedEmail(size.bytes, 20261202));
			for (const operation of OPERATIONS) {
				const outcomes: Record<'now' | 'before', Outcome[]> = { now: [], before: [] };
				for (let round = 0; round < rounds; round++) {
					// The order turns each round, so neither side always runs on a warmer machine.
					for (const side of inTurn(round, ['now', 'before'] as const)) {
						if (outcomes[side].some((outcome) => outcome.stopped)) continue;
						outcomes[side].push(await runCase(trees[side], operation.value, sandbox.url, draftId));
					}
				}
				const finished = (side: Outcome[]) => side.every((outcome) => !outcome.stopped);
				const ratio =
					finished(outcomes.now) && finished(outcomes.before)
						? `${(
								spread(outcomes.before.map((outcome) => outcome.ms as number)).median /
								spread(outcomes.now.map((outcome) => outcome.ms as number)).median
							).toFixed(1)}× faster, ${(
								spread(outcomes.before.map((outcome) => outcome.peakBytes)).median /
								spread(outcomes.now.map((outcome) => outcome.peakBytes)).median
							).toFixed(1)}× less memory`
						: '';
				const page = outcomes.now[0]?.pageBytes;
				rows.push(
					`| ${size.label} | ${operation.name} | ${cell(outcomes.now)} | ` +
						`${cell(outcomes.before)} | ${ratio} |`,
				);
				console.log(rows[rows.length - 1]);
				if (page !== undefined)
					console.log(
						`  page: ${(page / 1024 ** 2).toFixed(1)} MB (${page.toLocaleString('en')} bytes)`,
					);
				console.log(`  summary: ${outcomes.now[0]?.summary?.slice(0, 160)}`);
			}
		}
	} finally {
		await sandbox.stop();
	}
	console.log(
		`\nA draft redesigned from scratch against the small published welcome email; ${rounds} ` +
			'rounds, sides alternating, a process per case; median (min–max) of the run and of the ' +
			`whole process's peak memory. Before: commit ${commit}.\n`,
	);
	console.log('| New HTML | Operation | This engine | Before | Ratio |');
	console.log('| --- | --- | --- | --- | --- |');
	for (const row of rows) console.log(row);
}

withRunFolder(main).catch((error: Error) => {
	console.error(error.stack);
	process.exit(1);
});
