import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { RunningPostgres } from './postgres';
import type { RunningRedis } from './redis';

/**
 * One key for main and every worker: each decrypts the credentials main stored. Kept in a file so
 * a restart reuses it; a new key would make the stored credentials unreadable.
 */
export function sharedEncryptionKey(file: string): string {
	if (!existsSync(file))
		writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
	return readFileSync(file, 'utf8').trim();
}

/** What main and the workers share on top of `n8nEnvironment`: the queue, the database, the key. */
export function queueEnvironment(
	postgres: RunningPostgres,
	redis: RunningRedis,
	encryptionKey: string,
): NodeJS.ProcessEnv {
	return {
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: redis.host,
		QUEUE_BULL_REDIS_PORT: String(redis.port),
		DB_TYPE: 'postgresdb',
		DB_POSTGRESDB_HOST: postgres.host,
		DB_POSTGRESDB_PORT: String(postgres.port),
		DB_POSTGRESDB_DATABASE: postgres.database,
		DB_POSTGRESDB_USER: postgres.user,
		DB_POSTGRESDB_PASSWORD: postgres.password,
		N8N_ENCRYPTION_KEY: encryptionKey,
		// Runs from the editor go to the workers too, so what a user tries is what production runs.
		OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
	};
}

/**
 * A worker's own health server, on loopback: its readiness is what the start waits for. Stopped, a
 * worker drains what it runs for four fifths of N8N_GRACEFUL_SHUTDOWN_TIMEOUT: a minute rather than
 * n8n's 30 s leaves an execution let go mid-way room to finish on a loaded machine too.
 */
export function workerEnvironment(healthPort: number): NodeJS.ProcessEnv {
	return {
		N8N_GRACEFUL_SHUTDOWN_TIMEOUT: '60',
		QUEUE_HEALTH_CHECK_ACTIVE: 'true',
		QUEUE_HEALTH_CHECK_PORT: String(healthPort),
		N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
	};
}
