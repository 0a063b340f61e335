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

const collect = (global as { gc?: () => void }).gc ?? (() => undefined);

async function measure(job: unknown): Promise<Measurement> {
	if (!side) throw new Error('The side was not created');
	collect();
	const before = process.memoryUsage().heapUsed;
	const started = performance.now();
	const result = await side.run(job);
	const ms = performance.now() - started;
	collect();
	const retainedBytes = Math.max(0, process.memoryUsage().heapUsed - before);
	// The output stays referenced until it is weighed.
	const { keep: _kept, ...counts } = result;
	return { ms, retainedBytes, ...counts };
}

process.on('message', (message: Message) => {
	const reply = (payload: unknown) => process.send?.(payload);
	const handle = async () => {
		if (message.type === 'create') {
			// require, not import(): the sides and the nodes are CommonJS, as n8n loads them.
			const module = require(`../sides/${message.module}`) as SideModule;
			side = await module.createSide(message.options);
			return { ok: true };
		}
		return { ok: true, measurement: await measure(message.job) };
	};
	handle().then(reply, (error: unknown) =>
		reply({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error) }),
	);
});
