import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { N8nVersion } from './releases';

/** n8n 2.x refuses Node < 24 and 1.x accepts it; this build comes from the npm package `node`, so nothing else is fetched. */
export const nodeRuntimeVersion = '24.21.0';

export const repoRoot = resolve(__dirname, '..', '..');

/**
 * Outside the clone, so fresh clones and re-runs on the same machine share the 3 GB installs.
 */
export const cacheRoot = join(
	process.env.XDG_CACHE_HOME || join(homedir(), '.cache'),
	'n8n-nodes-message-templates',
);

/** Where one n8n release is installed, each in a folder of its own, with the Node 24 it runs on. */
export interface N8nInstall {
	version: N8nVersion;
	installDir: string;
	/** Written last by the installer: its presence means the folder is complete. */
	installMarker: string;
	/** Node 24's headers ship inside the runtime package; native modules must be built against them. */
	nodeRuntimeHeaders: string;
	nodeRuntimeBinDir: string;
	nodeRuntime: string;
	n8nEntry: string;
}

export function n8nInstall(version: N8nVersion): N8nInstall {
	const installDir = join(cacheRoot, `n8n-${version}`);
	const nodeArchPackage = join(
		installDir,
		'node_modules',
		'node',
		'node_modules',
		`node-${process.platform}-${process.arch}`,
	);
	const nodeRuntimeBinDir = join(nodeArchPackage, 'bin');
	return {
		version,
		installDir,
		installMarker: join(installDir, '.installed'),
		nodeRuntimeHeaders: nodeArchPackage,
		nodeRuntimeBinDir,
		nodeRuntime: join(nodeRuntimeBinDir, 'node'),
		n8nEntry: join(installDir, 'node_modules', 'n8n', 'bin', 'n8n'),
	};
}
