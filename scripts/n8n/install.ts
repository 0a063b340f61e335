import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { installManifest } from './installManifest';
import {
	installDir,
	installMarker,
	n8nEntry,
	n8nVersion,
	nodeRuntime,
	nodeRuntimeBinDir,
	nodeRuntimeHeaders,
} from './paths';
import { runLogged } from './runLogged';

const logFile = join(installDir, 'install.log');

function manifestText(): string {
	return `${JSON.stringify(installManifest(), null, '\t')}\n`;
}

/** The marker holds the manifest it was built from, so changing the pins reinstalls. */
export function isN8nInstalled(): boolean {
	return (
		existsSync(installMarker) &&
		readFileSync(installMarker, 'utf8') === manifestText() &&
		existsSync(n8nEntry) &&
		existsSync(nodeRuntime)
	);
}

function npm(args: string[], env: NodeJS.ProcessEnv = process.env) {
	return runLogged({ command: 'npm', args: [...args, '--no-audit', '--no-fund'], cwd: installDir, env, logFile });
}

/**
 * Installs n8n once into the user's cache folder. Without the marker the folder is an interrupted
 * attempt and is started afresh.
 */
export async function ensureN8nInstalled(report: (line: string) => void = () => {}): Promise<void> {
	if (isN8nInstalled()) return;
	const started = Date.now();
	rmSync(installDir, { recursive: true, force: true });
	mkdirSync(installDir, { recursive: true });
	writeFileSync(join(installDir, 'package.json'), manifestText());
	report(`Installing n8n ${n8nVersion} into ${installDir} (once per machine, about 4 minutes; log: ${logFile})`);

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

	writeFileSync(installMarker, manifestText());
	report(`n8n ${n8nVersion} installed in ${Math.round((Date.now() - started) / 1000)} s`);
}

if (require.main === module) {
	ensureN8nInstalled((line) => console.log(line)).catch((error: Error) => {
		console.error(error.message);
		process.exit(1);
	});
}
