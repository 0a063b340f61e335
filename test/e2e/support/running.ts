import type { RunningSandbox } from '../../../sandbox';
import type { RunningN8n } from '../../../scripts/n8n/n8nProcess';

interface Running {
	n8n?: RunningN8n;
	sandbox?: RunningSandbox;
}

/**
 * The processes the global setup started. Jest shares only globals between its global setup and
 * teardown, so they are kept on one and the teardown stops exactly these.
 */
const holder = globalThis as typeof globalThis & { messageTemplatesE2e?: Running };

export const running: Running = (holder.messageTemplatesE2e ??= {});
