/**
 * Row 1: Return All of email templates at N = 1,000, 10,000 and 100,000, our node against n8n's
 * HTTP Request node with its pagination and against a bare fetch loop, without and with 20 ms of
 * latency per request.
 */
import { type Observed, alternate } from '../lib/alternate';
import { UNLIMITED, startSandboxProcess } from '../lib/sandboxProcess';
import { SideProcess } from '../lib/sideProcess';
import { bytes, formatMs, ratio, spread } from '../lib/stats';
import type { Table } from '../lib/table';

export interface ReturnAllCase {
	n: number;
	latencyMs: number;
}

export interface ReturnAllPoint extends ReturnAllCase {
	medians: Record<string, number>;
}

const SIDES = [
	{ label: 'node', module: 'nodeReturnAll' },
	{ label: 'HTTP Request', module: 'httpRequestReturnAll' },
	{ label: 'fetch', module: 'fetchReturnAll' },
] as const;

export async function returnAllRow(
	cases: ReturnAllCase[],
	rounds: number,
	left: string[],
): Promise<{ table: Table; points: ReturnAllPoint[] }> {
	const sides = await Promise.all(
		SIDES.map(async ({ label, module }) => await SideProcess.start(label, module, {})),
	);
	const rows: string[][] = [];
	const points: ReturnAllPoint[] = [];
	const notes: string[] = [];
	try {
		const sizes = [...new Set(cases.map(({ n }) => n))];
		let warm = false;
		for (const n of sizes) {
			// The demo account plus n generated email templates.
			const sandbox = await startSandboxProcess([
				'--generate',
				`templates=${n}`,
				'--rate-limit',
				String(UNLIMITED),
			]);
			try {
				for (const latencyMs of cases
					.filter((each) => each.n === n)
					.map((each) => each.latencyMs)) {
					await sandbox.faults({ latencyMs });
					const results = await alternate(
						sides.map((side) => ({ side, job: { url: sandbox.url } })),
						{ rounds, warmUpRounds: warm ? 0 : 1, takeRequests: sandbox.takeRequests },
					);
					warm = true;
					const row = summarize(n, latencyMs, results);
					rows.push(row.cells);
					points.push({ n, latencyMs, medians: row.medians });
					console.log(`  row 1: N=${n.toLocaleString('en-US')}, latency ${latencyMs} ms done`);
				}
			} finally {
				await sandbox.stop();
			}
		}
	} finally {
		await Promise.all(sides.map(async (side) => await side.stop()));
	}
	notes.push(...left);
	return {
		table: {
			title: `Row 1: Return All of email templates (${rounds} rounds, sides alternating; median (min–max) ms)`,
			columns: [
				'templates',
				'latency',
				'requests node / HTTP / fetch',
				'node ms',
				'HTTP Request ms',
				'fetch ms',
				'node ÷ HTTP',
				'node ÷ fetch',
				'retained per item node / HTTP / fetch',
			],
			rows,
			notes,
		},
		points,
	};
}

function summarize(n: number, latencyMs: number, results: Map<string, Observed[]>) {
	const of = (label: string) => results.get(label) ?? [];
	const times = Object.fromEntries(
		SIDES.map(({ label }) => [label, spread(of(label).map(({ ms }) => ms))]),
	);
	const requests = SIDES.map(({ label }) =>
		String(spread(of(label).map((each) => each.requests)).median),
	).join(' / ');
	const perItem = SIDES.map(({ label }) =>
		bytes(spread(of(label).map((each) => each.retainedBytes / Math.max(1, each.items))).median),
	).join(' / ');
	const records = of('node')[0]?.items ?? 0;
	const medians = Object.fromEntries(SIDES.map(({ label }) => [label, times[label].median]));
	return {
		medians,
		cells: [
			`${n.toLocaleString('en-US')} (+${records - n} demo)`,
			`${latencyMs} ms`,
			requests,
			formatMs(times.node),
			formatMs(times['HTTP Request']),
			formatMs(times.fetch),
			ratio(times.node.median, times['HTTP Request'].median),
			ratio(times.node.median, times.fetch.median),
			perItem,
		],
	};
}
