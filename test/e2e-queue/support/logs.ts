import { existsSync, readFileSync, statSync } from 'node:fs';
import type { QueueWorker } from '../../../scripts/n8n/queue/queueSetup';

/** What a log holds from byte `from` on ('' before the process has written it). */
const loggedSince = (logFile: string, from = 0): string =>
	existsSync(logFile) ? readFileSync(logFile).subarray(from).toString('utf8') : '';

/**
 * n8n keeps no worker id in an execution record; each worker logs the executions it takes
 * ("Worker started execution 12 (job 7)") and finishes, and each worker here logs to its own file.
 */
function executionsLogged(worker: QueueWorker, verb: 'started' | 'finished'): string[] {
	const pattern = new RegExp(`Worker ${verb} execution (\\d+) \\(job`, 'g');
	return [...loggedSince(worker.logFile).matchAll(pattern)].map((match) => match[1]);
}

/** Every execution the workers' logs say they started. */
export function executionsStarted(workers: QueueWorker[]): string[] {
	return workers.flatMap((worker) => executionsLogged(worker, 'started'));
}

/** The workers whose logs say they started the execution. */
export function workersThatStarted(workers: QueueWorker[], executionId: string): QueueWorker[] {
	return workers.filter((worker) => executionsLogged(worker, 'started').includes(executionId));
}

export function workerFinished(worker: QueueWorker, executionId: string): boolean {
	return executionsLogged(worker, 'finished').includes(executionId);
}

/** How much a log holds now: what is logged after it is read from there. */
export const logSize = (logFile: string): number =>
	existsSync(logFile) ? statSync(logFile).size : 0;

/** How many lines logged since `from` (a `logSize`) hold `text`. */
export function linesLoggedSince(logFile: string, from: number, text: string): number {
	return loggedSince(logFile, from)
		.split('\n')
		.filter((line) => line.includes(text)).length;
}
