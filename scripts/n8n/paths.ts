import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** The n8n release the e2e layer runs: the newest whose pinned dependencies this registry serves. */
export const n8nVersion = '2.41.1';

/** n8n 2.x refuses Node < 24; this build comes from the npm package `node`, so nothing else is fetched. */
export const nodeRuntimeVersion = '24.21.0';

export const repoRoot = resolve(__dirname, '..', '..');

/**
 * Outside the clone, so fresh clones and re-runs on the same machine share the 2.9 GB install.
 */
export const cacheRoot = join(
	process.env.XDG_CACHE_HOME || join(homedir(), '.cache'),
	'n8n-nodes-message-templates',
);

export const installDir = join(cacheRoot, `n8n-${n8nVersion}`);

/** Written last by the installer: its presence means the folder is complete. */
export const installMarker = join(installDir, '.installed');

const nodeArchPackage = join(
	installDir,
	'node_modules',
	'node',
	'node_modules',
	`node-${process.platform}-${process.arch}`,
);

/** Node 24's headers ship inside the runtime package; native modules must be built against them. */
export const nodeRuntimeHeaders = nodeArchPackage;

export const nodeRuntimeBinDir = join(nodeArchPackage, 'bin');

export const nodeRuntime = join(nodeRuntimeBinDir, 'node');

export const n8nEntry = join(installDir, 'node_modules', 'n8n', 'bin', 'n8n');
