import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { installManifest } from './installManifest';
import { n8nInstall } from './paths';
import { selectedN8nVersion, type N8nVersion } from './releases';
import { runLogged } from './runLogged';

function manifestText(version: N8nVersion): string {
	return `${JSON.stringify(installManifest(version), null, '\t')}\n`;
}

/** The marker holds the manifest it was built from, so changing the pins reinstalls. */
export function isN8nInstalled(version: N8nVersion): boolean {
	const { installMarker, n8nEntry, nodeRuntime } = n8nInstall(version);
	return (
		existsSync(installMarker) &&
		readFileSync(installMarker, 'utf8') === manifestText(version) &&
		existsSync(n8nEntry) &&
		existsSync(nodeRuntime)
	);
}

/**
 * Installs one n8n release once into the user's cache folder, in a folder of its own. Without the
 * marker the folder is an interrupted attempt and is started afresh.
 */
export async function ensureN8nInstalled(version: N8nVersion, report: (line: string) => void = () => {}): Promise<void> {
	if (isN8nInstalled(version)) return;
	const { installDir, installMarker, nodeRuntimeBinDir, nodeRuntimeHeaders } = n8nInstall(version);
	const logFile = join(installDir, 'install.log');
	const npm = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
		runLogged({ command: 'npm', args: [...args, '--no-audit', '--no-fund'], cwd: installDir, env, logFile });
	const started = Date.now();
	rmSync(installDir, { recursive: true, force: true });
	mkdirSync(installDir, { recursive: true });
	writeFileSync(join(installDir, 'package.json'), manifestText(version));
	report(`Installing n8n ${version} into ${installDir} (once per machine, about 4 minutes; log: ${logFile})`);

	// A dependency's install script (Kafka's native client) downloads from the internet, which fails
	// here and rolls back the whole install; the two native modules n8n needs are built afterwards.
	await npm(['install', '--ignore-scripts']);

	// The Node 24 runtime package fetches its platform binary from the registry in a preinstall script.
	await npm(['rebuild', 'node', '--ignore-scripts=false']);

	// Built for Node 24's ABI: its binary first on PATH, its headers instead of the machine's Node 20 ones.
	await npm(['rebuild', 'sqlite3', 'isolated-vm', '--ignore-scripts=false'], {
		...process.env,
		PATH: `${nodeRuntimeBinDir}${delimiter}${process.env.PATH ?? ''}`,
		npm_config_nodedir: nodeRuntimeHeaders,
	});

	writeFileSync(installMarker, manifestText(version));
	report(`n8n ${version} installed in ${Math.round((Date.now() - started) / 1000)} s`);
}

if (require.main === module) {
	ensureN8nInstalled(selectedN8nVersion(), (line) => console.log(line)).catch((error: Error) => {
		console.error(error.message);
		process.exit(1);
	});
}
