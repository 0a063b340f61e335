import { join } from 'node:path';
import { repoRoot } from './paths';

/** `npm start`'s n8n user folder and sandbox state: inside the clone, ignored by git, kept across restarts. */
export const startUserFolder = join(repoRoot, '.n8n-home');

export const startSandboxDataFile = join(repoRoot, '.sandbox-data', 'demo.json');

export const startN8nPort = 5678;

export const startSandboxPort = 4010;
