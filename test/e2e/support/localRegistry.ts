import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { verdaccioBin } from '../../../scripts/e2e/verdaccio';
import { runLogged } from '../../../scripts/n8n/runLogged';
import { freePort } from '../../../scripts/n8n/ports';

export interface LocalRegistry {
	/** Where npm reaches it directly: http://127.0.0.1:<port>. */
	url: string;
	/** Publishes a packed tarball, as `npm publish` does for a release. */
	publish(tarball: string): Promise<void>;
	stop(): Promise<void>;
}

/** The address its package documents name: what n8n and npm asked for, as the proxy forwards it. */
export const publicRegistry = 'https://registry.npmjs.org';

async function waitForRegistry(url: string, child: ChildProcess, logFile: string): Promise<void> {
	for (let attempt = 0; attempt < 240; attempt++) {
		if (child.exitCode !== null)
			throw new Error(`verdaccio exited with ${child.exitCode}; see ${logFile}`);
		try {
			if ((await fetch(`${url}/-/ping`)).ok) return;
		} catch {
			// Not listening yet.
		}
		await delay(250);
	}
	throw new Error(`verdaccio did not answer within a minute; see ${logFile}`);
}

/**
 * Verdaccio on a free port of 127.0.0.1, keeping its packages in `folder`, with no uplink: it serves
 * only what the test publishes. Its documents name their tarballs under `publicRegistry`.
 */
export async function startLocalRegistry(folder: string): Promise<LocalRegistry> {
	mkdirSync(join(folder, 'tmp'), { recursive: true });
	const config = join(folder, 'config.yaml');
	writeFileSync(
		config,
		[
			`storage: ${join(folder, 'storage')}`,
			'auth:',
			'  htpasswd:',
			`    file: ${join(folder, 'htpasswd')}`,
			'uplinks: {}',
			'packages:',
			"  '**':",
			'    access: $all',
			'    publish: $authenticated',
			'log: { type: stdout, format: pretty, level: warn }',
			'',
		].join('\n'),
	);
	const port = await freePort();
	const url = `http://127.0.0.1:${port}`;
	const logFile = join(folder, 'verdaccio.log');
	const log = createWriteStream(logFile, { flags: 'a' });
	const child = spawn(
		process.execPath,
		[verdaccioBin, '--config', config, '--listen', `127.0.0.1:${port}`],
		{
			env: {
				PATH: process.env.PATH,
				HOME: folder,
				TMPDIR: join(folder, 'tmp'),
				VERDACCIO_PUBLIC_URL: publicRegistry,
			},
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	);
	child.stdout?.pipe(log);
	child.stderr?.pipe(log);
	const stop = async () => {
		if (child.exitCode !== null) return;
		const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
		child.kill('SIGTERM');
		await exited;
	};
	try {
		await waitForRegistry(url, child, logFile);
		// A publisher of its own, as a release's npm token would be.
		const response = await fetch(`${url}/-/user/org.couchdb.user:release`, {
			method: 'PUT',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ name: 'release', password: 'release-password' }),
		});
		if (!response.ok)
			throw new Error(
				`verdaccio refused the publisher: ${response.status} ${await response.text()}`,
			);
		const { token } = (await response.json()) as { token: string };
		const userConfig = join(folder, 'npmrc');
		writeFileSync(userConfig, `//127.0.0.1:${port}/:_authToken=${token}\n`, { mode: 0o600 });
		const publish = async (tarball: string) =>
			await runLogged({
				command: 'npm',
				args: [
					'publish',
					tarball,
					'--registry',
					url,
					'--userconfig',
					userConfig,
					'--no-provenance',
				],
				cwd: folder,
				env: {
					...process.env,
					npm_config_cache: join(folder, 'npm-cache'),
					TMPDIR: join(folder, 'tmp'),
				},
				logFile: join(folder, 'publish.log'),
			});
		return { url, publish, stop };
	} catch (error) {
		await stop();
		throw error;
	}
}
