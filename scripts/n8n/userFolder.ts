import { join } from 'node:path';
import { repoRoot } from './paths';
import { pinnedN8nVersion, type N8nVersion } from './releases';

/**
 * `npm start`'s n8n user folder: inside the clone, ignored by git, kept across restarts. n8n moves its
 * database forward only, so a release other than the pinned one keeps a folder of its own.
 */
export function startUserFolder(version: N8nVersion): string {
	return join(repoRoot, version === pinnedN8nVersion ? '.n8n-home' : `.n8n-home-${version}`);
}

export const startSandboxDataFile = join(repoRoot, '.sandbox-data', 'demo.json');

export const startN8nPort = 5678;

export const startSandboxPort = 4010;
