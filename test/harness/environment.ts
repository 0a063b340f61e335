// n8n-core writes its instance settings into N8N_USER_FOLDER when first loaded: give each jest
// worker a throwaway folder, set before any test file imports n8n-core.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.N8N_USER_FOLDER ??= mkdtempSync(join(tmpdir(), 'n8n-nodes-message-templates-'));
process.env.N8N_LOG_LEVEL = 'silent';
