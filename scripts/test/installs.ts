/**
 * `npm run test:installs`: everything the Node 24 and end-to-end stages need, installed where it is
 * missing, each with a line and its time: every n8n release of the table, verdaccio, Chromium,
 * PostgreSQL and Redis. `npm test` starts it beside its first stages (scripts/test/suite.js).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ensureChromium } from '../e2e/chromium';
import { ensureVerdaccioInstalled } from '../e2e/verdaccio';
import { ensureN8nInstalled } from '../n8n/install';
import { repoRoot } from '../n8n/paths';
import { ensureQueueServers } from '../n8n/queue/servers';
import { middleN8nVersions, oldestN8nVersion, pinnedN8nVersion } from '../n8n/releases';

/** The queue stage's folder, where apt-get's log of PostgreSQL and Redis goes too. */
export const queueFolder = join(repoRoot, '.tmp', 'e2e-queue');

/** Side by side, but apt-get takes one install at a time: its two run in turn. */
export async function installEverything(say: (line: string) => void): Promise<void> {
	const timed = async (what: string, install: () => Promise<unknown>) => {
		const started = Date.now();
		await install();
		say(`Ready: ${what} (${Math.round((Date.now() - started) / 1000)} s)`);
	};
	const queueLog = join(queueFolder, 'apt-get.log');
	mkdirSync(dirname(queueLog), { recursive: true });
	await Promise.all([
		...[pinnedN8nVersion, oldestN8nVersion, ...middleN8nVersions].map(
			async (version) =>
				await timed(`n8n ${version}`, async () => await ensureN8nInstalled(version, say)),
		),
		timed('verdaccio', async () => await ensureVerdaccioInstalled(say)),
		(async () => {
			await timed('Chromium', async () => await ensureChromium(say));
			await timed('PostgreSQL and Redis', async () => await ensureQueueServers(queueLog, say));
		})(),
	]);
}

if (require.main === module) {
	installEverything((line) => console.log(line)).catch((error: Error) => {
		console.error(error.message);
		process.exit(1);
	});
}
