import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../n8n/paths';

/** Where an end-to-end stage keeps its n8n's user folder, sandbox data and log. */
export const stageFolder = (version: string, scheduler: string): string =>
	join(repoRoot, '.tmp', 'e2e', `n8n-${version}-${scheduler}`);

// What tells why a trigger fired late or not at all, or an execution never ran: the trigger's own
// lines, n8n's poll and scheduler warnings, executions queued, started and ended, and errors.
const TELLING = /Message Drafts Trigger|poll|scheduler|execution|timed out|abandoned|error|fail/i;
// Migrations and the frames of stack traces say nothing of that, and would crowd out what does.
const NOISE = /^(Starting migration |Finished migration |at )/;

/**
 * The telling lines of an n8n log, each distinct line once with how often it came, in the order
 * they first came (the last `limit` of them). CI keeps only what a run prints, not the log itself.
 */
export function n8nLogDigest(logFile: string, limit = 80): string[] {
	if (!existsSync(logFile)) return [`(no log at ${logFile})`];
	const counts = new Map<string, number>();
	for (const line of readFileSync(logFile, 'utf8').split('\n')) {
		const text = line.trim();
		if (TELLING.test(text) && !NOISE.test(text)) counts.set(text, (counts.get(text) ?? 0) + 1);
	}
	return [...counts]
		.slice(-limit)
		.map(([text, count]) => (count > 1 ? `${count} × ${text}` : text).slice(0, 400));
}
