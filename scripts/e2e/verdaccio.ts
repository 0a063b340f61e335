import { join } from 'node:path';
import { ensureCachedInstall, type CachedInstall } from '../n8n/cachedInstall';
import { cacheRoot } from '../n8n/paths';

const version = '6.8.0';

const folder = join(cacheRoot, `verdaccio-${version}`);

/** Verdaccio's command line, run with the Node that runs the tests. */
export const verdaccioBin = join(folder, 'node_modules', 'verdaccio', 'bin', 'verdaccio');

/**
 * Verdaccio, the npm registry server the end-to-end stage publishes the package to, installed once
 * into a cache folder of its own as n8n is: the override it needs must not reach the package's own
 * package.json, which is published (n8n's rules refuse `overrides` there).
 */
const install: CachedInstall = {
	folder,
	manifest: {
		name: 'n8n-nodes-message-templates-registry',
		private: true,
		description: `Verdaccio ${version}, the local npm registry of the end-to-end tests of n8n-nodes-message-templates`,
		dependencies: { verdaccio: version },
		'//': [
			'One of verdaccio\'s dependencies asks for node-fetch by the dist-tag "cjs", which the npm registry used here does not have; 2.7.0 is the CommonJS release that tag names.',
			'6.8.0: the newest verdaccio that supports Node 20, which runs the tests.',
		],
		overrides: { 'node-fetch': '2.7.0' },
	},
	expected: [verdaccioBin],
};

export async function ensureVerdaccioInstalled(
	report: (line: string) => void = () => {},
): Promise<void> {
	const { installed, logFile } = await ensureCachedInstall(install);
	if (installed) report(`Installed verdaccio ${version} into ${folder} (log: ${logFile})`);
}
