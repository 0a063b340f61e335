/**
 * `npm run test:node24`: the in-process node and credential tests again on Node 24, the runtime
 * n8n 2.x requires, from the n8n install the end-to-end stage uses (installed here if missing).
 * The trigger's soak, backlog and scale tests stay on the Node 20 run: they repeat the trigger's
 * logic over hundreds of polls and accounts of up to 100,000 drafts, and meet no runtime difference
 * that its event, fault, scheduler and at-least-once tests do not. So does the pacing test (80 s here): it counts
 * the pacer's arithmetic over many windows of a fast clock, while the pacer's waits on this runtime's
 * own timers are run here by the items-in-flight, retry and trigger-budget tests.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureN8nInstalled } from '../n8n/install';
import { n8nInstall, nodeRuntimeVersion, repoRoot } from '../n8n/paths';
import { pinnedN8nVersion } from '../n8n/releases';

const suites = ['test/nodes', 'test/credentials'];

async function main(): Promise<number> {
	await ensureN8nInstalled(pinnedN8nVersion, (line) => console.log(line));
	const { nodeRuntime } = n8nInstall(pinnedN8nVersion);
	console.log(`Node ${nodeRuntimeVersion} (${nodeRuntime}): jest ${suites.join(' ')}`);
	const jest = join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');
	const run = spawnSync(
		nodeRuntime,
		[
			jest,
			...suites,
			'--testPathIgnorePatterns',
			'soak',
			'MessageDraftsTrigger/scale',
			'MessageDraftsTrigger/progress',
			'shared/pacing',
			...process.argv.slice(2),
		],
		{
			cwd: repoRoot,
			stdio: 'inherit',
		},
	);
	return run.status ?? 1;
}

main().then(
	(status) => process.exit(status),
	(error: Error) => {
		console.error(error.message);
		process.exit(1);
	},
);
