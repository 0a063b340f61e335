/**
 * Sandbox throughput: autocannon at a fixed 2,000 requests per second on `GET /templates` (goal:
 * p99 under 10 ms), then a full Return All walk of accounts of growing size, whose time per item
 * should stay flat (linear total cost). The sandbox runs in its own process, as users run it.
 * Run: npm run bench
 */
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const KEY = 'bench-key';
const HEADERS = { authorization: `Bearer ${KEY}`, accept: 'application/vnd.service.2026.07+json' };

interface Running {
	url: string;
	child: ChildProcess;
	startupMs: number;
}

function startSandboxProcess(args: string[]): Promise<Running> {
	const started = Date.now();
	const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['sandbox/cli.ts', '--port', '0', '--api-key', KEY, '--rate-limit', '100000000', ...args], {
		cwd: ROOT,
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	return new Promise((resolve, reject) => {
		let output = '';
		child.stdout?.on('data', (chunk: Buffer) => {
			output += chunk.toString();
			const url = /listening on (\S+)/.exec(output)?.[1];
			if (url) resolve({ url, child, startupMs: Date.now() - started });
		});
		child.once('exit', (code) => reject(new Error(`The sandbox exited with ${code} before listening`)));
	});
}

function stop(running: Running): Promise<void> {
	return new Promise((resolve) => {
		running.child.once('exit', () => resolve());
		running.child.kill('SIGTERM');
	});
}

async function fixedRate(url: string): Promise<void> {
	const options = { url: `${url}/templates`, headers: HEADERS, connections: 20, overallRate: 2000 };
	// The first seconds measure V8 compiling the hot paths, not the steady state users see.
	await autocannon({ ...options, duration: 5 });
	const result = await autocannon({ ...options, duration: 10 });
	const errors = result.errors + result.non2xx;
	console.log('GET /templates at a fixed 2,000 req/s for 10 s after a 5 s warm-up (demo account, 20 connections)');
	console.log(`  achieved ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, errors ${errors}`);
	console.log(`  goal p99 < 10 ms: ${result.latency.p99 < 10 ? 'met' : 'NOT met'}`);
}

async function walk(url: string): Promise<{ items: number; pages: number; ms: number }> {
	const started = performance.now();
	let items = 0;
	let pages = 0;
	let cursor = '';
	do {
		const response = await fetch(`${url}/templates${cursor ? `?cursor=${cursor}` : ''}`, { headers: HEADERS });
		const page = (await response.json()) as { data: unknown[]; cursor: { next: string; hasMore: boolean } };
		items += page.data.length;
		pages += 1;
		cursor = page.cursor.hasMore ? page.cursor.next : '';
	} while (cursor);
	return { items, pages, ms: performance.now() - started };
}

async function main(): Promise<void> {
	const demo = await startSandboxProcess([]);
	try {
		await walk(demo.url);
		await fixedRate(demo.url);
	} finally {
		await stop(demo);
	}

	console.log('\nReturn All walk of GET /templates (sequential pages of 25, fastest of 3 walks)');
	const rows: Array<{ size: number; items: number; pages: number; ms: number; startupMs: number }> = [];
	for (const size of [1_000, 10_000, 100_000]) {
		const running = await startSandboxProcess(['--generate', `templates=${size},drafts=${size / 10}`]);
		try {
			await walk(running.url);
			// The fastest of three walks: the least disturbed by whatever else the machine runs.
			const walks = [await walk(running.url), await walk(running.url), await walk(running.url)];
			const fastest = walks.reduce((best, each) => (each.ms < best.ms ? each : best));
			rows.push({ size, ...fastest, startupMs: running.startupMs });
		} finally {
			await stop(running);
		}
	}
	const base = rows[0].ms / rows[0].items;
	console.log('  templates   startup ms   pages    walk ms    µs/item   µs/item vs 1k');
	for (const row of rows) {
		const perItem = row.ms / row.items;
		console.log(
			`  ${String(row.items).padStart(9)} ${String(row.startupMs).padStart(12)} ${String(row.pages).padStart(7)} ${row.ms.toFixed(0).padStart(10)} ${(perItem * 1000).toFixed(1).padStart(10)} ${(perItem / base).toFixed(2).padStart(15)}`,
		);
	}
}

main().catch((error: unknown) => {
	console.error(error);
	process.exit(1);
});
