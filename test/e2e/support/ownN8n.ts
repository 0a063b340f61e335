import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { installTarballIntoN8n } from '../../../scripts/n8n/communityPackage';
import { N8nClient } from '../../../scripts/n8n/n8nClient';
import type { RunningN8n } from '../../../scripts/n8n/n8nProcess';
import { environmentOnFreePorts, startAsOwner } from '../../../scripts/n8n/ownedN8n';
import { e2eContext } from './context';

/**
 * An n8n of a test's own, as the run's (same release, scheduler and packed package) but in a user
 * folder of its own: a test that kills n8n leaves the other files' n8n alone.
 */
export interface OwnN8n {
	client(): N8nClient;
	/** Kills n8n with the signal at once (a machine going down), then starts it again on the same folder. */
	crashAndStart(signal?: NodeJS.Signals): Promise<void>;
	/** Stops n8n; `start` brings it back on the same folder. */
	stop(): Promise<void>;
	start(): Promise<void>;
}

export async function ownN8n(name: string): Promise<OwnN8n> {
	const { n8nVersion: version, scheduler, logFolder, owner, packed } = e2eContext();
	const folder = join(logFolder, name);
	const userFolder = join(folder, 'n8n-home');
	mkdirSync(userFolder, { recursive: true });
	installTarballIntoN8n(packed, [userFolder]);
	const env = await environmentOnFreePorts({ version, userFolder, owner, scheduler });
	let running: RunningN8n | undefined;
	let session: N8nClient | undefined;
	const start = async () => {
		({ n8n: running, client: session } = await startAsOwner(
			version,
			env,
			join(folder, 'n8n.log'),
			owner,
			name,
		));
	};
	await start();
	return {
		client: () => {
			if (!session) throw new Error(`${name}: n8n is not running`);
			return session;
		},
		async crashAndStart(signal = 'SIGKILL') {
			running?.signal(signal);
			await running?.exited;
			await start();
		},
		async stop() {
			await running?.stop();
			running = undefined;
		},
		start,
	};
}
