/**
 * One side of a row, in a process of its own: it builds the side once, then runs it each time the
 * runner asks, timing the run and weighing what the run's output keeps alive.
 * Started by `SideProcess` with `--expose-gc`.
 */
import '../../test/harness/environment';

import type { Measurement, Side, SideModule } from './side';

interface Message {
	type: 'create' | 'run';
	module?: string;
	options?: unknown;
	job?: unknown;
}

let side: Side | undefined;

const gc = (global as { gc?: () => void }).gc ?? (() => undefined);

/**
 * The heap in use once the previous run's leftovers are gone: closed sockets' timers still hold
 * a run's requests for a moment after it ends, so the collection waits for them first.
 */
async function settledHeap(): Promise<number> {
	await new Promise((resolve) => setTimeout(resolve, 50));
	gc();
	gc();
	return process.memoryUsage().heapUsed;
}

/** The output of the run being weighed, referenced until it has been. */
const held: unknown[] = [];

async function measure(job: unknown): Promise<Measurement> {
	if (!side) throw new Error('The side was not created');
	const before = await settledHeap();
	const started = performance.now();
	const { keep, ...result } = await side.run(job);
	const ms = performance.now() - started;
	held.push(keep);
	const retainedBytes = Math.max(0, (await settledHeap()) - before);
	held.length = 0;
	return { ms, retainedBytes, ...result };
}

process.on('message', (message: Message) => {
	const reply = (payload: unknown) => process.send?.(payload);
	const handle = async () => {
		if (message.type === 'create') {
			// require, not import(): the sides and the nodes are CommonJS, as n8n loads them.
			const module = require(`../contenders/${message.module}`) as SideModule;
			side = await module.createSide(message.options);
			return { ok: true };
		}
		return { ok: true, measurement: await measure(message.job) };
	};
	handle().then(reply, (error: unknown) =>
		reply({
			ok: false,
			error: error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error),
		}),
	);
});
