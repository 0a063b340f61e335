/**
 * Where the queue-mode stage finds PostgreSQL and Redis: programs in a folder given as the PATH,
 * or named by a variable; apt-get (here a script in that folder) only where it exists.
 */
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureQueueServers } from '../../scripts/n8n/queue/servers';
import { temporaryFolder } from '../harness/temporaryFolder';

const postgresPrograms = ['postgres', 'initdb', 'pg_ctl', 'psql', 'createdb'];

function programs(folder: string, names: string[]): void {
	mkdirSync(folder, { recursive: true });
	for (const name of names) {
		writeFileSync(join(folder, name), '#!/bin/sh\n');
		chmodSync(join(folder, name), 0o755);
	}
}

/** An apt-get that notes its arguments and, when `installs` is given, puts that program on the PATH. */
function aptGet(folder: string, installs?: string): string {
	const log = join(folder, 'apt-get.calls');
	const install = installs
		? `case "$1" in install) printf '#!/bin/sh\\n' > '${join(folder, installs)}'; chmod 755 '${join(folder, installs)}';; esac\n`
		: '';
	writeFileSync(
		join(folder, 'apt-get'),
		`#!/bin/sh\nPATH=/usr/bin:/bin\necho "$@" >> '${log}'\n${install}`,
	);
	chmodSync(join(folder, 'apt-get'), 0o755);
	return log;
}

describe('the queue-mode servers', () => {
	it('are taken from the PATH, valkey-server where there is no redis-server, with no apt-get run', async () => {
		const bin = temporaryFolder('path-');
		programs(bin, [...postgresPrograms, 'valkey-server']);
		const calls = aptGet(bin);
		const servers = await ensureQueueServers(join(bin, 'apt.log'), () => {}, { PATH: bin });
		expect(servers).toEqual({ postgresBinDir: bin, redisServer: join(bin, 'valkey-server') });
		expect(() => readFileSync(calls)).toThrow(/ENOENT/);
	});

	it("are taken from QUEUE_POSTGRES and QUEUE_REDIS, following a link to the folder of PostgreSQL's programs", async () => {
		const folder = temporaryFolder('named-');
		programs(join(folder, 'postgresql', 'bin'), postgresPrograms);
		programs(join(folder, 'redis'), ['redis-server']);
		mkdirSync(join(folder, 'links'));
		symlinkSync(join(folder, 'postgresql', 'bin', 'postgres'), join(folder, 'links', 'postgres'));
		const env = {
			PATH: join(folder, 'empty'),
			QUEUE_POSTGRES: join(folder, 'links', 'postgres'),
			QUEUE_REDIS: join(folder, 'redis', 'redis-server'),
		};
		expect(await ensureQueueServers(join(folder, 'apt.log'), () => {}, env)).toEqual({
			postgresBinDir: join(folder, 'postgresql', 'bin'),
			redisServer: join(folder, 'redis', 'redis-server'),
		});
	});

	it('refuse a variable naming no program, and a postgres without the programs that go with it', async () => {
		const bin = temporaryFolder('named-wrong-');
		programs(bin, [...postgresPrograms, 'redis-server']);
		await expect(
			ensureQueueServers(join(bin, 'apt.log'), () => {}, {
				PATH: bin,
				QUEUE_REDIS: join(bin, 'redis'),
			}),
		).rejects.toThrow(
			`QUEUE_REDIS names ${join(bin, 'redis')}, which is not a program this user can run`,
		);
		const partial = temporaryFolder('partial-');
		programs(partial, ['postgres', 'pg_ctl', 'redis-server']);
		await expect(
			ensureQueueServers(join(partial, 'apt.log'), () => {}, { PATH: partial }),
		).rejects.toThrow(
			`${partial} holds postgres but not initdb, psql, createdb: queue mode needs them beside it`,
		);
	});

	it('stop at once without apt-get, naming each missing program and its variable', async () => {
		const bin = temporaryFolder('bare-');
		await expect(ensureQueueServers(join(bin, 'apt.log'), () => {}, { PATH: bin })).rejects.toThrow(
			"Queue mode needs postgres (on the PATH, or its path in QUEUE_POSTGRES) and redis-server or valkey-server (on the PATH, or its path in QUEUE_REDIS), and there is no apt-get here to install it: install PostgreSQL's server and Redis or Valkey with the system's package manager, then run again.",
		);
		programs(bin, postgresPrograms);
		await expect(ensureQueueServers(join(bin, 'apt.log'), () => {}, { PATH: bin })).rejects.toThrow(
			"Queue mode needs redis-server or valkey-server (on the PATH, or its path in QUEUE_REDIS), and there is no apt-get here to install it: install Redis or Valkey with the system's package manager, then run again.",
		);
	});

	it('are installed with apt-get where it exists, only the missing one, and looked for again', async () => {
		const bin = temporaryFolder('apt-');
		programs(bin, postgresPrograms);
		const calls = aptGet(bin, 'redis-server');
		const said: string[] = [];
		const servers = await ensureQueueServers(join(bin, 'apt.log'), (line) => said.push(line), {
			PATH: bin,
		});
		expect(servers).toEqual({ postgresBinDir: bin, redisServer: join(bin, 'redis-server') });
		expect(readFileSync(calls, 'utf8')).toBe(
			'update\ninstall -y --no-install-recommends redis-server\n',
		);
		expect(said).toEqual([`Installing redis-server with apt-get (log: ${join(bin, 'apt.log')})`]);
	});

	it('fail, naming the log, when apt-get leaves one missing', async () => {
		const bin = temporaryFolder('apt-short-');
		programs(bin, postgresPrograms);
		aptGet(bin);
		await expect(ensureQueueServers(join(bin, 'apt.log'), () => {}, { PATH: bin })).rejects.toThrow(
			`apt-get installed redis-server, yet there is still no redis-server or valkey-server; see ${join(bin, 'apt.log')}`,
		);
	});
});
