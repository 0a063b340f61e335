import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Owner } from './owner';
import { n8nInstall } from './paths';
import { n8nRelease, type N8nVersion } from './releases';
import { type N8nScheduler, schedulerSettings } from './schedulers';

export interface N8nEnvironmentOptions {
	version: N8nVersion;
	userFolder: string;
	port: number;
	/** Every n8n process, CLI commands included, starts its own task-runner broker on this port. */
	brokerPort: number;
	owner: Owner;
	/** How n8n runs poll triggers (scripts/n8n/schedulers.ts): its in-memory scheduler unless named. */
	scheduler?: N8nScheduler;
	/** n8n settings of this run on top of the ones below (a test's own switches), one line each. */
	settings?: NodeJS.ProcessEnv;
}

/**
 * Everything n8n would otherwise fetch from or send to the internet is switched off: this machine
 * has no network, and a local demo must not phone home.
 */
const offline = {
	N8N_DIAGNOSTICS_ENABLED: 'false',
	N8N_DIAGNOSTICS_CONFIG_FRONTEND: '',
	N8N_DIAGNOSTICS_CONFIG_BACKEND: '',
	N8N_PERSONALIZATION_ENABLED: 'false',
	N8N_TEMPLATES_ENABLED: 'false',
	N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
	N8N_DYNAMIC_BANNERS_ENABLED: 'false',
	N8N_LICENSE_AUTO_RENEW_ENABLED: 'false',
	N8N_VERIFIED_PACKAGES_ENABLED: 'false',
};

/** n8n refuses to start on a module name it does not know, so only the release's own are named. */
function disabledModules(version: N8nVersion): NodeJS.ProcessEnv {
	const modules = n8nRelease(version).disabledModules;
	return modules.length > 0 ? { N8N_DISABLED_MODULES: modules.join(',') } : {};
}

/** Releases that cannot read the owner from the environment get it over REST (see `ensureOwner`). */
function ownerFromEnvironment(version: N8nVersion, owner: Owner): NodeJS.ProcessEnv {
	if (!n8nRelease(version).ownerFromEnvironment) return {};
	return {
		N8N_INSTANCE_OWNER_MANAGED_BY_ENV: 'true',
		N8N_INSTANCE_OWNER_EMAIL: owner.email,
		N8N_INSTANCE_OWNER_FIRST_NAME: owner.firstName,
		N8N_INSTANCE_OWNER_LAST_NAME: owner.lastName,
		N8N_INSTANCE_OWNER_PASSWORD_HASH: owner.passwordHash,
	};
}

/** The machine's npm: the first on the PATH. */
function machineNpm(): string {
	for (const folder of (process.env.PATH ?? '').split(delimiter)) {
		const candidate = join(folder, 'npm');
		try {
			accessSync(candidate, constants.X_OK);
			return candidate;
		} catch {
			// Not in this folder.
		}
	}
	throw new Error('There is no npm on the PATH: n8n installs community packages with it.');
}

/**
 * A folder with an `npm` of its own, first on n8n's PATH. n8n 1.x runs npm (to install a community
 * package) with an environment of only PATH, NODE_PATH, APPDATA and NODE_ENV: that npm, on the Node
 * 24 the PATH names, would leave Node's compile cache in the system's /tmp and its own cache in the
 * machine's home. This one puts them back, as n8n's own process has them, and runs the machine's npm.
 */
function npmWithEnvironment(userFolder: string, home: string, temporary: string): string {
	const folder = join(userFolder, 'bin');
	mkdirSync(folder, { recursive: true });
	const quoted = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
	writeFileSync(
		join(folder, 'npm'),
		`#!/bin/sh\nexport HOME=${quoted(home)} TMPDIR=${quoted(temporary)} NODE_DISABLE_COMPILE_CACHE=1\nexec ${quoted(machineNpm())} "$@"\n`,
		{ mode: 0o755 },
	);
	return folder;
}

export function n8nEnvironment({
	version,
	userFolder,
	port,
	brokerPort,
	owner,
	scheduler = 'inMemory',
	settings,
}: N8nEnvironmentOptions): NodeJS.ProcessEnv {
	const { durableScheduler } = n8nRelease(version);
	if (scheduler !== 'inMemory' && durableScheduler !== 'withCursors') {
		throw new Error(
			durableScheduler === 'withoutCursors'
				? `n8n ${version}'s durable scheduler runs poll triggers without durable cursors (they came with 2.36), so a poll run twice fires its drafts twice: run it with the in-memory one.`
				: `n8n ${version} has no durable scheduler for poll triggers (it came with 2.33): run it with the in-memory one.`,
		);
	}
	// n8n's temporary files (its data tables' uploads folder has no setting) stay in its user folder,
	// out of the system's temporary folder, which a test run leaves as it found it.
	const temporary = join(userFolder, 'tmp');
	mkdirSync(temporary, { recursive: true });
	const home = process.env.HOME ?? userFolder;
	return {
		// Only what n8n needs from the caller's environment: a stray N8N_* variable must not leak in.
		// Node 24 first: n8n starts its task runners with whichever `node` the PATH names.
		PATH: [
			npmWithEnvironment(userFolder, home, temporary),
			n8nInstall(version).nodeRuntimeBinDir,
			process.env.PATH ?? '',
		].join(delimiter),
		HOME: home,
		TMPDIR: temporary,
		NODE_DISABLE_COMPILE_CACHE: '1',
		...offline,
		...disabledModules(version),
		N8N_USER_FOLDER: userFolder,
		N8N_PORT: String(port),
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_HOST: '127.0.0.1',
		N8N_EDITOR_BASE_URL: `http://127.0.0.1:${port}`,
		WEBHOOK_URL: `http://127.0.0.1:${port}/`,
		N8N_RUNNERS_BROKER_PORT: String(brokerPort),
		N8N_RUNNERS_BROKER_LISTEN_ADDRESS: '127.0.0.1',
		// Plain http on loopback: a secure cookie would never be sent back.
		N8N_SECURE_COOKIE: 'false',
		...ownerFromEnvironment(version, owner),
		N8N_LOG_LEVEL: 'info',
		// n8n answers every request with 503 "Database is not ready!" once its database takes 5 s to
		// answer a ping (its default), until a ping passes: a busy machine's database may take longer.
		DB_PING_TIMEOUT_MS: '60000',
		...schedulerSettings(scheduler),
		...settings,
	};
}
