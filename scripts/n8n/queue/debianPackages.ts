import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runLogged } from '../runLogged';

/** Debian 12's PostgreSQL: the server binaries are used directly, never through its cluster service. */
export const postgresBinDir = '/usr/lib/postgresql/15/bin';

export const redisServer = '/usr/bin/redis-server';

const wanted = [
	{ binary: join(postgresBinDir, 'postgres'), packages: ['postgresql-15'] },
	{ binary: redisServer, packages: ['redis-server'] },
];

/**
 * Installs Debian's PostgreSQL and Redis where missing (the machines run as root). Only their
 * binaries are used: queue mode runs its own servers on free ports, with data in its own folder.
 */
export async function ensureQueueServers(logFile: string, report: (line: string) => void = () => {}): Promise<void> {
	const packages = wanted.filter(({ binary }) => !existsSync(binary)).flatMap((entry) => entry.packages);
	if (packages.length === 0) return;
	report(`Installing ${packages.join(' and ')} with apt-get (log: ${logFile})`);
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	const apt = (args: string[]) => runLogged({ command: 'apt-get', args, cwd: '/', env, logFile });
	await apt(['update']);
	await apt(['install', '-y', '--no-install-recommends', ...packages]);
}
