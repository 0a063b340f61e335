/**
 * Row 3: Template Get and Render for many input items in one run, against an account whose rate
 * limit is counted over whole minutes, as the service counts it: time against the rate floor (the
 * items at the limit's pace), requests answered 429, items failed. The two operations alternate,
 * each in its own process; every run starts in a fresh rate-limit window.
 */
import { alternate } from '../lib/alternate';
import { UNLIMITED, startSandboxProcess } from '../lib/sandboxProcess';
import { SideProcess } from '../lib/sideProcess';
import { formatMs, spread } from '../lib/stats';
import type { Table } from '../lib/table';

export interface ManyItemsCase {
	items: number;
	/** The account's limit, requests a minute. */
	perMinute: number;
}

export async function manyItemsRow(cases: ManyItemsCase[], left: string[]): Promise<Table> {
	const sandbox = await startSandboxProcess(['--rate-limit', String(UNLIMITED)]);
	const rows: string[][] = [];
	try {
		for (const { items, perMinute } of cases) {
			const floorMs = (items / perMinute) * 60_000;
			// Fresh processes, with no warm-up: each run's pacer meets the account as a new n8n
			// process would, and a run of minutes gains nothing from compiled hot paths.
			const get = await SideProcess.start('Get', 'nodePerItem', {});
			const render = await SideProcess.start('Render', 'nodePerItem', {});
			const results = await alternate(
				[
					{ side: get, job: { url: sandbox.url, operation: 'get', items } },
					{ side: render, job: { url: sandbox.url, operation: 'render', items } },
				],
				{
					rounds: 1,
					warmUpRounds: 0,
					takeRequests: sandbox.takeRequests,
					// A fresh window: each run meets the limit from the same start.
					beforeRun: async () => await sandbox.faults({ rateLimit: perMinute }),
				},
			).finally(async () => await Promise.all([get.stop(), render.stop()]));
			for (const label of ['Get', 'Render']) {
				const runs = results.get(label) ?? [];
				const time = spread(runs.map(({ ms }) => ms));
				const requests = spread(runs.map(({ requests: count }) => count));
				const rateLimited = spread(runs.map(({ rateLimited: count }) => count));
				const share = spread(
					runs.map(({ rateLimited: count, requests: total }) => (100 * count) / Math.max(1, total)),
				);
				const failed = spread(runs.map(({ counts }) => counts?.failed ?? 0));
				rows.push([
					label,
					items.toLocaleString('en-US'),
					perMinute.toLocaleString('en-US'),
					`${Math.round(floorMs).toLocaleString('en-US')}`,
					formatMs(time),
					`${(time.median / floorMs).toFixed(2)}× (${(time.min / floorMs).toFixed(2)}–${(time.max / floorMs).toFixed(2)})`,
					String(requests.median),
					`${rateLimited.median} (${share.median.toFixed(2)}%; max ${rateLimited.max})`,
					`${failed.median} (max ${failed.max})`,
				]);
			}
			console.log(`  row 3: ${items.toLocaleString('en-US')} items done`);
		}
	} finally {
		await sandbox.stop();
	}
	return {
		title: 'Row 3: many input items against a rate limit counted over whole minutes (one run each)',
		columns: [
			'operation',
			'items',
			'limit a minute',
			'rate floor ms',
			'time ms',
			'time ÷ floor',
			'requests',
			'answered 429',
			'items failed',
		],
		rows,
		notes: [
			"The rate floor is the items at the limit's pace (items ÷ limit). Within one window the service lets a burst through, so a run smaller than a window can beat the floor.",
			...left,
		],
	};
}
