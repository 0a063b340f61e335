/**
 * `npm run test:node24`: the in-process node and credential tests on Node 24, the runtime of n8n
 * 2.x and of the n8n-core they run in, from the n8n install the end-to-end stage uses (installed
 * here if missing). `npm test` runs them here only, but for the text comparison's tests, which it
 * runs on Node 20 as well (scripts/test/suite.js).
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
	// Three files at once: with two, they kept 1.2 of two cores busy (538 s user and 52 s system in
	// 497 s), waiting for answers and timers more than computing.
	const run = spawnSync(
		nodeRuntime,
		[jest, '--maxWorkers=3', ...suites, ...process.argv.slice(2)],
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
