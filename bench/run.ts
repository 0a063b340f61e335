/**
 * `npm run bench`: every row of docs/performance.md, side by side, in one run of about a quarter of
 * an hour on a 2-core machine, then the tables printed and written to docs/performance.md with the
 * plots.
 * `npm run bench -- --rows 1,3` runs some rows only and leaves docs/performance.md as it is;
 * `--full` adds Return All of 100,000 templates, which takes over half an hour.
 */
import { parseArgs } from 'node:util';

import { ensureN8nInstalled } from '../scripts/n8n/install';
import { pinnedN8nVersion } from '../scripts/n8n/releases';
import { withRunFolder } from '../test/harness/temporaryFolder';
import { writeReport } from './lib/report';
import { type Table, printTable } from './lib/table';
import { manyItemsRow } from './tables/manyItems';
import { type PerItemPoint, perItemRow } from './tables/perItem';
import { type ReturnAllPoint, returnAllRow } from './tables/returnAll';
import { sandboxThroughputRow } from './tables/sandboxThroughput';
import { triggerPollRow } from './tables/triggerPoll';

const ROUNDS = 5;

async function main(): Promise<void> {
	const { values } = parseArgs({
		options: { rows: { type: 'string' }, full: { type: 'boolean' } },
	});
	const rows = new Set((values.rows ?? '1,2,3,4,5').split(',').map((row) => row.trim()));
	// Rows 1 and 5 load n8n's HTTP Request node from the install npm start uses: made once per machine.
	if (rows.has('1') || rows.has('5'))
		await ensureN8nInstalled(pinnedN8nVersion, (line) => console.log(line));
	const started = Date.now();
	const tables: Table[] = [];
	let points: ReturnAllPoint[] = [];
	let perItemPoints: PerItemPoint[] = [];

	if (rows.has('1')) {
		const cases = [
			{ n: 1_000, latencyMs: 0 },
			{ n: 1_000, latencyMs: 20 },
			{ n: 10_000, latencyMs: 0 },
			{ n: 10_000, latencyMs: 20 },
			...(values.full
				? [
						{ n: 100_000, latencyMs: 0 },
						{ n: 100_000, latencyMs: 20 },
					]
				: []),
		];
		const result = await returnAllRow(cases, ROUNDS, [
			...(values.full
				? []
				: [
						'Left out of the bench run: 100,000 templates. One round of the three sides takes about 100 s without latency here (4,003 pages a side) and over four minutes with 20 ms, so five rounds would take the whole budget and more; `npm run bench -- --full` adds both (about 40 minutes).',
					]),
			'The HTTP Request node outputs one item per page; a user would add a Split Out node to get one per template, which is not counted here.',
			'fetch keeps its connection alive between pages; n8n opens a new connection for every request, for our node and the HTTP Request node alike.',
		]);
		tables.push(result.table);
		points = result.points;
	}
	if (rows.has('2')) tables.push(await triggerPollRow([0, 20], ROUNDS));
	if (rows.has('3')) {
		tables.push(
			await manyItemsRow(
				[
					{ items: 150, perMinute: 60 },
					{ items: 1_000, perMinute: 600 },
				],
				[
					"One round each: a run waits for the service's windows of a whole minute, so it takes about as long as its rate floor (one to two minutes here). The pacing test (test/nodes/shared/pacing.test.ts) counts the same at 60, 600 and 3,600 a minute for 150 to 10,000 items of a read and a write, on a clock running ten times as fast.",
				],
			),
		);
	}
	if (rows.has('4')) tables.push(await sandboxThroughputRow([1_000, 10_000, 100_000]));
	if (rows.has('5')) {
		const result = await perItemRow([100, 1_000], 20, ROUNDS);
		tables.push(result.table);
		perItemPoints = result.points;
	}

	for (const table of tables) printTable(table);
	const totalMs = Date.now() - started;
	console.log(`\nTotal ${(totalMs / 60_000).toFixed(1)} minutes.`);
	if (rows.size === 5 && !values.full) writeReport(tables, points, perItemPoints, totalMs);
}

// The sides' processes make their n8n user folders inside one folder of the run's, removed at the end.
withRunFolder(main).catch((error: unknown) => {
	console.error(error);
	process.exit(1);
});
