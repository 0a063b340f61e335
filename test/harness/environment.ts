// n8n-core writes its instance settings into N8N_USER_FOLDER when first loaded: give each test
// file a throwaway folder, set before any test file imports n8n-core.
import { temporaryFolder } from './temporaryFolder';

process.env.N8N_USER_FOLDER ??= temporaryFolder('n8n-');
process.env.N8N_LOG_LEVEL = 'silent';
