/**
 * Row 4: sandbox throughput. autocannon at a fixed 2,000 requests per second on `GET /templates`
 * (goal: p99 under 10 ms), then a Return All walk of accounts of growing size, whose time per item
 * should stay flat (linear total cost). The sandbox runs in its own process, as users run it.
 */
import autocannon from 'autocannon';

import { HEADERS, UNLIMITED, startSandboxProcess } from '../lib/sandboxProcess';
import type { Table } from '../lib/table';

async function fixedRate(url: string): Promise<string[]> {
	const options = { url: `${url}/templates`, headers: HEADERS, connections: 20, overallRate: 2000 };
	// The first seconds measure V8 compiling the hot paths, not the steady state users see.
	await autocannon({ ...options, duration: 5 });
	const result = await autocannon({ ...options, duration: 10 });
	const errors = result.errors + result.non2xx;
	return [
		'GET /templates at a fixed 2,000 req/s for 10 s after a 5 s warm-up (demo account, 20 connections):',
		`achieved ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, errors ${errors}; goal p99 < 10 ms: ${result.latency.p99 < 10 ? 'met' : 'NOT met'}`,
	];
}

async function walk(url: string): Promise<{ items: number; pages: number; ms: number }> {
	const started = performance.now();
	let items = 0;
	let pages = 0;
	let cursor = '';
	do {
		const response = await fetch(`${url}/templates${cursor ? `?cursor=${cursor}` : ''}`, {
			headers: HEADERS,
		});
		const page = (await response.json()) as {
			data: unknown[];
			cursor: { next: string; hasMore: boolean };
		};
		items += page.data.length;
		pages += 1;
		cursor = page.cursor.hasMore ? page.cursor.next : '';
	} while (cursor);
	return { items, pages, ms: performance.now() - started };
}

export async function sandboxThroughputRow(sizes: number[]): Promise<Table> {
	const demo = await startSandboxProcess(['--rate-limit', String(UNLIMITED)]);
	let notes: string[];
	try {
		await walk(demo.url);
		notes = await fixedRate(demo.url);
	} finally {
		await demo.stop();
	}
	const rows: Array<{ size: number; items: number; pages: number; ms: number; startupMs: number }> =
		[];
	for (const size of sizes) {
		const running = await startSandboxProcess([
			'--generate',
			`templates=${size},drafts=${size / 10}`,
			'--rate-limit',
			String(UNLIMITED),
		]);
		try {
			await walk(running.url);
			// The fastest of three walks: the least disturbed by whatever else the machine runs.
			const walks = [await walk(running.url), await walk(running.url), await walk(running.url)];
			const fastest = walks.reduce((best, each) => (each.ms < best.ms ? each : best));
			rows.push({ size, ...fastest, startupMs: running.startupMs });
		} finally {
			await running.stop();
		}
	}
	const base = rows[0].ms / rows[0].items;
	return {
		title:
			'Row 4: sandbox throughput, Return All walk of GET /templates (sequential pages of 25, fastest of 3 walks)',
		columns: ['templates', 'startup ms', 'pages', 'walk ms', 'µs/item', 'µs/item vs smallest'],
		rows: rows.map((row) => [
			row.items.toLocaleString('en-US'),
			String(row.startupMs),
			String(row.pages),
			row.ms.toFixed(0),
			((row.ms / row.items) * 1000).toFixed(1),
			(row.ms / row.items / base).toFixed(2),
		]),
		notes,
	};
}
