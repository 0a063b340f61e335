import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
	appendFileSync,
	chownSync,
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../ports';

export interface RunningPostgres {
	host: string;
	port: number;
	database: string;
	user: string;
	password: string;
	logFile: string;
	stop(): Promise<void>;
}

export interface PostgresOptions {
	/** Holds the cluster (`data/`), its password and its log; kept across restarts. */
	folder: string;
	/** The folder of `postgres`, `initdb`, `pg_ctl`, `psql` and `createdb` (`ensureQueueServers`). */
	binDir: string;
}

const database = 'n8n';
const user = 'n8n';

/** PostgreSQL refuses to run as root: as root, its commands run as Debian's `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
	return process.getuid?.() === 0
		? ['runuser', ['-u', 'postgres', '--', command, ...args]]
		: [command, args];
}

function run(binDir: string, command: string, args: string[]): void {
	const [file, fullArgs] = asServerUser(join(binDir, command), args);
	execFileSync(file, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
}

function handOver(path: string): void {
	if (process.getuid?.() !== 0) return;
	const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
	const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
	chownSync(path, uid, gid);
}

/**
 * As root, the server runs as `postgres`, which cannot enter a clone under a private home folder
 * (`/root`): the cluster then lives in the system's temporary folder, one per clone.
 */
export function reachableFolder(folder: string): string {
	if (process.getuid?.() !== 0) return folder;
	mkdirSync(folder, { recursive: true });
	if (spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-x', folder]).status === 0)
		return folder;
	return join(
		tmpdir(),
		`n8n-queue-postgres-${createHash('sha256').update(folder).digest('hex').slice(0, 12)}`,
	);
}

/** A new cluster: its own superuser with a generated password, TCP on 127.0.0.1 only, no socket file. */
function initCluster(binDir: string, folder: string, dataDir: string, passwordFile: string): void {
	rmSync(dataDir, { recursive: true, force: true });
	mkdirSync(dataDir, { recursive: true, mode: 0o700 });
	handOver(dataDir);
	writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
	handOver(passwordFile);
	run(binDir, 'initdb', [
		'-D',
		dataDir,
		'-U',
		user,
		`--pwfile=${passwordFile}`,
		'--auth=scram-sha-256',
		'-E',
		'UTF8',
		'--no-instructions',
	]);
	appendFileSync(
		join(dataDir, 'postgresql.conf'),
		"\n# n8n queue mode, local: loopback only, no Unix socket (its path length and folder rights vary).\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\n",
	);
	writeFileSync(join(folder, '.initialized'), '');
}

/**
 * Starts PostgreSQL from Debian's binaries on a free port of 127.0.0.1, creating the cluster and
 * n8n's database on the first start. The server is daemonized by pg_ctl: `stop()` (or this process
 * exiting) shuts it down.
 */
export async function startPostgres({
	binDir,
	...options
}: PostgresOptions): Promise<RunningPostgres> {
	const folder = reachableFolder(options.folder);
	mkdirSync(folder, { recursive: true });
	handOver(folder);
	const dataDir = join(folder, 'data');
	const passwordFile = join(folder, 'password');
	const logFile = join(folder, 'postgres.log');
	if (!existsSync(join(folder, '.initialized'))) initCluster(binDir, folder, dataDir, passwordFile);
	const password = readFileSync(passwordFile, 'utf8').trim();
	// A server left running by an interrupted start is stopped first: it holds the data folder.
	spawnSync(
		...asServerUser(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
		{ stdio: 'ignore' },
	);

	const port = await freePort();
	run(binDir, 'pg_ctl', [
		'-D',
		dataDir,
		'-l',
		logFile,
		'-w',
		'-t',
		'120',
		'-o',
		`-p ${port}`,
		'start',
	]);
	const stopNow = () => {
		spawnSync(
			...asServerUser(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
			{ stdio: 'ignore' },
		);
	};
	process.once('exit', stopNow);

	const env = { ...process.env, PGPASSWORD: password };
	const exists = execFileSync(
		join(binDir, 'psql'),
		[
			'-h',
			'127.0.0.1',
			'-p',
			String(port),
			'-U',
			user,
			'-d',
			'postgres',
			'-tAc',
			`SELECT 1 FROM pg_database WHERE datname = '${database}'`,
		],
		{ env, encoding: 'utf8' },
	).trim();
	if (exists !== '1') {
		execFileSync(
			join(binDir, 'createdb'),
			['-h', '127.0.0.1', '-p', String(port), '-U', user, database],
			{ env },
		);
	}
	return {
		host: '127.0.0.1',
		port,
		database,
		user,
		password,
		logFile,
		stop: async () => {
			process.off('exit', stopNow);
			stopNow();
		},
	};
}
