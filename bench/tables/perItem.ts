/**
 * Row 5: one request per input item against a service with 20 ms of latency and no rate limit in
 * the way. Template Get and Render: our node against n8n's HTTP Request node (its defaults, every
 * item's request at once, and its Batching option, 16 items every 20 ms), against the least
 * declarative node n8n's routing engine can run (n8n's own share) and against a bare fetch loop,
 * both with as many items in flight as our node has at this allowance.
 */
import { MOST_ITEMS_IN_FLIGHT } from '../../nodes/shared/transport/pacing';
import { type Observed, alternate } from '../lib/alternate';
import { UNLIMITED, startSandboxProcess } from '../lib/sandboxProcess';
import { SideProcess } from '../lib/sideProcess';
import { formatMs, ratio, spread } from '../lib/stats';
import type { Table } from '../lib/table';

const SIDES = [
	{ label: 'node', module: 'nodePerItem', options: {} },
	{ label: 'HTTP Request', module: 'httpRequestPerItem', options: {} },
	{
		label: 'HTTP Request, batches',
		module: 'httpRequestPerItem',
		options: { batching: { batchSize: 16, batchInterval: 20 } },
	},
	{ label: 'engine floor', module: 'engineFloor', options: {} },
	{ label: 'bare loop', module: 'barePerItem', options: {} },
] as const;

export const PER_ITEM_SIDES = SIDES.map(({ label }) => label);

export interface PerItemPoint {
	operation: string;
	n: number;
	medians: Record<string, number>;
}

export async function perItemRow(
	sizes: number[],
	latencyMs: number,
	rounds: number,
): Promise<{ table: Table; points: PerItemPoint[] }> {
	const sandbox = await startSandboxProcess(['--rate-limit', String(UNLIMITED)]);
	const sides = await Promise.all(
		SIDES.map(
			async ({ label, module, options }) => await SideProcess.start(label, module, options),
		),
	);
	const rows: string[][] = [];
	const points: PerItemPoint[] = [];
	try {
		await sandbox.faults({ latencyMs });
		let warm = false;
		for (const operation of ['get', 'render']) {
			for (const n of sizes) {
				const results = await alternate(
					sides.map((side) => ({ side, job: { url: sandbox.url, operation, items: n } })),
					{ rounds, warmUpRounds: warm ? 0 : 1, takeRequests: sandbox.takeRequests },
				);
				warm = true;
				const row = summarize(operation, n, results);
				rows.push(row.cells);
				points.push({ operation, n, medians: row.medians });
				console.log(`  row 5: ${operation}, ${n.toLocaleString('en-US')} items done`);
			}
		}
	} finally {
		await Promise.all([...sides.map(async (side) => await side.stop()), sandbox.stop()]);
	}
	return {
		table: {
			title: `Row 5: one request per input item, ${latencyMs} ms latency, no rate limit (${rounds} rounds, sides alternating; median (min–max) ms)`,
			columns: [
				'operation',
				'items',
				'node ms',
				'HTTP Request ms',
				'HTTP Request, batches ms',
				'engine floor ms',
				'bare loop ms',
				'node ÷ bare loop',
				'node ÷ HTTP Request',
				'node ÷ batches',
				'node ÷ engine floor',
				'engine floor ÷ bare loop',
				'requests / failed items (node, HTTP, batches, floor, bare)',
			],
			rows,
			notes: [
				`HTTP Request with its defaults sends every item's request at once; "batches" is its Batching option at 16 items every 20 ms, what our node keeps in flight near a rate limit. With the allowance this ample our node keeps ${MOST_ITEMS_IN_FLIGHT} items in flight, and so do the engine floor and the bare loop. The bare loop's fetch keeps its connections alive; n8n opens a new connection for every request, for every node alike.`,
				"The engine floor is one declarative operation whose routing sends the same request, run by n8n's routing engine with the same items in flight and nothing else (no checks, retries, pacing or decoding): what it costs above the bare loop is n8n's; what our node costs above it is ours.",
				'Template Get of our node also decodes the compiled content to text, which the other sides leave base64.',
			],
		},
		points,
	};
}

function summarize(operation: string, n: number, results: Map<string, Observed[]>) {
	const of = (label: string) => results.get(label) ?? [];
	const times = Object.fromEntries(
		SIDES.map(({ label }) => [label, spread(of(label).map(({ ms }) => ms))]),
	);
	const counts = SIDES.map(({ label }) => {
		const runs = of(label);
		return `${spread(runs.map(({ requests }) => requests)).median}/${spread(runs.map(({ counts }) => counts?.failed ?? 0)).max}`;
	}).join(', ');
	const median = (label: string) => times[label].median;
	return {
		medians: Object.fromEntries(SIDES.map(({ label }) => [label, median(label)])),
		cells: [
			operation === 'get' ? 'Template Get' : 'Render',
			n.toLocaleString('en-US'),
			...SIDES.map(({ label }) => formatMs(times[label])),
			ratio(median('node'), median('bare loop')),
			ratio(median('node'), median('HTTP Request')),
			ratio(median('node'), median('HTTP Request, batches')),
			ratio(median('node'), median('engine floor')),
			ratio(median('engine floor'), median('bare loop')),
			counts,
		],
	};
}
