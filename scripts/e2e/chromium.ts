import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runLogged } from '../n8n/runLogged';
import { repoRoot } from '../n8n/paths';

/** Debian's Chromium: the browser check drives it, since no browser can be downloaded here. */
export const chromiumPath = '/usr/bin/chromium';

/** Installs Debian's chromium package when it is missing (the machines run as root). */
export async function ensureChromium(report: (line: string) => void = () => {}): Promise<void> {
	if (existsSync(chromiumPath)) return;
	const logFile = join(repoRoot, '.tmp', 'chromium-install.log');
	report(`Installing Debian's chromium with apt-get (log: ${logFile})`);
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	await runLogged({ command: 'apt-get', args: ['update'], cwd: repoRoot, env, logFile });
	await runLogged({
		command: 'apt-get',
		args: ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation'],
		cwd: repoRoot,
		env,
		logFile,
	});
}
