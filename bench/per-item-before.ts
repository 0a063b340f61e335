/**
 * Template Get and Render over 1,000 input items, our node against the same node of an earlier
 * commit (`--before`, the tree this round of restructuring began from by default), in one process
 * against one sandbox, rounds alternating after a warm-up: what a change to how operations are
 * declared costs per item, without latency and at 20 ms.
 * Run: npm run bench:per-item [-- --rounds 10 --before <commit>]
 */
import { loadNode } from '../test/harness/loadNode';
import { withRunFolder } from '../test/harness/temporaryFolder';
import { OPERATIONS, createSide, perItemSide } from './contenders/nodePerItem';
import { beforeArguments, earlierTree } from './lib/earlierTree';
import { UNLIMITED, startSandboxProcess } from './lib/sandboxProcess';
import type { Side } from './lib/side';
import { formatMs, inTurn, spread } from './lib/stats';

const ITEMS = 1_000;

function earlierSide(commit: string): Side {
	const nodeType = loadNode('MessageTemplates', 'MessageTemplates', earlierTree(commit));
	return perItemSide(nodeType, (_url, operation) => OPERATIONS[operation]);
}

async function timed(side: Side, url: string, operation: string): Promise<number> {
	const started = performance.now();
	const result = await side.run({ url, operation, items: ITEMS });
	if (result.items !== ITEMS || result.counts?.failed)
		throw new Error(`${operation}: ${result.items} items, ${result.counts?.failed} failed`);
	return performance.now() - started;
}

async function main(): Promise<void> {
	const { rounds, commit } = beforeArguments(10);
	const sides = { now: await createSide(), before: earlierSide(commit) };
	const sandbox = await startSandboxProcess(['--rate-limit', String(UNLIMITED)]);
	console.log('| operation | latency | now ms | before ms | now ÷ before, median of pairs |');
	console.log('| --- | --- | --- | --- | --- |');
	try {
		for (const latencyMs of [0, 20]) {
			await sandbox.faults({ latencyMs });
			for (const operation of ['get', 'render']) {
				const times = { now: [] as number[], before: [] as number[] };
				const ratios: number[] = [];
				// Round 0 warms both sides up and is not counted.
				for (let round = 0; round <= rounds; round++) {
					const ms = { now: 0, before: 0 };
					for (const side of inTurn(round, ['now', 'before'] as const))
						ms[side] = await timed(sides[side], sandbox.url, operation);
					if (round === 0) continue;
					times.now.push(ms.now);
					times.before.push(ms.before);
					ratios.push(ms.now / ms.before);
				}
				const pairs = spread(ratios);
				console.log(
					`| ${operation} | ${latencyMs} ms | ${formatMs(spread(times.now))} | ` +
						`${formatMs(spread(times.before))} | ${pairs.median.toFixed(2)}× ` +
						`(${pairs.min.toFixed(2)}–${pairs.max.toFixed(2)}) |`,
				);
			}
		}
	} finally {
		await sandbox.stop();
	}
	console.log(
		`\n${ITEMS.toLocaleString('en')} input items a run, ${rounds} rounds after a warm-up, sides ` +
			`alternating; median (min–max). Before: commit ${commit}.`,
	);
}

withRunFolder(main).catch((error: Error) => {
	console.error(error.stack);
	process.exit(1);
});
