import { accessSync, constants, existsSync, realpathSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { runLogged } from '../runLogged';

/** The programs queue mode runs its own PostgreSQL and Redis from. */
export interface QueueServers {
	/** The folder of `postgres`, which holds its other programs too. */
	postgresBinDir: string;
	/** `redis-server`, or Valkey's `valkey-server`. */
	redisServer: string;
}

/** Each names a program by its path, where it is not on the PATH. */
const postgresVariable = 'QUEUE_POSTGRES';
const redisVariable = 'QUEUE_REDIS';

/** What queue mode runs beside `postgres`: the cluster's creation, its start and stop, n8n's database. */
const postgresTools = ['initdb', 'pg_ctl', 'psql', 'createdb'];

/** Debian 12's PostgreSQL keeps its server off the PATH, here. */
const debianPostgresBinDir = '/usr/lib/postgresql/15/bin';

function isProgram(path: string): boolean {
	try {
		accessSync(path, constants.X_OK);
		return statSync(path).isFile();
	} catch {
		return false;
	}
}

function onPath(name: string, env: NodeJS.ProcessEnv): string | undefined {
	return (env.PATH ?? '')
		.split(delimiter)
		.filter((folder) => folder !== '')
		.map((folder) => join(folder, name))
		.find(isProgram);
}

function named(variable: string, env: NodeJS.ProcessEnv): string | undefined {
	const path = env[variable];
	if (!path) return undefined;
	if (!isProgram(path))
		throw new Error(`${variable} names ${path}, which is not a program this user can run`);
	return path;
}

/** A link such as `/usr/local/bin/postgres` leads to the folder that holds initdb and the others. */
function postgresFolder(postgres: string): string {
	const folder = dirname(realpathSync(postgres));
	const missing = postgresTools.filter((tool) => !isProgram(join(folder, tool)));
	if (missing.length > 0)
		throw new Error(
			`${folder} holds postgres but not ${missing.join(', ')}: queue mode needs them beside it`,
		);
	return folder;
}

function findPostgres(env: NodeJS.ProcessEnv, apt: string | undefined): string | undefined {
	const postgres = named(postgresVariable, env) ?? onPath('postgres', env);
	if (postgres) return postgresFolder(postgres);
	if (apt && existsSync(join(debianPostgresBinDir, 'postgres')))
		return postgresFolder(join(debianPostgresBinDir, 'postgres'));
	return undefined;
}

function findRedis(env: NodeJS.ProcessEnv): string | undefined {
	return named(redisVariable, env) ?? onPath('redis-server', env) ?? onPath('valkey-server', env);
}

const wanted = {
	postgresBinDir: {
		program: 'postgres',
		variable: postgresVariable,
		install: "PostgreSQL's server",
		debianPackage: 'postgresql-15',
		find: findPostgres,
	},
	redisServer: {
		program: 'redis-server or valkey-server',
		variable: redisVariable,
		install: 'Redis or Valkey',
		debianPackage: 'redis-server',
		find: findRedis,
	},
};
const servers = Object.keys(wanted) as Array<keyof QueueServers>;

/**
 * PostgreSQL and Redis (or Valkey) as found on this machine: named by `QUEUE_POSTGRES` and
 * `QUEUE_REDIS`, else on the PATH. Where one is missing and apt-get exists (Debian, as root), it is
 * installed with apt-get; elsewhere this stops at once, naming what to install.
 */
export async function ensureQueueServers(
	logFile: string,
	report: (line: string) => void = () => {},
	env: NodeJS.ProcessEnv = process.env,
): Promise<QueueServers> {
	const apt = onPath('apt-get', env);
	const lookUp = () => {
		const found = Object.fromEntries(
			servers.map((server) => [server, wanted[server].find(env, apt)]),
		) as Partial<QueueServers>;
		return {
			found,
			missing: servers
				.filter((server) => found[server] === undefined)
				.map((server) => wanted[server]),
		};
	};
	const before = lookUp();
	if (before.missing.length === 0) return before.found as QueueServers;
	if (!apt) {
		const needs = before.missing.map(
			({ program, variable }) => `${program} (on the PATH, or its path in ${variable})`,
		);
		const install = before.missing.map((server) => server.install);
		throw new Error(
			`Queue mode needs ${needs.join(' and ')}, and there is no apt-get here to install it: install ${install.join(' and ')} with the system's package manager, then run again.`,
		);
	}
	const packages = before.missing.map(({ debianPackage }) => debianPackage);
	report(`Installing ${packages.join(' and ')} with apt-get (log: ${logFile})`);
	const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
	await runLogged({ command: apt, args: ['update'], cwd: '/', env: aptEnv, logFile });
	await runLogged({
		command: apt,
		args: ['install', '-y', '--no-install-recommends', ...packages],
		cwd: '/',
		env: aptEnv,
		logFile,
	});
	const after = lookUp();
	if (after.missing.length > 0) {
		throw new Error(
			`apt-get installed ${packages.join(' and ')}, yet there is still no ${after.missing.map(({ program }) => program).join(' and ')}; see ${logFile}`,
		);
	}
	return after.found as QueueServers;
}
