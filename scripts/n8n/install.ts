import { delimiter, join } from 'node:path';
import { ensureCachedInstall, isInstalled, type CachedInstall } from './cachedInstall';
import { installManifest } from './installManifest';
import { n8nInstall } from './paths';
import { selectedN8nVersion, type N8nVersion } from './releases';

function cachedInstall(version: N8nVersion): CachedInstall {
	const { installDir, n8nEntry, nodeRuntime } = n8nInstall(version);
	return {
		folder: installDir,
		manifest: installManifest(version),
		expected: [n8nEntry, nodeRuntime],
	};
}

export function isN8nInstalled(version: N8nVersion): boolean {
	return isInstalled(cachedInstall(version));
}

/** Installs one n8n release once into the user's cache folder, in a folder of its own. */
export async function ensureN8nInstalled(
	version: N8nVersion,
	report: (line: string) => void = () => {},
): Promise<void> {
	if (isN8nInstalled(version)) return;
	const { installDir, nodeRuntimeBinDir, nodeRuntimeHeaders } = n8nInstall(version);
	const started = Date.now();
	report(
		`Installing n8n ${version} into ${installDir} (once per machine, about 4 minutes; log: ${join(installDir, 'install.log')})`,
	);
	// A dependency's install script (Kafka's native client) downloads from the internet, which fails
	// here and rolls back the whole install; so the install runs without scripts, and the two native
	// modules n8n needs are built afterwards.
	await ensureCachedInstall(cachedInstall(version), [
		// The Node 24 runtime package fetches its platform binary from the registry in a preinstall script.
		async (npm) => await npm(['rebuild', 'node', '--ignore-scripts=false']),
		// Built for Node 24's ABI: its binary first on PATH, its headers instead of the machine's Node 20 ones.
		async (npm) =>
			await npm(['rebuild', 'sqlite3', 'isolated-vm', '--ignore-scripts=false'], {
				...process.env,
				PATH: `${nodeRuntimeBinDir}${delimiter}${process.env.PATH ?? ''}`,
				npm_config_nodedir: nodeRuntimeHeaders,
			}),
	]);
	report(`n8n ${version} installed in ${Math.round((Date.now() - started) / 1000)} s`);
}

if (require.main === module) {
	ensureN8nInstalled(selectedN8nVersion(), (line) => console.log(line)).catch((error: Error) => {
		console.error(error.message);
		process.exit(1);
	});
}
