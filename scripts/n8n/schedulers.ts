/**
 * The ways n8n can run poll triggers, as settings of the n8n process (read from n8n 2.41.1's
 * `@n8n/config`): `npm start`, `npm run start:queue` and the end-to-end stages take one by name.
 */
export const n8nSchedulers = {
	/** Each main's own timers: n8n's default before 2.45. */
	inMemory: {},
	/**
	 * The durable scheduler (n8n's default from 2.45) with poll triggers and durable cursors: each
	 * poll a database-backed task with a time budget, its cursor committed with its execution. The
	 * scheduler's passes run every second instead of every 5 to 10, so that a test's poll starts on
	 * its minute; the publication service is on by default in 2.41 and named for older releases.
	 */
	durable: {
		N8N_USE_WORKFLOW_PUBLICATION_SERVICE: 'true',
		N8N_SCHEDULER_ENABLED: 'true',
		N8N_SCHEDULER_POLL_TRIGGERS_ENABLED: 'true',
		N8N_POLLER_DURABLE_CURSORS_ENABLED: 'true',
		N8N_SCHEDULER_MATERIALIZATION_INTERVAL: '1',
		N8N_SCHEDULER_EXECUTOR_INTERVAL: '1',
	},
} satisfies Record<string, NodeJS.ProcessEnv>;

export type N8nScheduler = keyof typeof n8nSchedulers;

/** The variable that picks the scheduler. */
export const n8nSchedulerVariable = 'N8N_SCHEDULER';

/** The scheduler named in `N8N_SCHEDULER`, or the in-memory one; an unknown name is refused with the choices. */
export function selectedScheduler(env: NodeJS.ProcessEnv = process.env): N8nScheduler {
	const asked = env[n8nSchedulerVariable];
	if (!asked) return 'inMemory';
	if (Object.hasOwn(n8nSchedulers, asked)) return asked as N8nScheduler;
	throw new Error(
		`${n8nSchedulerVariable}=${asked} is not a scheduler this project knows. Use one of ${Object.keys(n8nSchedulers).join(', ')}.`,
	);
}

/** The scheduler in words, for what a start prints. */
export function schedulerName(scheduler: N8nScheduler): string {
	return scheduler === 'inMemory' ? 'in-memory scheduler' : 'durable scheduler';
}

export function schedulerSettings(scheduler: N8nScheduler): NodeJS.ProcessEnv {
	return { ...n8nSchedulers[scheduler] };
}
