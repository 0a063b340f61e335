import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureN8nInstalled } from '../n8n/install';
import { repoRoot } from '../n8n/paths';
import { selectedN8nVersion } from '../n8n/releases';
import { ensureChromium } from './chromium';
import { ensureVerdaccioInstalled } from './verdaccio';

/** What the end-to-end stage needs on the machine, installed side by side since they take a while. */
async function main(): Promise<void> {
	mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
	const say = (line: string) => console.log(line);
	await Promise.all([
		ensureN8nInstalled(selectedN8nVersion(), say),
		ensureChromium(say),
		ensureVerdaccioInstalled(say),
	]);
}

main().catch((error: Error) => {
	console.error(error.message);
	process.exit(1);
});
