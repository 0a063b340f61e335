/**
 * The sandbox's `--data FILE` at 10,000 drafts: how long a write takes over HTTP, and side by side
 * what persisting one write costs now (a journal line) against what it cost before (the whole state
 * serialized and written, which is what a snapshot still costs, now and then).
 * Run: npm run bench:persistence
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, startSandbox } from '../sandbox';
import { generatedAccount } from '../sandbox/generate';
import { StateFile } from '../sandbox/store/persistence';
import { Store } from '../sandbox/store/store';

const DRAFTS = 10_000;
const WRITES = 200;
const KEY = 'bench-key';
const HEADERS = { authorization: `Bearer ${KEY}`, accept: 'application/vnd.service.2026.07+json' };

function summary(samples: number[]): { median: number; p95: number } {
	const sorted = [...samples].sort((a, b) => a - b);
	return {
		median: sorted[Math.floor(sorted.length / 2)],
		p95: sorted[Math.floor(sorted.length * 0.95)],
	};
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Lock and unlock one draft in progress, timing each write as a client sees it. */
async function writeLatency(folder: string): Promise<number[]> {
	const sandbox = await startSandbox({
		port: 0,
		apiKey: KEY,
		rateLimit: 100_000_000,
		generate: { drafts: DRAFTS },
		dataFile: join(folder, 'http.json'),
	});
	try {
		const draft = { id: DEMO.email.springSaleDraft };
		const samples: number[] = [];
		for (let index = 0; index < WRITES; index++) {
			const started = performance.now();
			const response = await fetch(`${sandbox.url}/drafts/${draft.id}/lockForTranslation`, {
				method: index % 2 === 0 ? 'PUT' : 'DELETE',
				headers: HEADERS,
			});
			await response.arrayBuffer();
			if (response.status >= 300) throw new Error(`The write answered ${response.status}`);
			samples.push(performance.now() - started);
		}
		return samples;
	} finally {
		await sandbox.close();
	}
}

/** Persisting one write, in process: the whole state (before) against one journal line (now). */
function persistenceCost(folder: string): {
	whole: number[];
	line: number[];
	bytes: { whole: number; line: number };
} {
	const store = new Store(generatedAccount({ templates: 0, drafts: DRAFTS }));
	const file = new StateFile(join(folder, 'direct.json'));
	const draft = store.drafts.all()[store.drafts.all().length - 1];
	const whole: number[] = [];
	const line: number[] = [];
	let bytes = { whole: 0, line: 0 };
	for (let index = 0; index < 20; index++) {
		let started = performance.now();
		const serialized = store.serialize();
		file.snapshot(serialized);
		whole.push(performance.now() - started);

		store.recordChanges(() => {
			const changed = store.drafts.get(draft.id);
			if (changed) changed.updatedAt = new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString();
		});
		started = performance.now();
		const change = store.takeChange();
		if (!change || !file.append(change)) throw new Error('The change did not go to the journal');
		line.push(performance.now() - started);
		bytes = {
			whole: Buffer.byteLength(serialized),
			line: Buffer.byteLength(JSON.stringify(change)),
		};
	}
	return { whole, line, bytes };
}

async function main(): Promise<void> {
	const folder = mkdtempSync(join(tmpdir(), 'bench-persistence-'));
	try {
		const http = summary(await writeLatency(folder));
		console.log(
			`Write over HTTP with --data, ${DRAFTS.toLocaleString('en')} drafts (${WRITES} lock/unlock writes)`,
		);
		console.log(`  median ${ms(http.median)}, p95 ${ms(http.p95)}`);

		const cost = persistenceCost(folder);
		const whole = summary(cost.whole).median;
		const line = summary(cost.line).median;
		console.log(`Persisting one write, ${DRAFTS.toLocaleString('en')} drafts (median of 20)`);
		console.log(
			`  before, the whole state rewritten: ${ms(whole)} (${(cost.bytes.whole / 1e6).toFixed(1)} MB)`,
		);
		console.log(
			`  now, one journal line:             ${ms(line)} (${cost.bytes.line.toLocaleString('en')} bytes)`,
		);
		console.log(
			`  ratio: ${(whole / line).toFixed(0)}x less per write; a snapshot still costs ${ms(whole)}, once the journal outgrows the state`,
		);
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
}

main().catch((error: unknown) => {
	console.error(error);
	process.exit(1);
});
