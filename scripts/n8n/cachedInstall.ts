import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLogged } from './runLogged';

export interface CachedInstall {
	/** Its own folder under the cache root. */
	folder: string;
	/** The folder's package.json: what is installed, with its pins and overrides. */
	manifest: object;
	/** Files that must exist for the install to count as whole. */
	expected: string[];
}

/** Written last: its presence, holding the manifest it was built from, means the folder is complete. */
function markerOf({ folder }: CachedInstall): string {
	return join(folder, '.installed');
}

function manifestText({ manifest }: CachedInstall): string {
	return `${JSON.stringify(manifest, null, '\t')}\n`;
}

/** Installed from this very manifest: changing the pins reinstalls. */
export function isInstalled(install: CachedInstall): boolean {
	const marker = markerOf(install);
	return (
		existsSync(marker) &&
		readFileSync(marker, 'utf8') === manifestText(install) &&
		install.expected.every((file) => existsSync(file))
	);
}

/** npm in the install's folder, its output appended to the folder's install.log. */
export type InstallStep = (
	npm: (args: string[], env?: NodeJS.ProcessEnv) => Promise<void>,
) => Promise<void>;

/**
 * Installs once into a folder of the user's cache, shared by every clone on the machine. Without the
 * marker the folder is an interrupted attempt and is started afresh. `npm install --ignore-scripts`
 * first, then the install's own steps.
 */
export async function ensureCachedInstall(
	install: CachedInstall,
	steps: InstallStep[] = [],
): Promise<{ installed: boolean; logFile: string }> {
	const logFile = join(install.folder, 'install.log');
	if (isInstalled(install)) return { installed: false, logFile };
	rmSync(install.folder, { recursive: true, force: true });
	mkdirSync(install.folder, { recursive: true });
	writeFileSync(join(install.folder, 'package.json'), manifestText(install));
	const npm = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
		runLogged({
			command: 'npm',
			args: [...args, '--no-audit', '--no-fund'],
			cwd: install.folder,
			env,
			logFile,
		});
	await npm(['install', '--ignore-scripts']);
	for (const step of steps) await step(npm);
	writeFileSync(markerOf(install), manifestText(install));
	return { installed: true, logFile };
}
