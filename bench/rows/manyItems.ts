/**
 * Row 3: Template Get and Render for many input items in one run, against an account whose rate
 * limit is set: time against the rate floor (the items at the limit's pace), requests answered 429,
 * items failed. The two operations alternate, each in its own process; every run starts in a
 * fresh rate-limit window.
 */
import { alternate } from '../lib/alternate';
import { startSandboxProcess } from '../lib/sandboxProcess';
import { SideProcess } from '../lib/sideProcess';
import { formatMs, spread } from '../lib/stats';
import type { Table } from '../lib/table';

export interface ManyItemsCase {
	items: number;
	rounds: number;
}

export interface RateLimitSetting {
	/** Requests per minute. */
	perMinute: number;
	/** The window the sandbox counts them in. */
	windowMs: number;
}

export async function manyItemsRow(cases: ManyItemsCase[], limit: RateLimitSetting, left: string[]): Promise<Table> {
	const sandbox = await startSandboxProcess(['--rate-limit', String(limit.perMinute), '--rate-window', String(limit.windowMs)]);
	const get = await SideProcess.start('Get', 'manyItems', {});
	const render = await SideProcess.start('Render', 'manyItems', {});
	const rows: string[][] = [];
	try {
		// Compiles the hot paths before anything is counted, at a size that costs little.
		for (const [side, operation] of [[get, 'get'], [render, 'render']] as const) {
			await sandbox.faults({ rateLimit: limit.perMinute });
			await side.run({ url: sandbox.url, operation, items: 100 });
		}
		for (const { items, rounds } of cases) {
			const floorMs = (items / limit.perMinute) * 60_000;
			const results = await alternate(
				[
					{ side: get, job: { url: sandbox.url, operation: 'get', items } },
					{ side: render, job: { url: sandbox.url, operation: 'render', items } },
				],
				{
					rounds,
					warmUpRounds: 0,
					takeRequests: sandbox.takeRequests,
					// A fresh window: each run meets the limit from the same start.
					beforeRun: async () => await sandbox.faults({ rateLimit: limit.perMinute }),
				},
			);
			for (const label of ['Get', 'Render']) {
				const runs = results.get(label) ?? [];
				const time = spread(runs.map(({ ms }) => ms));
				const requests = spread(runs.map(({ requests: count }) => count));
				const rateLimited = spread(runs.map(({ rateLimited: count }) => count));
				const share = spread(runs.map(({ rateLimited: count, requests: total }) => (100 * count) / Math.max(1, total)));
				const failed = spread(runs.map(({ counts }) => counts?.failed ?? 0));
				rows.push([
					label,
					items.toLocaleString('en-US'),
					String(rounds),
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
		await Promise.all([get.stop(), render.stop(), sandbox.stop()]);
	}
	return {
		title: `Row 3: many input items against a rate limit of ${limit.perMinute.toLocaleString('en-US')} a minute, counted in ${limit.windowMs / 1000}-second windows (median (min–max))`,
		columns: ['operation', 'items', 'rounds', 'rate floor ms', 'time ms', 'time ÷ floor', 'requests', 'answered 429', 'items failed'],
		rows,
		notes: [
			'The rate floor is the items at the limit\'s pace (items ÷ limit). Within one window the service lets a burst through, so a run smaller than a window can beat the floor.',
			...left,
		],
	};
}
